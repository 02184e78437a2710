import type { Logger } from './context.js';

/**
 * A logger that passes every call on to another one, which can be replaced: services get this one when they are
 * built, and it writes to the console until the HTTP app (and its pino logger) exists.
 */
export class SwitchableLogger implements Logger {
  constructor(private target: Logger) {}

  /** From now on, every call goes to this logger. */
  use(target: Logger): void {
    this.target = target;
  }

  error(...args: [details: unknown, message?: string]): void {
    this.target.error(...args);
  }

  warn(...args: [details: unknown, message?: string]): void {
    this.target.warn(...args);
  }

  info(...args: [details: unknown, message?: string]): void {
    this.target.info(...args);
  }

  debug(...args: [details: unknown, message?: string]): void {
    this.target.debug(...args);
  }
}

/** The console, for the start before the HTTP app exists; debug lines are left out. */
export const consoleLogger: Logger = {
  error: (...args: unknown[]) => console.error(...args),
  warn: (...args: unknown[]) => console.warn(...args),
  info: (...args: unknown[]) => console.info(...args),
  debug: () => undefined,
};

import { tokenStore } from './session-api';

interface EarlyRead {
  token: string;
  promise: Promise<unknown>;
}

const reads = new Map<string, EarlyRead>();

/**
 * Starts a read the console will need before the code that needs it has loaded (the interface language, the route's
 * chunks): it runs while they load, and that code takes its answer with takeEarlyRead. Only with a stored token; an
 * answer left untaken is dropped without a report.
 */
export function startEarlyRead<T>(name: string, read: () => Promise<T>): void {
  const token = tokenStore.getToken();
  if (!token || reads.has(name)) return;
  const promise = read();
  promise.catch(() => undefined);
  reads.set(name, { token, promise });
}

/**
 * The answer of an early read, once: undefined when none was started, or when the session's token has changed since
 * (another user's answer is not theirs), so that the caller reads for itself.
 */
export function takeEarlyRead<T>(name: string): Promise<T> | undefined {
  const read = reads.get(name);
  reads.delete(name);
  if (!read || read.token !== tokenStore.getToken()) return undefined;
  return read.promise as Promise<T>;
}

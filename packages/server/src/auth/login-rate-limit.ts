import { ErrorCode } from '@fleetdeck/model';
import { ApiError } from '../http/errors.js';

export interface LoginRateLimitSettings {
  /** failed sign-ins one address may make for one user name within the window */
  perUser: number;
  /** failed sign-ins one address may make, whatever the user name, within the window */
  perAddress: number;
  windowSeconds: number;
}

interface Window {
  count: number;
  endsAt: number;
}

/**
 * The platform's rate-limit texts name the tenant or customer, which a sign-in has not got yet; this one keeps
 * their shape (status 429, errorCode 33) and tells the person what to do.
 */
export const TOO_MANY_LOGIN_ATTEMPTS = 'Too many sign-in attempts! Try again later.';

export function tooManyLoginAttempts(): ApiError {
  return new ApiError(429, ErrorCode.TOO_MANY_REQUESTS, TOO_MANY_LOGIN_ATTEMPTS);
}

/** Forgotten windows are swept once the table holds this many, so a flood of addresses cannot grow it unbounded. */
const SWEEP_AT = 10_000;

/**
 * Counts failed sign-ins per client address and per address and user name in fixed windows. Once either count
 * reaches its limit every attempt from there is refused, the right password included, until the window ends; so
 * guessing is slowed whatever the lockout setting says, while signing in successfully never counts.
 */
export class LoginRateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly settings: LoginRateLimitSettings,
    private readonly now: () => number = Date.now,
  ) {}

  private keys(address: string, username: string): [string, number][] {
    return [
      [`a ${address}`, this.settings.perAddress],
      [`u ${address} ${username.toLowerCase()}`, this.settings.perUser],
    ];
  }

  private current(key: string): Window | undefined {
    const window = this.windows.get(key);
    if (window && window.endsAt <= this.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  /**
   * Seconds until this address (or this address for this user) may try again after failing too often, or 0 when
   * it may try now.
   */
  retryAfter(address: string, username: string): number {
    let wait = 0;
    for (const [key, limit] of this.keys(address, username)) {
      const window = this.current(key);
      if (window && window.count >= limit) wait = Math.max(wait, Math.ceil((window.endsAt - this.now()) / 1000));
    }
    return wait;
  }

  failed(address: string, username: string): void {
    if (this.windows.size >= SWEEP_AT) this.sweep();
    for (const [key] of this.keys(address, username)) {
      const window = this.current(key);
      if (window) window.count++;
      else this.windows.set(key, { count: 1, endsAt: this.now() + this.settings.windowSeconds * 1000 });
    }
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }
}

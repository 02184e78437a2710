import { ErrorCode } from '@fleetdeck/model';
import { ApiError } from '../http/errors.js';

export function tooManyRequests(): ApiError {
  return new ApiError(429, ErrorCode.TOO_MANY_REQUESTS, 'Too many requests');
}

/** `<count>:<seconds>`, as the platform writes its rate limits. */
export interface RateLimit {
  count: number;
  seconds: number;
}

export function parseRateLimit(text: string | null | undefined): RateLimit | null {
  const match = text?.match(/^([1-9]\d*):([1-9]\d*)$/);
  return match ? { count: Number(match[1]), seconds: Number(match[2]) } : null;
}

/**
 * Counts calls per key within a sliding window: a call is allowed while fewer than `count` were allowed in the last
 * `seconds`. Kept in the process, as the platform keeps its two-factor limits in each node.
 */
export class VerificationLimits {
  private readonly calls = new Map<string, number[]>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Takes one call of the key's allowance; answers false when none is left. */
  tryConsume(key: string, limit: RateLimit | null): boolean {
    if (!limit) return true;
    const since = this.now() - limit.seconds * 1000;
    const recent = (this.calls.get(key) ?? []).filter((at) => at > since);
    if (recent.length >= limit.count) {
      this.calls.set(key, recent);
      return false;
    }
    recent.push(this.now());
    this.calls.set(key, recent);
    return true;
  }

  /** Forgets a user's calls, after it verified or was locked. */
  forgetUser(userId: string): void {
    for (const key of this.calls.keys()) if (key.startsWith(`${userId} `)) this.calls.delete(key);
  }
}

import { describe, expect, it } from 'vitest';
import { parseRateLimit, VerificationLimits } from './verification-limits.js';

describe('parseRateLimit', () => {
  it('reads count and seconds, and nothing else', () => {
    expect(parseRateLimit('3:900')).toEqual({ count: 3, seconds: 900 });
    expect(parseRateLimit('0:10')).toBeNull();
    expect(parseRateLimit('')).toBeNull();
    expect(parseRateLimit(null)).toBeNull();
  });
});

describe('VerificationLimits', () => {
  it('allows count calls per window, and again once the oldest leaves it', () => {
    let now = 0;
    const limits = new VerificationLimits(() => now);
    const limit = { count: 2, seconds: 10 };
    expect(limits.tryConsume('u TOTP', limit)).toBe(true);
    now = 4000;
    expect(limits.tryConsume('u TOTP', limit)).toBe(true);
    expect(limits.tryConsume('u TOTP', limit)).toBe(false);
    expect(limits.tryConsume('v TOTP', limit)).toBe(true);
    now = 10_001;
    expect(limits.tryConsume('u TOTP', limit)).toBe(true);
    expect(limits.tryConsume('u TOTP', limit)).toBe(false);
  });

  it('forgets a user, and never limits without a limit', () => {
    const limits = new VerificationLimits(() => 0);
    const limit = { count: 1, seconds: 10 };
    expect(limits.tryConsume('u EMAIL', limit)).toBe(true);
    limits.forgetUser('u');
    expect(limits.tryConsume('u EMAIL', limit)).toBe(true);
    expect(limits.tryConsume('u EMAIL', null)).toBe(true);
  });
});

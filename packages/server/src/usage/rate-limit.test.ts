import { describe, expect, it } from 'vitest';
import { RateLimit } from './rate-limit.js';

function consumed(limit: RateLimit, times: number, now: number, amount = 1): number {
  let taken = 0;
  for (let i = 0; i < times; i++) if (limit.tryConsume(amount, now)) taken++;
  return taken;
}

describe('RateLimit', () => {
  it('describes no limit for no text or only malformed pairs', () => {
    expect(RateLimit.parse(null, 0)).toBeNull();
    expect(RateLimit.parse('  ', 0)).toBeNull();
    expect(RateLimit.parse('ten:1,5:0,-1:60', 0)).toBeNull();
  });

  it('starts full and refuses past its capacity within the period', () => {
    const limit = RateLimit.parse('3:1', 0) as RateLimit;
    expect(consumed(limit, 5, 0)).toBe(3);
  });

  it('refills its capacity evenly over the period', () => {
    const limit = RateLimit.parse('10:10', 0) as RateLimit;
    expect(consumed(limit, 10, 0)).toBe(10);
    expect(consumed(limit, 5, 2_000)).toBe(2);
    expect(consumed(limit, 20, 60_000)).toBe(10);
  });

  it('holds every pair: the tighter one decides', () => {
    const limit = RateLimit.parse('5:1, 7:60', 0) as RateLimit;
    expect(consumed(limit, 10, 0)).toBe(5);
    expect(consumed(limit, 10, 1_000)).toBe(2);
  });

  it('takes nothing from any pair when one lacks the amount', () => {
    const limit = RateLimit.parse('10:1,4:60', 0) as RateLimit;
    expect(limit.tryConsume(5, 0)).toBe(false);
    expect(limit.tryConsume(4, 0)).toBe(true);
    expect(limit.tryConsume(1, 0)).toBe(false);
    expect(consumed(limit, 10, 0)).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { LoginRateLimiter } from './login-rate-limit.js';

function limiter(now: { t: number }) {
  return new LoginRateLimiter({ perUser: 3, perAddress: 5, windowSeconds: 60 }, () => now.t);
}

describe('LoginRateLimiter', () => {
  it('refuses an address and user after the allowed failures until the window ends', () => {
    const now = { t: 0 };
    const limits = limiter(now);
    for (let i = 0; i < 3; i++) {
      expect(limits.retryAfter('10.0.0.1', 'tenant@fleetdeck.io')).toBe(0);
      limits.failed('10.0.0.1', 'tenant@fleetdeck.io');
    }
    expect(limits.retryAfter('10.0.0.1', 'Tenant@Fleetdeck.io')).toBe(60);
    now.t = 59_500;
    expect(limits.retryAfter('10.0.0.1', 'tenant@fleetdeck.io')).toBe(1);
    now.t = 60_000;
    expect(limits.retryAfter('10.0.0.1', 'tenant@fleetdeck.io')).toBe(0);
  });

  it('keeps other users and other addresses apart', () => {
    const limits = limiter({ t: 0 });
    for (let i = 0; i < 3; i++) limits.failed('10.0.0.1', 'a@x.io');
    expect(limits.retryAfter('10.0.0.1', 'b@x.io')).toBe(0);
    expect(limits.retryAfter('10.0.0.2', 'a@x.io')).toBe(0);
  });

  it('refuses an address that tries many user names', () => {
    const limits = limiter({ t: 0 });
    for (let i = 0; i < 5; i++) limits.failed('10.0.0.1', `user${i}@x.io`);
    expect(limits.retryAfter('10.0.0.1', 'fresh@x.io')).toBe(60);
  });
});

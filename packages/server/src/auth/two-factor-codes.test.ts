import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import {
  hashCode,
  newBackupCodes,
  newNumericCode,
  newTotpSecret,
  obfuscateEmail,
  sameHash,
  secretOfAuthUrl,
  totpAuthUrl,
  totpCodeMatches,
} from './two-factor-codes.js';

describe('TOTP', () => {
  it('writes the authenticator URL of the contract and reads its secret back', () => {
    const url = totpAuthUrl('Fleetdeck', 'ann@example.com', 'ABCDEFGHIJKLMNOP');
    expect(url).toBe('otpauth://totp/Fleetdeck:ann@example.com?issuer=Fleetdeck&secret=ABCDEFGHIJKLMNOP');
    expect(secretOfAuthUrl(url)).toBe('ABCDEFGHIJKLMNOP');
    expect(secretOfAuthUrl('otpauth://totp/x')).toBeNull();
  });

  it('accepts the code of the current step and its neighbours, and nothing else', () => {
    const secret = newTotpSecret();
    const now = 1_700_000_000_000;
    const code = (timestamp: number) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp });
    expect(totpCodeMatches(secret, code(now), now)).toBe(true);
    expect(totpCodeMatches(secret, code(now - 30_000), now)).toBe(true);
    expect(totpCodeMatches(secret, code(now - 90_000), now)).toBe(false);
    expect(totpCodeMatches(secret, 'abcdef', now)).toBe(false);
  });
});

describe('codes', () => {
  it('makes six-digit codes and eight-hex backup codes', () => {
    expect(newNumericCode()).toMatch(/^\d{6}$/);
    const codes = newBackupCodes(10);
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-f]{8}$/);
  });

  it('compares salted hashes', () => {
    expect(sameHash(hashCode('12345678', 's'), hashCode('12345678', 's'))).toBe(true);
    expect(sameHash(hashCode('12345678', 's'), hashCode('12345678', 't'))).toBe(false);
  });

  it('stars the second half of the local part of an address', () => {
    expect(obfuscateEmail('tenant@example.com')).toBe('ten***@example.com');
    expect(obfuscateEmail('a@b.c')).toBe('a@b.c');
  });
});

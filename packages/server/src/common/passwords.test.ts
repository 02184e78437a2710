import { DEFAULT_PASSWORD_POLICY } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { hashPassword, passwordMatches, passwordPolicyViolations, randomToken } from './passwords.js';

describe('password policy', () => {
  it('accepts a six-character password under the default policy', () => {
    expect(passwordPolicyViolations('secret', DEFAULT_PASSWORD_POLICY)).toEqual([]);
  });

  it('rejects a short password with the platform wording', () => {
    expect(passwordPolicyViolations('abc', DEFAULT_PASSWORD_POLICY)).toEqual([
      'Password must be 6 or more characters in length.',
    ]);
  });

  it('lists every broken rule of a strict policy', () => {
    const policy = {
      ...DEFAULT_PASSWORD_POLICY,
      minimumLength: 8,
      minimumUppercaseLetters: 1,
      minimumDigits: 2,
      minimumSpecialCharacters: 1,
      allowWhitespaces: false,
    };
    expect(passwordPolicyViolations('ab c', policy)).toEqual([
      'Password must be 8 or more characters in length.',
      'Password must contain 1 or more uppercase characters.',
      'Password must contain 2 or more digit characters.',
      'Password must contain 1 or more special characters.',
      'Password contains a whitespace character.',
    ]);
    expect(passwordPolicyViolations('Abcdef12!', policy)).toEqual([]);
  });
});

describe('password hashing', () => {
  it('stores a bcrypt hash that matches only the original password', async () => {
    const hash = await hashPassword('tenant');
    expect(hash).toMatch(/^\$2[aby]\$10\$/);
    expect(await passwordMatches('tenant', hash)).toBe(true);
    expect(await passwordMatches('Tenant', hash)).toBe(false);
    expect(await passwordMatches('tenant', null)).toBe(false);
  });

  it('hashes with the cost it is given, and a hash of any cost keeps matching', async () => {
    const hash = await hashPassword('tenant', 4);
    expect(hash).toMatch(/^\$2[aby]\$04\$/);
    expect(await passwordMatches('tenant', hash)).toBe(true);
    expect(await passwordMatches('Tenant', hash)).toBe(false);
  });
});

describe('random tokens', () => {
  it('are 30 letters and digits and differ each time', () => {
    const a = randomToken();
    expect(a).toMatch(/^[A-Za-z0-9]{30}$/);
    expect(randomToken()).not.toBe(a);
  });
});

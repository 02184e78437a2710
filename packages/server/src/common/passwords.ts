import { randomInt } from 'node:crypto';
import type { UserPasswordPolicy } from '@fleetdeck/model';
import bcrypt from 'bcryptjs';

/**
 * bcrypt's cost factor for new hashes, the platform's strength. Comparing reads the cost from the stored hash, so
 * hashes made with another cost keep matching.
 */
export const DEFAULT_PASSWORD_HASH_ROUNDS = 10;

export function hashPassword(password: string, rounds = DEFAULT_PASSWORD_HASH_ROUNDS): Promise<string> {
  return bcrypt.hash(password, rounds);
}

export function passwordMatches(password: string, hash: string | null): Promise<boolean> {
  return hash ? bcrypt.compare(password, hash) : Promise.resolve(false);
}

function count(password: string, pattern: RegExp): number {
  return password.match(pattern)?.length ?? 0;
}

/**
 * The password policy's findings, one sentence per broken rule, in the wording of the platform's validator.
 * An empty list means the password is acceptable.
 */
export function passwordPolicyViolations(password: string, policy: UserPasswordPolicy): string[] {
  const violations: string[] = [];
  const min = policy.minimumLength ?? 0;
  if (password.length < min) violations.push(`Password must be ${min} or more characters in length.`);
  const rules: Array<[number | null, RegExp, string]> = [
    [policy.minimumUppercaseLetters, /\p{Lu}/gu, 'uppercase'],
    [policy.minimumLowercaseLetters, /\p{Ll}/gu, 'lowercase'],
    [policy.minimumDigits, /\p{Nd}/gu, 'digit'],
    [policy.minimumSpecialCharacters, /[^\p{L}\p{Nd}\s]/gu, 'special'],
  ];
  for (const [minimum, pattern, kind] of rules) {
    if (minimum && count(password, pattern) < minimum) {
      violations.push(`Password must contain ${minimum} or more ${kind} characters.`);
    }
  }
  if (policy.allowWhitespaces === false && /\s/.test(password)) {
    violations.push('Password contains a whitespace character.');
  }
  return violations;
}

const TOKEN_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Activation and reset tokens: 30 random letters and digits, as the platform makes them. */
export function randomToken(length = 30): string {
  let token = '';
  for (let i = 0; i < length; i++) token += TOKEN_ALPHABET[randomInt(TOKEN_ALPHABET.length)];
  return token;
}

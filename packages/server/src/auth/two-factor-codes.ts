import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** The TOTP secret of a new enrolment: 20 random bytes in base32, as authenticator apps expect. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The authenticator URL of the platform's answer: `otpauth://totp/<issuer>:<email>?issuer=…&secret=…`. */
export function totpAuthUrl(issuer: string, email: string, secret: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(email).replace('%40', '@')}`;
  return `otpauth://totp/${label}?issuer=${encodeURIComponent(issuer)}&secret=${secret}`;
}

/** The secret of an authenticator URL, or null when it has none. */
export function secretOfAuthUrl(authUrl: unknown): string | null {
  if (typeof authUrl !== 'string') return null;
  const match = authUrl.match(/[?&]secret=([A-Z2-7]+)/i);
  return match?.[1]?.toUpperCase() ?? null;
}

/** A TOTP code holds for its 30-second step and the steps either side of it, for clocks that drift a little. */
export function totpCodeMatches(secret: string, code: string, timestamp = Date.now()): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  return TOTP.validate({ token: code, secret: Secret.fromBase32(secret), timestamp, window: 1 }) !== null;
}

/** A six-digit code for mail or SMS. */
export function newNumericCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Backup codes are eight lower-case hex characters, as the console's code field accepts them. */
export function newBackupCodes(quantity: number): string[] {
  return Array.from({ length: quantity }, () => randomBytes(4).toString('hex'));
}

/** Codes are kept only as salted hashes, so a copy of the database cannot be used to sign in. */
export function hashCode(code: string, salt: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('hex');
}

export function newSalt(): string {
  return randomBytes(16).toString('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The address shown at sign-in: the first half of the local part, the rest starred. */
export function obfuscateEmail(email: string): string {
  const at = email.indexOf('@');
  if (at <= 0) return email;
  const shown = Math.ceil(at / 2);
  return `${email.slice(0, shown)}${'*'.repeat(at - shown)}${email.slice(at)}`;
}

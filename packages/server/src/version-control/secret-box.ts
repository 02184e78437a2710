import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const KEY_FILE = 'version-control.key';
const PREFIX = 'aes-gcm:';

/**
 * The key that encrypts repository credentials: the configured one (VC_SECRET_KEY) when given, else a random key
 * kept in DATA_DIR beside the database (not in it, so a dump of the database alone does not give them away).
 */
export function loadSecretKey(dataDir: string, given: Buffer | null): Buffer {
  if (given) return given;
  const file = path.join(dataDir, KEY_FILE);
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  const key = randomBytes(32);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, key.toString('base64'), { mode: 0o600, flag: 'wx' });
  return key;
}

/** AES-256-GCM: a fresh 12-byte nonce per value, stored as `aes-gcm:<nonce.tag.ciphertext in base64>`. */
export function encryptSecret(key: Buffer, plain: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64');
}

export function decryptSecret(key: Buffer, sealed: string): string {
  if (!sealed.startsWith(PREFIX)) throw new Error('not an encrypted value');
  const bytes = Buffer.from(sealed.slice(PREFIX.length), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}

import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret, loadSecretKey } from './secret-box.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'vc-key-'));
  dirs.push(dir);
  return dir;
}

describe('the secret box', () => {
  it('keeps no plain text and opens what it sealed', () => {
    const key = loadSecretKey(dataDir(), null);
    const sealed = encryptSecret(key, 's3cret-password');
    expect(sealed).not.toContain('s3cret');
    expect(encryptSecret(key, 's3cret-password')).not.toBe(sealed);
    expect(decryptSecret(key, sealed)).toBe('s3cret-password');
  });

  it('refuses a value changed after sealing, or opened with another key', () => {
    const key = loadSecretKey(dataDir(), null);
    const sealed = encryptSecret(key, 'token');
    const bytes = Buffer.from(sealed.slice('aes-gcm:'.length), 'base64');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] as number) ^ 1;
    expect(() => decryptSecret(key, `aes-gcm:${bytes.toString('base64')}`)).toThrow();
    expect(() => decryptSecret(loadSecretKey(dataDir(), null), sealed)).toThrow();
  });

  it('writes its key once, readable by the owner only, and reads it back', () => {
    const dir = dataDir();
    const key = loadSecretKey(dir, null);
    expect(loadSecretKey(dir, null).equals(key)).toBe(true);
    expect(statSync(path.join(dir, 'version-control.key')).mode & 0o777).toBe(0o600);
  });

  it('takes the configured key when there is one, and writes none', () => {
    const dir = dataDir();
    const given = Buffer.alloc(32, 7);
    expect(loadSecretKey(dir, given)).toBe(given);
    expect(() => statSync(path.join(dir, 'version-control.key'))).toThrow();
  });
});

import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { computeChecksum } from './checksum.js';

const fox = Buffer.from('The quick brown fox jumps over the lazy dog');

describe('package checksums', () => {
  it('gives the digests of node:crypto for MD5 and the SHA family', () => {
    for (const [algorithm, hash] of [
      ['MD5', 'md5'],
      ['SHA256', 'sha256'],
      ['SHA384', 'sha384'],
      ['SHA512', 'sha512'],
    ] as const) {
      expect(computeChecksum(algorithm, fox)).toBe(createHash(hash).update(fox).digest('hex'));
    }
    expect(computeChecksum('MD5', fox)).toBe('9e107d9d372bb6826bd81d3542a419d6');
  });

  it('prints CRC32 in the byte order of the platform', () => {
    // The published check value of CRC-32 for "123456789" is 0xCBF43926.
    expect(computeChecksum('CRC32', Buffer.from('123456789'))).toBe('2639f4cb');
  });

  it('prints MurmurHash3 in the byte order of the platform', () => {
    // Published vectors with seed 0: x86_32("") = 0, x86_32(fox) = 0x2E4FF723,
    // x64_128(fox) = h1 0xE34BBC7BBC071B6C, h2 0x7A433CA9C49A9347 (Guava prints 6c1b07bc7bbc4be347939ac4a93c437a).
    expect(computeChecksum('MURMUR3_32', Buffer.alloc(0))).toBe('00000000');
    expect(computeChecksum('MURMUR3_32', fox)).toBe('23f74f2e');
    expect(computeChecksum('MURMUR3_128', fox)).toBe('6c1b07bc7bbc4be347939ac4a93c437a');
  });
});

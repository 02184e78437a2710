import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import type { ChecksumAlgorithm } from '@fleetdeck/model';
import murmur from 'murmurhash3js-revisited';

/** The hex of a 32-bit value's bytes in little-endian order. */
function littleEndian32(value: number): string {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value >>> 0);
  return bytes.toString('hex');
}

/** Reverses the byte order of each 8-byte half of a 128-bit hex value. */
function littleEndianHalves(hex: string): string {
  const half = (part: string) => Buffer.from(part, 'hex').reverse().toString('hex');
  return half(hex.slice(0, 16)) + half(hex.slice(16, 32));
}

/**
 * A package file's checksum as the platform writes it. The platform hashes with Guava, whose HashCode prints the
 * bytes of a 32-bit result (CRC32, MurmurHash3 x86 32) and of each 64-bit half of MurmurHash3 x64 128 in
 * little-endian order; the device SDKs compare against that text, so it is reproduced here exactly.
 */
export function computeChecksum(algorithm: ChecksumAlgorithm, data: Uint8Array): string {
  switch (algorithm) {
    case 'MD5':
      return createHash('md5').update(data).digest('hex');
    case 'SHA256':
      return createHash('sha256').update(data).digest('hex');
    case 'SHA384':
      return createHash('sha384').update(data).digest('hex');
    case 'SHA512':
      return createHash('sha512').update(data).digest('hex');
    case 'CRC32':
      return littleEndian32(crc32(data));
    case 'MURMUR3_32':
      return littleEndian32(murmur.x86.hash32(data, 0));
    case 'MURMUR3_128':
      return littleEndianHalves(murmur.x64.hash128(data, 0));
  }
}

import type { Db } from '../storage/schema.js';
import { findDevicePackageIds, findPackageFile } from './store.js';

export type OtaKind = 'FIRMWARE' | 'SOFTWARE';

/** The package a device should run, with its file, as the device APIs hand it out in chunks. */
export interface DeviceOtaPackage {
  id: string;
  title: string;
  version: string;
  fileName: string;
  contentType: string;
  data: Buffer;
}

/**
 * The device's own firmware (or software) package, else its profile's; null when none is assigned or the package
 * has no file to send (a package given by URL is fetched by the device itself).
 */
export async function deviceOtaPackage(db: Db, deviceId: string, kind: OtaKind): Promise<DeviceOtaPackage | null> {
  const column = kind === 'FIRMWARE' ? 'firmware_id' : 'software_id';
  const device = await findDevicePackageIds(db, deviceId, column);
  const packageId = device?.own ?? device?.inherited;
  if (!packageId) return null;
  const row = await findPackageFile(db, packageId, kind);
  if (!row?.data) return null;
  return {
    id: row.id,
    title: row.title,
    version: row.version,
    fileName: row.file_name ?? '',
    contentType: row.content_type ?? 'application/octet-stream',
    data: Buffer.from(row.data),
  };
}

/** Chunk `chunk` of `size` bytes (the whole file when size is 0); past the end, nothing. */
export function otaChunk(data: Buffer, size: number, chunk: number): Buffer {
  if (size <= 0) return data;
  const start = size * chunk;
  if (start >= data.length || start < 0) return Buffer.alloc(0);
  return data.subarray(start, Math.min(data.length, start + size));
}

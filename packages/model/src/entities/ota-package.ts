import type { DeviceProfileId, EntityId, TenantId } from '../ids.js';

export const OTA_PACKAGE_TYPES = ['FIRMWARE', 'SOFTWARE'] as const;
export type OtaPackageType = (typeof OTA_PACKAGE_TYPES)[number];

export const CHECKSUM_ALGORITHMS = ['MD5', 'SHA256', 'SHA384', 'SHA512', 'CRC32', 'MURMUR3_32', 'MURMUR3_128'] as const;
export type ChecksumAlgorithm = (typeof CHECKSUM_ALGORITHMS)[number];

export type OtaPackageId = EntityId<'OTA_PACKAGE'>;

/** A firmware or software package without its file. */
export interface OtaPackageInfo {
  id: OtaPackageId;
  createdTime: number;
  additionalInfo: Record<string, unknown> | null;
  tenantId: TenantId;
  deviceProfileId: DeviceProfileId | null;
  type: OtaPackageType;
  title: string;
  version: string;
  tag: string | null;
  url: string | null;
  hasData: boolean;
  fileName: string | null;
  contentType: string | null;
  checksumAlgorithm: ChecksumAlgorithm | null;
  checksum: string | null;
  dataSize: number | null;
}

/** The body of POST /api/otaPackage: the info, and whether the package is an external URL rather than a file. */
export type SaveOtaPackageInfoRequest = Partial<OtaPackageInfo> &
  Pick<OtaPackageInfo, 'title' | 'version' | 'type'> & { usesUrl?: boolean };

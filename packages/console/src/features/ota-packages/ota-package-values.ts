import {
  CHECKSUM_ALGORITHMS,
  type ChecksumAlgorithm,
  OTA_PACKAGE_TYPES,
  type OtaPackageInfo,
  type OtaPackageType,
} from '@fleetdeck/model';
import { z } from 'zod';
import { descriptionOf } from '../../entities/form-values';

/** What the OTA form submits: the info, and for a new package its file and checksum or its URL. */
export type OtaPackageDraft = Partial<OtaPackageInfo> & {
  usesUrl?: boolean;
  file?: File | null;
  /** the checksum the user typed; empty lets the server compute it */
  checksumToCheck?: string;
};

export const otaPackageSchema = z
  .object({
    title: z.string().trim().min(1, 'ota-update.title-required').max(255, 'ota-update.title-max-length'),
    version: z.string().trim().min(1, 'ota-update.version-required').max(255, 'ota-update.version-max-length'),
    tag: z.string().max(255, 'ota-update.tag-max-length'),
    type: z.enum(OTA_PACKAGE_TYPES),
    deviceProfileId: z.string().nullable(),
    usesUrl: z.boolean(),
    url: z.string(),
    file: z.custom<File | null>(),
    checksumAlgorithm: z.enum(CHECKSUM_ALGORITHMS),
    checksum: z.string().trim(),
    description: z.string(),
  })
  .superRefine((values, context) => {
    if (!values.deviceProfileId)
      context.addIssue({
        code: 'custom',
        path: ['deviceProfileId'],
        message: 'device-profile.device-profile-required',
      });
    if (values.usesUrl && !values.url.trim())
      context.addIssue({ code: 'custom', path: ['url'], message: 'ota-update.direct-url-required' });
    if (!values.usesUrl && !values.file)
      context.addIssue({ code: 'custom', path: ['file'], message: 'import.no-file' });
  });

export type OtaPackageValues = z.input<typeof otaPackageSchema>;

export const DEFAULT_CHECKSUM_ALGORITHM: ChecksumAlgorithm = 'SHA256';

export function otaPackageValues(info: OtaPackageInfo | null, type: OtaPackageType = 'FIRMWARE'): OtaPackageValues {
  return {
    title: info?.title ?? '',
    version: info?.version ?? '',
    tag: info?.tag ?? '',
    type: info?.type ?? type,
    deviceProfileId: info?.deviceProfileId?.id ?? null,
    usesUrl: Boolean(info?.url),
    url: info?.url ?? '',
    file: null,
    checksumAlgorithm: info?.checksumAlgorithm ?? DEFAULT_CHECKSUM_ALGORITHM,
    checksum: info?.checksum ?? '',
    description: descriptionOf(info?.additionalInfo),
  };
}

export function otaPackageDraft(info: OtaPackageInfo | null, values: OtaPackageValues): OtaPackageDraft {
  return {
    ...info,
    title: values.title.trim(),
    version: values.version.trim(),
    tag: values.tag.trim() || null,
    type: values.type,
    deviceProfileId: values.deviceProfileId ? { entityType: 'DEVICE_PROFILE', id: values.deviceProfileId } : null,
    usesUrl: values.usesUrl,
    url: values.usesUrl ? values.url.trim() : null,
    file: values.usesUrl ? null : values.file,
    checksumAlgorithm: values.checksumAlgorithm,
    checksumToCheck: values.checksum,
    additionalInfo: { ...info?.additionalInfo, description: values.description },
  };
}

/** "SHA256: 9f86…" as the list shows it. */
export function checksumText(info: Pick<OtaPackageInfo, 'checksumAlgorithm' | 'checksum'>): string {
  return info.checksum ? `${info.checksumAlgorithm ?? ''}: ${info.checksum}` : '';
}

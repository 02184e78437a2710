import type { OtaPackageInfo, OtaPackageType, PageLink } from '@fleetdeck/model';
import { api } from '../../core/http/api';

/** What the OTA package picker reads of a package (seed 002 §7: data, id.id, title, version). */
export type OtaPackageOption = Pick<OtaPackageInfo, 'id' | 'title' | 'version'>;

/** A device profile's packages of one type; a failed read is an empty list (seed 002 §7). */
export function findOtaPackages(
  deviceProfileId: string,
  type: OtaPackageType,
  link: PageLink,
): Promise<OtaPackageOption[]> {
  return api.http
    .silently(() => api.otaPackages.listForProfile(deviceProfileId, type, link))
    .then((page) => page.data)
    .catch((error: unknown) => {
      console.warn('OTA packages could not be read', error);
      return [];
    });
}

export function loadOtaPackage(otaPackageId: string): Promise<OtaPackageOption> {
  return api.http.silently(() => api.otaPackages.info(otaPackageId));
}

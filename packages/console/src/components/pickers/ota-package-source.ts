import type { OtaPackageInfo, OtaPackageType, PageLink } from '@fleetdeck/model';
import { api } from '../../core/http/api';

/** What the OTA package picker reads of a package (data, id.id, title, version). */
export type OtaPackageOption = Pick<OtaPackageInfo, 'id' | 'title' | 'version'>;

/** A device profile's packages of one type (the picker's search keeps it silent and treats a failure as none). */
export async function findOtaPackages(
  deviceProfileId: string,
  type: OtaPackageType,
  link: PageLink,
): Promise<OtaPackageOption[]> {
  return (await api.otaPackages.listForProfile(deviceProfileId, type, link)).data;
}

export function loadOtaPackage(otaPackageId: string): Promise<OtaPackageOption> {
  return api.http.silently(() => api.otaPackages.info(otaPackageId));
}

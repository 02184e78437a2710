import type { EntityId, PageLink } from '@fleetdeck/model';

export type OtaPackageType = 'FIRMWARE' | 'SOFTWARE';

/** What the OTA package picker reads of a package (seed 002 §7: data, id.id, title, version). */
export interface OtaPackageOption {
  id: EntityId<'OTA_PACKAGE'>;
  title: string;
  version: string;
}

export interface OtaPackageSource {
  find(deviceProfileId: string, type: OtaPackageType, link: PageLink): Promise<OtaPackageOption[]>;
  get(otaPackageId: string): Promise<OtaPackageOption>;
}

let source: OtaPackageSource | null = null;

/** The OTA pages register the package calls of the client here. */
export function registerOtaPackageSource(next: OtaPackageSource): void {
  source = next;
}

export function otaPackageSource(): OtaPackageSource | null {
  return source;
}

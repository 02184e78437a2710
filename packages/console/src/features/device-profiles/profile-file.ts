import type { DeviceProfileDraft } from '@fleetdeck/client';
import { DEVICE_TRANSPORT_TYPES, type DeviceProfile } from '@fleetdeck/model';

/**
 * The parts of a saved profile that name things of one tenant: its own ids, and the rule chain, dashboard and OTA
 * packages it points at, which do not exist in another tenant. None of them travels in an exported file.
 */
const TENANT_FIELDS = [
  'id',
  'createdTime',
  'tenantId',
  'customerId',
  'externalId',
  'defaultRuleChainId',
  'defaultDashboardId',
  'firmwareId',
  'softwareId',
] as const;

function withoutTenantFields(profile: Record<string, unknown>): Record<string, unknown> {
  const copy = structuredClone(profile);
  for (const field of TENANT_FIELDS) delete copy[field];
  return copy;
}

/** A device profile as the platform exports it: the profile JSON without the tenant's ids, never the default one. */
export function exportedDeviceProfile(profile: DeviceProfile): Record<string, unknown> {
  return { ...withoutTenantFields(profile as unknown as Record<string, unknown>), default: false };
}

/** The platform's export file name: the profile name in lower case with every non-word character as an underscore. */
export function deviceProfileFileName(name: string): string {
  return `${name.toLowerCase().replace(/\W/g, '_') || 'device_profile'}.json`;
}

export type ImportedDeviceProfile = { ok: true; draft: DeviceProfileDraft } | { ok: false; error: string };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads an exported device profile file. Text that is not JSON, and JSON that is not an object with a name, a known
 * transport type and profile data, is refused with a message key. Otherwise the profile to create: without the
 * tenant's ids, so a new profile is created even from a file of this installation, and not the default one.
 */
export function parseDeviceProfileFile(text: string): ImportedDeviceProfile {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, error: 'device-profile.invalid-json-file-error' };
  }
  if (
    !isObject(parsed) ||
    typeof parsed.name !== 'string' ||
    !(DEVICE_TRANSPORT_TYPES as readonly unknown[]).includes(parsed.transportType) ||
    !isObject(parsed.profileData)
  ) {
    return { ok: false, error: 'device-profile.invalid-device-profile-file-error' };
  }
  if (parsed.name.trim() === '') return { ok: false, error: 'device-profile.name-required' };
  const draft = { ...withoutTenantFields(parsed), default: false };
  return { ok: true, draft: draft as unknown as DeviceProfileDraft };
}

import type { DeviceProfile } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { deviceProfileFileName, exportedDeviceProfile, parseDeviceProfileFile } from './profile-file';

const profile: DeviceProfile = {
  id: { entityType: 'DEVICE_PROFILE', id: '5d2bc2a0-2c5b-11ef-9c4c-1b3b6bd0a1f1' },
  createdTime: 1718000000000,
  tenantId: { entityType: 'TENANT', id: '4c8f0e10-2c5b-11ef-9c4c-1b3b6bd0a1f1' },
  name: 'Boiler (v2)',
  description: 'Gas boilers',
  image: null,
  default: true,
  type: 'DEFAULT',
  transportType: 'MQTT',
  provisionType: 'DISABLED',
  defaultRuleChainId: { entityType: 'RULE_CHAIN', id: '6e1d2a30-2c5b-11ef-9c4c-1b3b6bd0a1f1' },
  defaultDashboardId: null,
  defaultQueueName: 'Main',
  profileData: {
    configuration: { type: 'DEFAULT' },
    transportConfiguration: { type: 'MQTT' },
    provisionConfiguration: { type: 'DISABLED', provisionDeviceSecret: null },
    alarms: null,
  } as unknown as DeviceProfile['profileData'],
  provisionDeviceKey: null,
  firmwareId: null,
  softwareId: null,
  externalId: null,
};

describe('device profile files', () => {
  it('exports the profile without the tenant’s ids and not as the default profile', () => {
    const exported = exportedDeviceProfile(profile);
    for (const field of ['id', 'createdTime', 'tenantId', 'defaultRuleChainId', 'firmwareId', 'externalId']) {
      expect(exported).not.toHaveProperty(field);
    }
    expect(exported).toMatchObject({ name: 'Boiler (v2)', transportType: 'MQTT', default: false });
    expect(exported.profileData).toEqual(profile.profileData);
    expect(profile.id.id).toBe('5d2bc2a0-2c5b-11ef-9c4c-1b3b6bd0a1f1');
  });

  it('names the file after the profile as the platform does', () => {
    expect(deviceProfileFileName('Boiler (v2)')).toBe('boiler__v2_.json');
  });

  it('imports an exported file as a new profile', () => {
    const result = parseDeviceProfileFile(JSON.stringify({ ...profile, default: true }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.draft).not.toHaveProperty('id');
    expect(result.draft).not.toHaveProperty('tenantId');
    expect(result.draft).not.toHaveProperty('defaultRuleChainId');
    expect(result.draft).toMatchObject({ name: 'Boiler (v2)', transportType: 'MQTT', default: false });
  });

  it('refuses text that is not JSON', () => {
    expect(parseDeviceProfileFile('{"name": ')).toEqual({ ok: false, error: 'device-profile.invalid-json-file-error' });
  });

  it('refuses JSON that is not a device profile', () => {
    const refused = { ok: false, error: 'device-profile.invalid-device-profile-file-error' };
    expect(parseDeviceProfileFile('[1, 2]')).toEqual(refused);
    expect(parseDeviceProfileFile(JSON.stringify({ title: 'A dashboard', configuration: {} }))).toEqual(refused);
    expect(parseDeviceProfileFile(JSON.stringify({ ...profile, transportType: 'PIGEON' }))).toEqual(refused);
    expect(parseDeviceProfileFile(JSON.stringify({ ...profile, profileData: null }))).toEqual(refused);
  });

  it('refuses a profile without a name', () => {
    expect(parseDeviceProfileFile(JSON.stringify({ ...profile, name: '  ' }))).toEqual({
      ok: false,
      error: 'device-profile.name-required',
    });
  });
});

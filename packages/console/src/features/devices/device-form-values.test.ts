import type { Device } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { emptyCredentialsValues } from './credentials/credentials-values';
import { deviceFormValues, deviceFromValues, deviceSchema } from './device-form-values';

const profileId = { entityType: 'DEVICE_PROFILE' as const, id: 'a4c7b3c0-1dd2-11b2-8080-808080808080' };

describe('device form values', () => {
  it('keeps gateway settings and description in additionalInfo, over what else is stored there', () => {
    const stored = { name: 'Gate', additionalInfo: { custom: 1 }, deviceProfileId: profileId } as unknown as Device;
    const values = { ...deviceFormValues(stored), gateway: true, overwriteActivityTime: true, description: 'roof' };
    expect(deviceFromValues(stored, values)).toMatchObject({
      name: 'Gate',
      label: null,
      additionalInfo: { custom: 1, gateway: true, overwriteActivityTime: true, description: 'roof' },
    });
  });

  it('sends credentials only for a new device whose credentials step is on', () => {
    const values = {
      ...deviceFormValues(null),
      name: 'Sensor',
      deviceProfileId: profileId,
      addCredentials: true,
      credentials: { ...emptyCredentialsValues(), accessToken: 'MY_TOKEN' },
    };
    expect(deviceFromValues(null, values).credentials).toEqual({
      credentialsType: 'ACCESS_TOKEN',
      credentialsId: 'MY_TOKEN',
      credentialsValue: null,
    });
    expect(deviceFromValues(null, { ...values, addCredentials: false }).credentials).toBeUndefined();
  });

  it('wants a name and a device profile, and valid credentials when they are added', () => {
    const result = deviceSchema.safeParse({
      ...deviceFormValues(null),
      addCredentials: true,
      credentials: emptyCredentialsValues('MQTT_BASIC'),
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'device.name-required'],
      ['deviceProfileId', 'device-profile.device-profile-required'],
      ['credentials', 'device.credentials-invalid'],
    ]);
  });
});

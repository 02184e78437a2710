import type { DeviceProfile } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { defaultDeviceProfileAlarm } from './alarm-rules/model/alarm-rule-defaults';
import { generateProvisionSecret, profileFormValues, profileFromValues } from './profile-form-values';

const stored: DeviceProfile = {
  id: { entityType: 'DEVICE_PROFILE', id: 'a4c7b3c0-1dd2-11b2-8080-808080808080' },
  createdTime: 1,
  tenantId: { entityType: 'TENANT', id: 'b4c7b3c0-1dd2-11b2-8080-808080808080' },
  name: 'thermostat',
  description: 'Thermostat device profile',
  image: null,
  default: false,
  type: 'DEFAULT',
  transportType: 'MQTT',
  provisionType: 'DISABLED',
  defaultRuleChainId: { entityType: 'RULE_CHAIN', id: 'c4c7b3c0-1dd2-11b2-8080-808080808080' },
  defaultDashboardId: null,
  defaultQueueName: null,
  profileData: {
    configuration: { type: 'DEFAULT' },
    transportConfiguration: { type: 'MQTT', deviceTelemetryTopic: 'sensors/+/t' },
    provisionConfiguration: { type: 'DISABLED', provisionDeviceSecret: null },
    alarms: null,
  },
  provisionDeviceKey: null,
  firmwareId: null,
  softwareId: null,
  externalId: null,
};

describe('device profile form values', () => {
  it('starts a new profile with the default transport, no provisioning and no alarm rules', () => {
    expect(profileFormValues(null)).toMatchObject({
      name: '',
      transportType: 'DEFAULT',
      transportConfiguration: { type: 'DEFAULT' },
      provisionType: 'DISABLED',
      alarms: [],
    });
  });

  it('completes a stored transport configuration with the defaults of its type', () => {
    expect(profileFormValues(stored).transportConfiguration).toMatchObject({
      deviceTelemetryTopic: 'sensors/+/t',
      deviceAttributesTopic: 'v1/devices/me/attributes',
    });
  });

  it('saves the edited values over the stored profile and sends no alarm list when there are none', () => {
    const values = { ...profileFormValues(stored), name: ' thermostat 2 ', description: '' };
    const saved = profileFromValues(stored, values);
    expect(saved).toMatchObject({
      id: stored.id,
      name: 'thermostat 2',
      description: null,
      defaultRuleChainId: stored.defaultRuleChainId,
      provisionDeviceKey: null,
      profileData: { provisionConfiguration: { type: 'DISABLED', provisionDeviceSecret: null }, alarms: null },
    });
  });

  it('keeps the provision key and secret only while provisioning is on', () => {
    const alarm = defaultDeviceProfileAlarm('Overheat');
    const values = {
      ...profileFormValues(stored),
      provisionType: 'ALLOW_CREATE_NEW_DEVICES' as const,
      provisionDeviceKey: 'key',
      provisionDeviceSecret: 'secret',
      alarms: [alarm],
    };
    expect(profileFromValues(stored, values)).toMatchObject({
      provisionDeviceKey: 'key',
      profileData: {
        provisionConfiguration: { type: 'ALLOW_CREATE_NEW_DEVICES', provisionDeviceSecret: 'secret' },
        alarms: [alarm],
      },
    });
  });

  it('generates provision secrets of 20 letters and digits', () => {
    expect(generateProvisionSecret()).toMatch(/^[a-z0-9]{20}$/);
  });
});

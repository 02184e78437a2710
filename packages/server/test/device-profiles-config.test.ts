import type { DeviceProfile } from '@fleetdeck/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTwoTenants, expectError, type TenantFixture, unique } from './support/fixtures.js';
import { useTestServer } from './support/suite.js';

const server = useTestServer();
let tenantA: TenantFixture;
let tenantB: TenantFixture;

beforeAll(async () => {
  const sysadmin = await server.as('sysadmin');
  [tenantA, tenantB] = await createTwoTenants(server, sysadmin);
});

// biome-ignore lint/suspicious/noExplicitAny: the tests send partial and wrong profile data on purpose
type Draft = Omit<Partial<DeviceProfile>, 'profileData'> & { profileData?: any };

function save(extra: Draft) {
  return tenantA.admin.deviceProfiles.save({
    name: unique('Profile'),
    transportType: 'DEFAULT',
    ...extra,
  } as DeviceProfile);
}

function withTransport(transportType: DeviceProfile['transportType'], transportConfiguration: Record<string, unknown>) {
  return save({
    transportType,
    profileData: { transportConfiguration: { type: transportType, ...transportConfiguration } },
  });
}

const RULE = {
  condition: {
    condition: [
      {
        key: { type: 'TIME_SERIES', key: 'temperature' },
        valueType: 'NUMERIC',
        predicate: { type: 'NUMERIC', operation: 'GREATER', value: { defaultValue: 25 } },
      },
    ],
    spec: { type: 'SIMPLE' },
  },
  schedule: null,
};

function alarm(extra: Record<string, unknown> = {}) {
  return {
    id: unique('id'),
    alarmType: unique('High temperature'),
    createRules: { MAJOR: RULE },
    clearRule: null,
    ...extra,
  };
}

function withAlarms(alarms: unknown[]) {
  return save({ profileData: { alarms } });
}

describe('transport configurations', () => {
  it('fills the PROTOBUF payload with the sample schemas', async () => {
    const profile = await withTransport('MQTT', {
      transportPayloadTypeConfiguration: { transportPayloadType: 'PROTOBUF' },
    });
    const payload = profile.profileData.transportConfiguration.transportPayloadTypeConfiguration as Record<
      string,
      unknown
    >;
    expect(payload).toMatchObject({
      transportPayloadType: 'PROTOBUF',
      enableCompatibilityWithJsonPayloadFormat: false,
      useJsonPayloadFormatForDefaultDownlinkTopics: false,
    });
    for (const key of [
      'deviceTelemetryProtoSchema',
      'deviceAttributesProtoSchema',
      'deviceRpcRequestProtoSchema',
      'deviceRpcResponseProtoSchema',
    ]) {
      expect(payload[key]).toMatch(/message \w+ \{/);
    }
  });

  it('rejects a bad MQTT configuration', async () => {
    await expectError(
      withTransport('MQTT', { deviceTelemetryTopic: '' }),
      400,
      31,
      'MQTT device telemetry topic should be specified!',
    );
    await expectError(
      withTransport('MQTT', { transportPayloadTypeConfiguration: { transportPayloadType: 'XML' } }),
      400,
      31,
      'MQTT payload type should be JSON or PROTOBUF!',
    );
    await expectError(
      withTransport('MQTT', {
        transportPayloadTypeConfiguration: { transportPayloadType: 'PROTOBUF', deviceTelemetryProtoSchema: 'nonsense' },
      }),
      400,
      31,
      'Failed to parse device telemetry proto schema: a message definition is required!',
    );
  });

  it('fills the CoAP defaults and checks its device type and power mode', async () => {
    const profile = await save({ transportType: 'COAP' });
    expect(profile.profileData.transportConfiguration).toEqual({
      type: 'COAP',
      coapDeviceTypeConfiguration: {
        coapDeviceType: 'DEFAULT',
        transportPayloadTypeConfiguration: { transportPayloadType: 'JSON' },
      },
      clientSettings: { powerMode: 'DRX' },
    });
    const efento = await withTransport('COAP', { coapDeviceTypeConfiguration: { coapDeviceType: 'EFENTO' } });
    expect(efento.profileData.transportConfiguration.coapDeviceTypeConfiguration).toEqual({ coapDeviceType: 'EFENTO' });
    await expectError(
      withTransport('COAP', { coapDeviceTypeConfiguration: { coapDeviceType: 'OTHER' } }),
      400,
      31,
      'CoAP device type should be DEFAULT or EFENTO!',
    );
    await expectError(
      withTransport('COAP', { clientSettings: { powerMode: 'NAP' } }),
      400,
      31,
      'CoAP power mode should be one of PSM, DRX, E_DRX!',
    );
  });

  it('fills the LwM2M defaults', async () => {
    const profile = await save({ transportType: 'LWM2M' });
    expect(profile.profileData.transportConfiguration).toEqual({
      type: 'LWM2M',
      bootstrapServerUpdateEnable: false,
      observeAttr: { observe: [], attribute: [], telemetry: [], keyName: {}, attributeLwm2m: {} },
      bootstrap: [],
      clientLwM2mSettings: {
        clientOnlyObserveAfterConnect: 1,
        fwUpdateStrategy: 1,
        swUpdateStrategy: 1,
        powerMode: 'DRX',
        compositeOperationsSupport: false,
      },
    });
    await expectError(
      withTransport('LWM2M', { observeAttr: { observe: 'all' } }),
      400,
      31,
      'LwM2M observeAttr.observe should be a list of resource paths!',
    );
    await expectError(
      withTransport('LWM2M', { bootstrap: [{ securityMode: 'NO_SEC', port: 70000 }] }),
      400,
      31,
      'LwM2M server port should be between 0 and 65535!',
    );
  });

  it('fills the SNMP defaults and checks its communication configurations', async () => {
    const profile = await save({ transportType: 'SNMP' });
    expect(profile.profileData.transportConfiguration).toEqual({
      type: 'SNMP',
      timeoutMs: 500,
      retries: 0,
      communicationConfigs: [],
    });
    const valid = {
      spec: 'TELEMETRY_QUERYING',
      queryingFrequencyMs: 5000,
      mappings: [{ oid: '.1.3.6.1.2.1.1.1.0', key: 'description', dataType: 'STRING' }],
    };
    await withTransport('SNMP', { communicationConfigs: [valid] });
    for (const communicationConfigs of [
      [{ ...valid, mappings: [] }],
      [{ ...valid, mappings: [{ oid: 'not an oid', key: 'k', dataType: 'STRING' }] }],
      [valid, valid],
    ]) {
      await expectError(
        withTransport('SNMP', { communicationConfigs }),
        400,
        31,
        'Snmp transport configuration is not valid',
      );
    }
    await expectError(withTransport('SNMP', { timeoutMs: -1 }), 400, 31, 'Snmp transport configuration is not valid');
    const device = await tenantA.admin.devices.save({ name: unique('Agent'), deviceProfileId: profile.id });
    expect(device.deviceData?.transportConfiguration).toEqual({
      type: 'SNMP',
      host: 'localhost',
      port: 161,
      protocolVersion: 'V2C',
      community: 'public',
    });
  });
});

describe('provision strategies', () => {
  it('requires a key and a secret for the two enabled strategies', async () => {
    for (const provisionType of ['ALLOW_CREATE_NEW_DEVICES', 'CHECK_PRE_PROVISIONED_DEVICES'] as const) {
      await expectError(
        save({
          provisionType,
          profileData: { provisionConfiguration: { type: provisionType, provisionDeviceSecret: 's' } },
        }),
        400,
        31,
        'Provision device key should be specified!',
      );
      await expectError(
        save({
          provisionType,
          provisionDeviceKey: unique('key'),
          profileData: { provisionConfiguration: { type: provisionType } },
        }),
        400,
        31,
        'Provision device secret should be specified!',
      );
    }
    const key = unique('key');
    const profile = await save({
      provisionType: 'ALLOW_CREATE_NEW_DEVICES',
      profileData: {
        provisionConfiguration: {
          type: 'ALLOW_CREATE_NEW_DEVICES',
          provisionDeviceKey: key,
          provisionDeviceSecret: 'secret',
        },
      },
    });
    expect(profile.provisionDeviceKey).toBe(key);
    expect(profile.profileData.provisionConfiguration).toMatchObject({
      provisionDeviceKey: key,
      provisionDeviceSecret: 'secret',
    });
  });

  it('keeps provision device keys unique across tenants', async () => {
    const key = unique('shared key');
    const provision = { provisionType: 'CHECK_PRE_PROVISIONED_DEVICES' as const, provisionDeviceKey: key };
    const profileData = {
      provisionConfiguration: { type: 'CHECK_PRE_PROVISIONED_DEVICES', provisionDeviceSecret: 's' },
    };
    await save({ ...provision, profileData });
    await expectError(
      tenantB.admin.deviceProfiles.save({
        name: unique('Other'),
        transportType: 'DEFAULT',
        ...provision,
        profileData,
      } as DeviceProfile),
      400,
      31,
      'Device profile with such provision device key already exists!',
    );
  });

  it('drops the key and secret of a disabled strategy', async () => {
    const profile = await save({
      provisionType: 'DISABLED',
      provisionDeviceKey: unique('unused'),
      profileData: { provisionConfiguration: { type: 'DISABLED', provisionDeviceSecret: 'x' } },
    });
    expect(profile.provisionDeviceKey).toBeNull();
    expect(profile.profileData.provisionConfiguration.provisionDeviceSecret).toBeNull();
  });
});

describe('alarm rules', () => {
  it('stores valid rules as given', async () => {
    const rules = [alarm(), alarm({ clearRule: RULE, createRules: { CRITICAL: RULE, WARNING: RULE } })];
    const profile = await withAlarms(rules);
    expect(profile.profileData.alarms).toEqual(rules);
  });

  it('rejects incomplete rules with a message naming the rule', async () => {
    const bad = alarm({ alarmType: 'Hot' });
    await expectError(withAlarms([{ ...bad, id: '' }]), 400, 31, 'Alarm rule "Hot" should have an id!');
    await expectError(
      withAlarms([{ ...bad, createRules: {} }]),
      400,
      31,
      'Alarm rule "Hot" should have at least one create rule!',
    );
    await expectError(
      withAlarms([{ ...bad, createRules: { SEVERE: RULE } }]),
      400,
      31,
      'Alarm rule "Hot" has a create rule of unknown severity SEVERE; allowed: CRITICAL, MAJOR, MINOR, WARNING, INDETERMINATE!',
    );
    await expectError(
      withAlarms([{ ...bad, createRules: { MAJOR: { condition: { condition: [] } } } }]),
      400,
      31,
      'The MAJOR create rule of alarm rule "hot" should have at least one condition!',
    );
    await expectError(
      withAlarms([{ ...bad, clearRule: { condition: { condition: [] } } }]),
      400,
      31,
      'The clear rule of alarm rule "hot" should have at least one condition!',
    );
    await expectError(
      withAlarms([
        { ...bad, createRules: { MAJOR: { ...RULE, condition: { ...RULE.condition, spec: { type: 'SOMETIMES' } } } } },
      ]),
      400,
      31,
      'The MAJOR create rule of alarm rule "hot" has an unknown condition type; allowed: SIMPLE, DURATION, REPEATING!',
    );
    await expectError(
      withAlarms([{ ...bad, createRules: { MAJOR: { ...RULE, schedule: { type: 'WEEKENDS' } } } }]),
      400,
      31,
      'The MAJOR create rule of alarm rule "hot" has an unknown schedule type; allowed: ANY_TIME, SPECIFIC_TIME, CUSTOM!',
    );
  });

  it('rejects two rules with the same id', async () => {
    const first = alarm({ id: 'same' });
    await expectError(
      withAlarms([first, alarm({ id: 'same' })]),
      400,
      31,
      'Can\'t create device profile with the same alarm rule ids: "same"!',
    );
  });
});

describe('firmware and software of a profile', () => {
  it('accepts only packages of the tenant, of the right type, with data, made for the profile', async () => {
    const profile = await save({});
    const firmware = await tenantA.admin.otaPackages.saveInfo({
      title: unique('Fw'),
      version: '1',
      type: 'FIRMWARE',
      deviceProfileId: profile.id,
    });
    await expectError(save({ ...profile, firmwareId: firmware.id }), 400, 31, "Can't assign firmware with empty data!");
    await tenantA.admin.otaPackages.uploadData(firmware.id.id, new Blob(['fw']), 'fw.bin', 'MD5');
    const updated = await tenantA.admin.deviceProfiles.save({ ...profile, firmwareId: firmware.id });
    expect(updated.firmwareId).toEqual(firmware.id);
    await expectError(
      save({ ...profile, softwareId: firmware.id }),
      400,
      31,
      "Can't assign software with type: FIRMWARE",
    );
    const other = await save({});
    await expectError(
      save({ ...other, firmwareId: firmware.id }),
      400,
      31,
      "Can't assign firmware with different deviceProfile!",
    );
    await expectError(
      tenantB.admin.deviceProfiles.save({
        name: unique('B'),
        transportType: 'DEFAULT',
        firmwareId: firmware.id,
      } as DeviceProfile),
      400,
      31,
      "Can't assign non-existent firmware!",
    );
  });
});

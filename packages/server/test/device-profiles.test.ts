import type { Api } from '@fleetdeck/client';
import type { DeviceProfile, DeviceProfileAlarm } from '@fleetdeck/model';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type CustomerUserFixture,
  createCustomerWithUser,
  createTenantWithAdmin,
  createTwoTenants,
  expectError,
  expectPermissionDenied,
  MISSING_ID,
  PAGE,
  raw,
  type TenantFixture,
  tokenOf,
  unique,
} from './support/fixtures.js';
import { useTestServer } from './support/suite.js';

const server = useTestServer();
let sysadmin: Api;
let tenantA: TenantFixture;
let tenantB: TenantFixture;
let customerUser: CustomerUserFixture;

beforeAll(async () => {
  sysadmin = await server.as('sysadmin');
  [tenantA, tenantB] = await createTwoTenants(server, sysadmin);
  customerUser = await createCustomerWithUser(server, tenantA.admin);
});

function newProfile(api: Api, extra: Partial<DeviceProfile> = {}): Promise<DeviceProfile> {
  return api.deviceProfiles.save({ name: unique('Profile'), transportType: 'DEFAULT', ...extra });
}

describe('a new tenant', () => {
  it('starts with one default profile named default', async () => {
    const page = await tenantA.admin.deviceProfiles.list(PAGE);
    expect(page.data.map((p) => [p.name, p.default])).toEqual([['default', true]]);
    const info = await tenantA.admin.deviceProfiles.defaultInfo();
    expect(info).toEqual({
      id: page.data[0]?.id,
      name: 'default',
      image: null,
      defaultDashboardId: null,
      type: 'DEFAULT',
      transportType: 'DEFAULT',
    });
  });
});

describe('saving a device profile', () => {
  it('answers the DeviceProfile shape with default profile data filled in', async () => {
    const name = unique('Shape profile');
    const response = await raw(server, 'POST', '/api/deviceProfile', {
      token: tokenOf(tenantA.admin),
      body: { name, transportType: 'DEFAULT' },
    });
    expect(response.status).toBe(200);
    expect(Object.keys(response.json).sort()).toEqual(
      [
        'createdTime',
        'default',
        'defaultDashboardId',
        'defaultQueueName',
        'defaultRuleChainId',
        'description',
        'externalId',
        'firmwareId',
        'id',
        'image',
        'name',
        'profileData',
        'provisionDeviceKey',
        'provisionType',
        'softwareId',
        'tenantId',
        'transportType',
        'type',
      ].sort(),
    );
    expect(response.json).toMatchObject({
      name,
      default: false,
      type: 'DEFAULT',
      transportType: 'DEFAULT',
      provisionType: 'DISABLED',
      tenantId: tenantA.tenant.id,
      profileData: {
        configuration: { type: 'DEFAULT' },
        transportConfiguration: { type: 'DEFAULT' },
        provisionConfiguration: { type: 'DISABLED', provisionDeviceSecret: null },
        alarms: null,
      },
    });
    expect(response.json.id.entityType).toBe('DEVICE_PROFILE');
    expect(await tenantA.admin.deviceProfiles.get(response.json.id.id)).toEqual(response.json);
  });

  it('fills the MQTT transport defaults', async () => {
    const profile = await newProfile(tenantA.admin, { transportType: 'MQTT' });
    expect(profile.profileData.transportConfiguration).toEqual({
      type: 'MQTT',
      deviceTelemetryTopic: 'v1/devices/me/telemetry',
      deviceAttributesTopic: 'v1/devices/me/attributes',
      transportPayloadTypeConfiguration: { transportPayloadType: 'JSON' },
      sendAckOnValidationException: false,
    });
  });

  it('requires a name', async () => {
    await expectError(
      tenantA.admin.deviceProfiles.save({ name: '  ', transportType: 'DEFAULT' }),
      400,
      31,
      'Device profile name should be specified!',
    );
  });

  it('rejects a second profile with the same name in the tenant, but not in another tenant', async () => {
    const profile = await newProfile(tenantA.admin);
    await expectError(
      newProfile(tenantA.admin, { name: profile.name }),
      400,
      31,
      'Device profile with such name already exists!',
    );
    await expect(newProfile(tenantB.admin, { name: profile.name })).resolves.toMatchObject({ name: profile.name });
  });

  it('rejects two alarm rules of the same type', async () => {
    await expectError(
      newProfile(tenantA.admin, {
        profileData: {
          configuration: { type: 'DEFAULT' },
          transportConfiguration: { type: 'DEFAULT' },
          provisionConfiguration: { type: 'DISABLED', provisionDeviceSecret: null },
          // only the types matter: the duplicate is refused before the rules' other fields are read
          alarms: [{ alarmType: 'High' }, { alarmType: 'High' }] as DeviceProfileAlarm[],
        },
      }),
      400,
      31,
      'Can\'t create device profile with the same alarm rule types: "High"!',
    );
  });

  it('updates a profile and keeps it', async () => {
    const profile = await newProfile(tenantA.admin);
    const updated = await tenantA.admin.deviceProfiles.save({ ...profile, description: 'Updated' });
    expect(updated).toEqual({ ...profile, description: 'Updated' });
  });

  it('locks the transport type while devices use the profile', async () => {
    const profile = await newProfile(tenantA.admin);
    await tenantA.admin.devices.save({ name: unique('Locking device'), deviceProfileId: profile.id });
    await expectError(
      tenantA.admin.deviceProfiles.save({ ...profile, transportType: 'MQTT' }),
      400,
      31,
      "Can't change device profile transport type because devices referenced it!",
    );
    expect((await tenantA.admin.deviceProfiles.get(profile.id.id)).transportType).toBe('DEFAULT');
  });

  it('changes the transport type of an unused profile', async () => {
    const profile = await newProfile(tenantA.admin);
    const updated = await tenantA.admin.deviceProfiles.save({ ...profile, transportType: 'MQTT' });
    expect(updated.transportType).toBe('MQTT');
    expect(updated.profileData.transportConfiguration.type).toBe('MQTT');
  });

  it('does not make a second default profile', async () => {
    await expectError(
      newProfile(tenantA.admin, { default: true }),
      400,
      31,
      'Another default device profile is present in scope of current tenant!',
    );
  });

  it("answers 403 for another tenant's profile and 404 for a missing one", async () => {
    const profile = await newProfile(tenantB.admin);
    await expectPermissionDenied(tenantA.admin.deviceProfiles.save({ ...profile, name: unique('Stolen') }));
    await expectError(
      tenantA.admin.deviceProfiles.save({ ...profile, id: { entityType: 'DEVICE_PROFILE', id: MISSING_ID } }),
      404,
      32,
      `Device profile with id [${MISSING_ID}] is not found`,
    );
  });

  it('is for tenant administrators only', async () => {
    await expectPermissionDenied(newProfile(customerUser.api));
    await expectPermissionDenied(newProfile(sysadmin));
  });
});

describe('the default device profile', () => {
  it('moves to the profile made default, leaving exactly one', async () => {
    const tenant = await createTenantWithAdmin(server, sysadmin);
    const profile = await newProfile(tenant.admin);
    const made = await tenant.admin.deviceProfiles.setDefault(profile.id.id);
    expect(made).toMatchObject({ id: profile.id, default: true });
    const page = await tenant.admin.deviceProfiles.list(PAGE);
    expect(page.data.filter((p) => p.default).map((p) => p.id)).toEqual([profile.id]);
    expect((await tenant.admin.deviceProfiles.defaultInfo()).id).toEqual(profile.id);
  });

  it("cannot be set on another tenant's profile", async () => {
    const profile = await newProfile(tenantB.admin);
    await expectPermissionDenied(tenantA.admin.deviceProfiles.setDefault(profile.id.id));
  });
});

describe('deleting a device profile', () => {
  it('removes an unused profile', async () => {
    const profile = await newProfile(tenantA.admin);
    await tenantA.admin.deviceProfiles.delete(profile.id.id);
    await expectError(
      tenantA.admin.deviceProfiles.get(profile.id.id),
      404,
      32,
      `Device profile with id [${profile.id.id}] is not found`,
    );
  });

  it('refuses the default profile', async () => {
    const info = await tenantA.admin.deviceProfiles.defaultInfo();
    await expectError(
      tenantA.admin.deviceProfiles.delete(info.id.id),
      400,
      31,
      'Deletion of Default Device Profile is prohibited!',
    );
  });

  it('refuses a profile that devices use', async () => {
    const profile = await newProfile(tenantA.admin);
    await tenantA.admin.devices.save({ name: unique('Using device'), deviceProfileId: profile.id });
    await expectError(
      tenantA.admin.deviceProfiles.delete(profile.id.id),
      400,
      31,
      'The device profile referenced by the devices cannot be deleted!',
    );
  });

  it("refuses another tenant's profile", async () => {
    const profile = await newProfile(tenantB.admin);
    await expectPermissionDenied(tenantA.admin.deviceProfiles.delete(profile.id.id));
    await expect(tenantB.admin.deviceProfiles.get(profile.id.id)).resolves.toMatchObject({ id: profile.id });
  });
});

describe('reading device profiles', () => {
  it("answers 403 for another tenant's profile", async () => {
    const profile = await newProfile(tenantB.admin);
    await expectPermissionDenied(tenantA.admin.deviceProfiles.get(profile.id.id));
    await expectPermissionDenied(tenantA.admin.deviceProfiles.info(profile.id.id));
  });

  it('lets customer users read infos but not full profiles', async () => {
    const profile = await newProfile(tenantA.admin);
    await expect(customerUser.api.deviceProfiles.info(profile.id.id)).resolves.toMatchObject({ name: profile.name });
    await expect(customerUser.api.deviceProfiles.defaultInfo()).resolves.toMatchObject({ name: 'default' });
    await expectPermissionDenied(customerUser.api.deviceProfiles.get(profile.id.id));
    await expectPermissionDenied(customerUser.api.deviceProfiles.list(PAGE));
  });

  it('lists infos filtered by transport type, with search and sort', async () => {
    const tenant = await createTenantWithAdmin(server, sysadmin);
    await newProfile(tenant.admin, { name: 'mqtt b', transportType: 'MQTT' });
    await newProfile(tenant.admin, { name: 'mqtt a', transportType: 'MQTT' });
    await newProfile(tenant.admin, { name: 'coap', transportType: 'COAP' });
    const mqtt = await tenant.admin.deviceProfiles.infos(
      { ...PAGE, sortOrder: { property: 'name', direction: 'ASC' } },
      'MQTT',
    );
    expect(mqtt.data.map((p) => [p.name, p.transportType])).toEqual([
      ['mqtt a', 'MQTT'],
      ['mqtt b', 'MQTT'],
    ]);
    const searched = await tenant.admin.deviceProfiles.list({ ...PAGE, textSearch: 'COA' });
    expect(searched.data.map((p) => p.name)).toEqual(['coap']);
    expect(searched.totalElements).toBe(1);
    const all = await tenant.admin.deviceProfiles.infos(PAGE);
    expect(all.totalElements).toBe(4);
  });
});

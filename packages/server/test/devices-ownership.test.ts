import type { Api } from '@fleetdeck/client';
import { type Device, type DeviceProfile, NULL_UUID } from '@fleetdeck/model';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type CustomerUserFixture,
  createCustomerWithUser,
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
let tenantA: TenantFixture;
let tenantB: TenantFixture;
let customerA: CustomerUserFixture;

beforeAll(async () => {
  const sysadmin = await server.as('sysadmin');
  [tenantA, tenantB] = await createTwoTenants(server, sysadmin);
  customerA = await createCustomerWithUser(server, tenantA.admin);
});

function newDevice(api: Api = tenantA.admin, extra: Partial<Device> = {}): Promise<Device> {
  return api.devices.save({ name: unique('Device'), ...extra });
}

function newProfile(transportType: DeviceProfile['transportType']): Promise<DeviceProfile> {
  return tenantA.admin.deviceProfiles.save({ name: unique(`${transportType} profile`), transportType });
}

const LWM2M_VALUE = {
  client: { securityConfigClientMode: 'NO_SEC', endpoint: 'ep-1' },
  bootstrap: { bootstrapServer: { securityMode: 'NO_SEC' }, lwm2mServer: { securityMode: 'NO_SEC' } },
};

describe('creating a device with credentials', () => {
  it('saves the device and its credentials together', async () => {
    const name = unique('With credentials');
    const device = await tenantA.admin.devices.saveWithCredentials(
      { name },
      {
        credentialsType: 'MQTT_BASIC',
        credentialsValue: JSON.stringify({ clientId: null, userName: `u-${name}`, password: 'p' }),
      },
    );
    expect(device.name).toBe(name);
    const credentials = await tenantA.admin.devices.credentials(device.id.id);
    expect(credentials).toMatchObject({ credentialsType: 'MQTT_BASIC', credentialsId: `u-${name}` });
  });

  it('writes nothing when the credentials are bad', async () => {
    const name = unique('Bad credentials');
    await expectError(
      tenantA.admin.devices.saveWithCredentials({ name }, { credentialsType: 'ACCESS_TOKEN', credentialsId: '' }),
      400,
      31,
      'Device credentials id should be specified!',
    );
    const taken = await newDevice();
    const token = (await tenantA.admin.devices.credentials(taken.id.id)).credentialsId;
    await expectError(
      tenantA.admin.devices.saveWithCredentials({ name }, { credentialsType: 'ACCESS_TOKEN', credentialsId: token }),
      400,
      31,
      'Specified credentials are already registered!',
    );
    const lwm2m = await newProfile('LWM2M');
    await expectError(
      tenantA.admin.devices.saveWithCredentials(
        { name, deviceProfileId: lwm2m.id },
        { credentialsType: 'ACCESS_TOKEN', credentialsId: unique('tok').replace(' ', '') },
      ),
      400,
      31,
      'Device credentials of type ACCESS_TOKEN are not allowed for the LWM2M transport of the device profile! Allowed: LWM2M_CREDENTIALS.',
    );
    await expectError(tenantA.admin.devices.byName(name), 404, 32, "Requested item wasn't found!");
  });

  it('requires both parts and is not open to customer users for new devices', async () => {
    await expectError(
      tenantA.admin.http.post('/api/device-with-credentials', { device: { name: unique('x') } }),
      404,
      32,
      "Requested item wasn't found!",
    );
    await expectPermissionDenied(
      customerA.api.devices.saveWithCredentials(
        { name: unique('x') },
        { credentialsType: 'ACCESS_TOKEN', credentialsId: unique('t') },
      ),
    );
  });
});

describe('credentials per transport', () => {
  it('accepts LwM2M credentials on an LwM2M device, with the endpoint as id', async () => {
    const profile = await newProfile('LWM2M');
    const endpoint = unique('ep').replace(' ', '-');
    const value = { ...LWM2M_VALUE, client: { ...LWM2M_VALUE.client, endpoint } };
    const device = await tenantA.admin.devices.saveWithCredentials(
      { name: unique('LwM2M'), deviceProfileId: profile.id },
      { credentialsType: 'LWM2M_CREDENTIALS', credentialsValue: JSON.stringify(value) },
    );
    const credentials = await tenantA.admin.devices.credentials(device.id.id);
    expect(credentials.credentialsId).toBe(endpoint);
    expect(JSON.parse(credentials.credentialsValue as string)).toEqual(value);
  });

  it('checks the LwM2M security settings', async () => {
    const profile = await newProfile('LWM2M');
    const device = await tenantA.admin.devices.saveWithCredentials(
      { name: unique('LwM2M'), deviceProfileId: profile.id },
      {
        credentialsType: 'LWM2M_CREDENTIALS',
        credentialsValue: JSON.stringify({ ...LWM2M_VALUE, client: { ...LWM2M_VALUE.client, endpoint: unique('e') } }),
      },
    );
    const save = (client: Record<string, unknown>, bootstrap: unknown = LWM2M_VALUE.bootstrap) =>
      tenantA.admin.devices.saveCredentials({
        deviceId: device.id,
        credentialsType: 'LWM2M_CREDENTIALS',
        credentialsValue: JSON.stringify({ client, bootstrap }),
      });
    await expectError(
      save({ securityConfigClientMode: 'NO_SEC' }),
      400,
      31,
      'LwM2M client endpoint must be specified!',
    );
    await expectError(
      save({ securityConfigClientMode: 'PSK', endpoint: 'e' }),
      400,
      31,
      'LwM2M client PSK identity must be specified and must be an utf8 string!',
    );
    await expectError(
      save({ securityConfigClientMode: 'PSK', endpoint: 'e', identity: 'id', key: 'abc' }),
      400,
      31,
      'LwM2M client PSK key length = 3. Key must be HexDec format: 32, 64, 128 characters!',
    );
    await expectError(
      save({ securityConfigClientMode: 'NO_SEC', endpoint: 'e' }, null),
      400,
      31,
      'LwM2M bootstrap credentials must be specified!',
    );
    const identity = unique('psk').replace(' ', '-');
    const saved = await save({ securityConfigClientMode: 'PSK', endpoint: 'e', identity, key: 'a'.repeat(32) });
    expect(saved.credentialsId).toBe(identity);
  });

  it('rejects credentials the device transport cannot use', async () => {
    const coap = await newProfile('COAP');
    const device = await newDevice(tenantA.admin, { deviceProfileId: coap.id });
    await expectError(
      tenantA.admin.devices.saveCredentials({
        deviceId: device.id,
        credentialsType: 'MQTT_BASIC',
        credentialsValue: JSON.stringify({ clientId: 'c', userName: 'u', password: null }),
      }),
      400,
      31,
      'Device credentials of type MQTT_BASIC are not allowed for the COAP transport of the device profile! Allowed: ACCESS_TOKEN, X509_CERTIFICATE.',
    );
  });

  it('refuses to move a device to a profile whose transport cannot use its credentials', async () => {
    const device = await newDevice();
    const snmp = await newProfile('SNMP');
    const lwm2m = await newProfile('LWM2M');
    const moved = await tenantA.admin.devices.save({ ...device, deviceProfileId: snmp.id });
    expect(moved.deviceProfileId).toEqual(snmp.id);
    await expectError(
      tenantA.admin.devices.save({ ...moved, deviceProfileId: lwm2m.id }),
      400,
      31,
      'Device credentials of type ACCESS_TOKEN are not allowed for the LWM2M transport of the device profile! Allowed: LWM2M_CREDENTIALS.',
    );
    expect((await tenantA.admin.devices.get(device.id.id)).deviceProfileId).toEqual(snmp.id);
  });
});

describe('making a device public', () => {
  it('assigns it to the public customer, created on first use', async () => {
    const [first, second] = await Promise.all([newDevice(tenantB.admin), newDevice(tenantB.admin)]);
    const made = await tenantB.admin.devices.assignToPublicCustomer(first.id.id);
    const again = await tenantB.admin.devices.assignToPublicCustomer(second.id.id);
    expect(again.customerId).toEqual(made.customerId);
    const customer = await tenantB.admin.customers.get(made.customerId.id);
    expect(customer).toMatchObject({ title: 'Public', additionalInfo: { isPublic: true } });
    const info = await tenantB.admin.devices.info(first.id.id);
    expect(info).toMatchObject({ customerTitle: 'Public', customerIsPublic: true });
  });

  it('is for the device tenant administrator only', async () => {
    const device = await newDevice();
    await expectError(
      tenantB.admin.devices.assignToPublicCustomer(device.id.id),
      404,
      32,
      `Device with id [${device.id.id}] is not found`,
    );
    await expectPermissionDenied(customerA.api.devices.assignToPublicCustomer(device.id.id));
  });
});

describe('moving a device to another tenant', () => {
  it('moves it unassigned, without relations, on the target default profile, with its credentials', async () => {
    const profile = await newProfile('MQTT');
    const device = await newDevice(tenantA.admin, { deviceProfileId: profile.id });
    const other = await newDevice();
    await tenantA.admin.devices.assignToCustomer(customerA.customer.id.id, device.id.id);
    await tenantA.admin.relations.save({ from: other.id, to: device.id, type: 'Contains' });
    const token = (await tenantA.admin.devices.credentials(device.id.id)).credentialsId;
    const moved = await tenantA.admin.devices.moveToTenant(tenantB.tenant.id.id, device.id.id);
    const targetDefault = await tenantB.admin.deviceProfiles.defaultInfo();
    expect(moved).toMatchObject({
      id: device.id,
      tenantId: tenantB.tenant.id,
      customerId: { entityType: 'CUSTOMER', id: NULL_UUID },
      deviceProfileId: targetDefault.id,
      type: targetDefault.name,
    });
    expect((await tenantB.admin.devices.credentials(device.id.id)).credentialsId).toBe(token);
    await expectError(
      tenantA.admin.devices.get(device.id.id),
      404,
      32,
      `Device with id [${device.id.id}] is not found`,
    );
    expect(await tenantA.admin.relations.from(other.id)).toEqual([]);
  });

  it('requires an existing target tenant and a free name there', async () => {
    const device = await newDevice();
    await expectError(
      tenantA.admin.devices.moveToTenant(MISSING_ID, device.id.id),
      400,
      31,
      'Could not find the specified Tenant!',
    );
    await newDevice(tenantB.admin, { name: device.name });
    await expectError(
      tenantA.admin.devices.moveToTenant(tenantB.tenant.id.id, device.id.id),
      400,
      31,
      'Device with such name already exists!',
    );
    expect((await tenantA.admin.devices.get(device.id.id)).tenantId).toEqual(tenantA.tenant.id);
  });
});

describe('counting devices without a package', () => {
  it('counts the devices of a profile that have no firmware or software of their own', async () => {
    const profile = await newProfile('DEFAULT');
    await Promise.all([
      newDevice(tenantA.admin, { deviceProfileId: profile.id }),
      newDevice(tenantA.admin, { deviceProfileId: profile.id }),
    ]);
    const firmware = await tenantA.admin.otaPackages.saveInfo({
      title: unique('Fw'),
      version: '1',
      type: 'FIRMWARE',
      deviceProfileId: profile.id,
    });
    await tenantA.admin.otaPackages.uploadData(firmware.id.id, new Blob(['fw']), 'fw.bin', 'MD5');
    await newDevice(tenantA.admin, { deviceProfileId: profile.id, firmwareId: firmware.id });
    expect(await tenantA.admin.devices.countWithoutPackage('FIRMWARE', profile.id.id)).toBe(2);
    expect(await customerA.api.devices.countWithoutPackage('SOFTWARE', profile.id.id)).toBe(3);
    const response = await raw(server, 'GET', `/api/devices/count/BOTH/${profile.id.id}`, {
      token: tokenOf(tenantA.admin),
    });
    expect(response.json.message).toBe('No enum constant org.thingsboard.server.common.data.ota.OtaPackageType.BOTH');
  });

  it('checks the packages a device references', async () => {
    const profile = await newProfile('DEFAULT');
    const otherProfile = await newProfile('DEFAULT');
    const empty = await tenantA.admin.otaPackages.saveInfo({
      title: unique('Empty'),
      version: '1',
      type: 'FIRMWARE',
      deviceProfileId: profile.id,
    });
    await expectError(
      newDevice(tenantA.admin, { deviceProfileId: profile.id, firmwareId: empty.id }),
      400,
      31,
      "Can't assign firmware with empty data!",
    );
    await tenantA.admin.otaPackages.uploadData(empty.id.id, new Blob(['x']), 'x.bin', 'MD5');
    await expectError(
      newDevice(tenantA.admin, { deviceProfileId: otherProfile.id, firmwareId: empty.id }),
      400,
      31,
      "Can't assign firmware with different deviceProfile!",
    );
    await expectError(
      newDevice(tenantA.admin, { deviceProfileId: profile.id, softwareId: empty.id }),
      400,
      31,
      "Can't assign software with type: FIRMWARE",
    );
    await expectError(
      newDevice(tenantA.admin, { softwareId: { entityType: 'OTA_PACKAGE', id: MISSING_ID } }),
      400,
      31,
      "Can't assign non-existent software!",
    );
    expect((await tenantA.admin.devices.tenantDevices({ ...PAGE, textSearch: 'never' })).totalElements).toBe(0);
  });
});

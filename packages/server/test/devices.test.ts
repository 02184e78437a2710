import type { Api } from '@fleetdeck/client';
import type { Device } from '@fleetdeck/model';
import { NULL_UUID } from '@fleetdeck/model';
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
let customerA: CustomerUserFixture;
let customerB: CustomerUserFixture;

beforeAll(async () => {
  sysadmin = await server.as('sysadmin');
  [tenantA, tenantB] = await createTwoTenants(server, sysadmin);
  customerA = await createCustomerWithUser(server, tenantA.admin);
  customerB = await createCustomerWithUser(server, tenantA.admin);
});

function newDevice(api: Api, extra: Partial<Device> = {}, accessToken?: string): Promise<Device> {
  return api.devices.save({ name: unique('Device'), ...extra }, accessToken);
}

describe('creating a device', () => {
  it('answers the Device shape, unassigned, on the default profile', async () => {
    const name = unique('Shape device');
    const response = await raw(server, 'POST', '/api/device', { token: tokenOf(tenantA.admin), body: { name } });
    expect(response.status).toBe(200);
    expect(Object.keys(response.json).sort()).toEqual(
      [
        'additionalInfo',
        'createdTime',
        'customerId',
        'deviceData',
        'deviceProfileId',
        'externalId',
        'firmwareId',
        'id',
        'label',
        'name',
        'softwareId',
        'tenantId',
        'type',
      ].sort(),
    );
    const defaultProfile = await tenantA.admin.deviceProfiles.defaultInfo();
    expect(response.json).toMatchObject({
      name,
      type: 'default',
      label: null,
      tenantId: tenantA.tenant.id,
      customerId: { entityType: 'CUSTOMER', id: NULL_UUID },
      deviceProfileId: defaultProfile.id,
      deviceData: { configuration: { type: 'DEFAULT' }, transportConfiguration: { type: 'DEFAULT' } },
    });
    expect(await tenantA.admin.devices.get(response.json.id.id)).toEqual(response.json);
  });

  it('uses the referenced profile and overwrites the type with its name', async () => {
    const profile = await tenantA.admin.deviceProfiles.save({ name: unique('Meters'), transportType: 'MQTT' });
    const device = await newDevice(tenantA.admin, { type: 'ignored', deviceProfileId: profile.id });
    expect(device.type).toBe(profile.name);
    expect(device.deviceData?.transportConfiguration).toEqual({ type: 'MQTT' });
  });

  it('creates the profile named by the type when it does not exist', async () => {
    const type = unique('Auto profile');
    const device = await newDevice(tenantA.admin, { type });
    const profile = await tenantA.admin.deviceProfiles.get(device.deviceProfileId.id);
    expect(profile).toMatchObject({ name: type, default: false, transportType: 'DEFAULT' });
    const second = await newDevice(tenantA.admin, { type });
    expect(second.deviceProfileId).toEqual(device.deviceProfileId);
  });

  it('rejects profile references that are missing or of another tenant', async () => {
    await expectError(
      newDevice(tenantA.admin, { deviceProfileId: { entityType: 'DEVICE_PROFILE', id: MISSING_ID } }),
      400,
      31,
      'Device is referencing non existing device profile!',
    );
    const foreign = await tenantB.admin.deviceProfiles.defaultInfo();
    await expectError(
      newDevice(tenantA.admin, { deviceProfileId: foreign.id }),
      400,
      31,
      'Device can`t be referencing to device profile from different tenant!',
    );
  });

  it('requires a name', async () => {
    await expectError(newDevice(tenantA.admin, { name: '' }), 400, 31, 'Device name should be specified!');
  });

  it('rejects a second device with the same name in the tenant only', async () => {
    const device = await newDevice(tenantA.admin);
    await expectError(
      newDevice(tenantA.admin, { name: device.name }),
      400,
      31,
      'Device with such name already exists!',
    );
    await expect(newDevice(tenantB.admin, { name: device.name })).resolves.toMatchObject({ name: device.name });
  });

  it('gets a random 20-character access token, or the one asked for', async () => {
    const device = await newDevice(tenantA.admin);
    const credentials = await tenantA.admin.devices.credentials(device.id.id);
    expect(credentials).toMatchObject({ credentialsType: 'ACCESS_TOKEN', credentialsValue: null, deviceId: device.id });
    expect(credentials.credentialsId).toMatch(/^[A-Za-z0-9]{20}$/);
    const token = unique('token').replace(' ', '');
    const chosen = await newDevice(tenantA.admin, {}, token);
    expect((await tenantA.admin.devices.credentials(chosen.id.id)).credentialsId).toBe(token);
  });

  it('rejects a taken access token and creates nothing', async () => {
    const token = unique('taken').replace(' ', '');
    await newDevice(tenantA.admin, {}, token);
    const name = unique('Rejected');
    await expectError(
      newDevice(tenantA.admin, { name }, token),
      400,
      31,
      'Specified credentials are already registered!',
    );
    await expectError(tenantA.admin.devices.byName(name), 404, 32, "Requested item wasn't found!");
  });

  it('updates a device and keeps its credentials', async () => {
    const device = await newDevice(tenantA.admin);
    const before = await tenantA.admin.devices.credentials(device.id.id);
    const updated = await tenantA.admin.devices.save({ ...device, label: 'Kitchen' });
    expect(updated).toEqual({ ...device, label: 'Kitchen' });
    expect(await tenantA.admin.devices.credentials(device.id.id)).toEqual(before);
  });

  it('does not let customer users create devices, but lets them edit their own', async () => {
    await expectPermissionDenied(newDevice(customerA.api));
    const device = await newDevice(tenantA.admin);
    await tenantA.admin.devices.assignToCustomer(customerA.customer.id.id, device.id.id);
    const edited = await customerA.api.devices.save({ ...device, label: 'Mine' });
    expect(edited).toMatchObject({ label: 'Mine', customerId: customerA.customer.id });
    await expectPermissionDenied(customerB.api.devices.save({ ...device, label: 'Theirs' }));
  });
});

describe('reading and deleting devices across tenants and customers', () => {
  it("answers 404, not 403, for another tenant's device", async () => {
    const device = await newDevice(tenantB.admin);
    const message = `Device with id [${device.id.id}] is not found`;
    await expectError(tenantA.admin.devices.get(device.id.id), 404, 32, message);
    await expectError(tenantA.admin.devices.info(device.id.id), 404, 32, message);
    await expectError(tenantA.admin.devices.delete(device.id.id), 404, 32, message);
    await expectError(tenantA.admin.devices.credentials(device.id.id), 404, 32, message);
    await expectError(tenantA.admin.devices.save({ ...device, label: 'x' }), 404, 32, message);
    await expect(tenantB.admin.devices.get(device.id.id)).resolves.toEqual(device);
  });

  it("lets a customer user see only its customer's devices", async () => {
    const device = await newDevice(tenantA.admin);
    await expectPermissionDenied(customerA.api.devices.get(device.id.id));
    await tenantA.admin.devices.assignToCustomer(customerA.customer.id.id, device.id.id);
    await expect(customerA.api.devices.get(device.id.id)).resolves.toMatchObject({ id: device.id });
    await expect(customerA.api.devices.credentials(device.id.id)).resolves.toMatchObject({ deviceId: device.id });
    await expectPermissionDenied(customerB.api.devices.get(device.id.id));
    await expectPermissionDenied(customerB.api.devices.credentials(device.id.id));
    await expectPermissionDenied(customerB.api.devices.customerDeviceInfos(customerA.customer.id.id, PAGE));
    await expectPermissionDenied(customerA.api.devices.tenantDeviceInfos(PAGE));
    await expectPermissionDenied(customerA.api.devices.delete(device.id.id));
  });

  it('deletes a device with its credentials and attributes', async () => {
    const token = unique('gone').replace(' ', '');
    const device = await newDevice(tenantA.admin, {}, token);
    await tenantA.admin.devices.delete(device.id.id);
    const message = `Device with id [${device.id.id}] is not found`;
    await expectError(tenantA.admin.devices.get(device.id.id), 404, 32, message);
    // The token is free again.
    await expect(newDevice(tenantA.admin, {}, token)).resolves.toBeTruthy();
  });
});

describe('device infos and lists', () => {
  let tenant: TenantFixture;
  let customer: CustomerUserFixture;

  beforeAll(async () => {
    tenant = await createTenantWithAdmin(server, sysadmin);
    customer = await createCustomerWithUser(server, tenant.admin);
    const thermostat = await tenant.admin.deviceProfiles.save({ name: 'thermostat', transportType: 'DEFAULT' });
    await newDevice(tenant.admin, { name: 'b-sensor' });
    const assigned = await newDevice(tenant.admin, { name: 'a-thermo', deviceProfileId: thermostat.id });
    await newDevice(tenant.admin, { name: 'c-thermo', type: 'thermostat' });
    await tenant.admin.devices.assignToCustomer(customer.customer.id.id, assigned.id.id);
  });

  it('answers DeviceInfo with the customer title and profile name', async () => {
    const device = await tenant.admin.devices.byName('a-thermo');
    const info = await tenant.admin.devices.info(device.id.id);
    expect(info).toEqual({
      ...device,
      customerTitle: customer.customer.title,
      customerIsPublic: false,
      deviceProfileName: 'thermostat',
    });
    const unassigned = await tenant.admin.devices.byName('b-sensor');
    expect(await tenant.admin.devices.info(unassigned.id.id)).toMatchObject({
      customerTitle: null,
      customerIsPublic: false,
      deviceProfileName: 'default',
    });
  });

  it('filters infos by type or profile, and sorts by profile name', async () => {
    const byType = await tenant.admin.devices.tenantDeviceInfos(PAGE, { type: 'thermostat' });
    expect(byType.data.map((d) => d.name).sort()).toEqual(['a-thermo', 'c-thermo']);
    const profile = (await tenant.admin.devices.byName('a-thermo')).deviceProfileId;
    const byProfile = await tenant.admin.devices.tenantDeviceInfos(PAGE, { deviceProfileId: profile.id });
    expect(byProfile.totalElements).toBe(2);
    const sorted = await tenant.admin.devices.tenantDeviceInfos({
      ...PAGE,
      sortOrder: { property: 'deviceProfileName', direction: 'DESC' },
    });
    expect(sorted.data.map((d) => d.deviceProfileName)).toEqual(['thermostat', 'thermostat', 'default']);
    const searched = await tenant.admin.devices.tenantDeviceInfos({
      ...PAGE,
      textSearch: 'THERMO',
      sortOrder: { property: 'name', direction: 'ASC' },
    });
    expect(searched.data.map((d) => d.name)).toEqual(['a-thermo', 'c-thermo']);
  });

  it('pages through the infos one device at a time in the order of the whole list, joined columns included', async () => {
    const orders = [
      undefined,
      { property: 'deviceProfileName', direction: 'DESC' as const },
      { property: 'customerTitle', direction: 'ASC' as const },
      { property: 'label', direction: 'DESC' as const },
    ];
    for (const sortOrder of orders) {
      const whole = await tenant.admin.devices.tenantDeviceInfos({ ...PAGE, sortOrder });
      expect(whole.totalElements).toBe(3);
      const paged = [];
      for (let page = 0; page < 3; page++) {
        const one = await tenant.admin.devices.tenantDeviceInfos({ pageSize: 1, page, sortOrder });
        expect(one).toMatchObject({ totalElements: 3, totalPages: 3, hasNext: page < 2 });
        paged.push(...one.data);
      }
      expect(paged).toEqual(whole.data);
    }
    const past = await tenant.admin.devices.tenantDeviceInfos({ pageSize: 1, page: 3 });
    expect(past).toEqual({ data: [], totalPages: 3, totalElements: 3, hasNext: false });
    // Where devices without a customer come in that order differs between the databases, as in the platform.
    const searched = [];
    for (let page = 0; page < 2; page++) {
      const one = await tenant.admin.devices.tenantDeviceInfos({
        pageSize: 1,
        page,
        textSearch: 'thermo',
        sortOrder: { property: 'customerTitle', direction: 'DESC' },
      });
      expect(one).toMatchObject({ totalElements: 2, totalPages: 2, hasNext: page === 0 });
      searched.push(...one.data.map((d) => [d.name, d.deviceProfileName, d.customerTitle]));
    }
    expect(searched.sort()).toEqual([
      ['a-thermo', 'thermostat', customer.customer.title],
      ['c-thermo', 'thermostat', null],
    ]);
  });

  it('sorts infos by customer title among assigned devices', async () => {
    const page = await tenant.admin.devices.customerDeviceInfos(customer.customer.id.id, {
      ...PAGE,
      sortOrder: { property: 'customerTitle', direction: 'ASC' },
    });
    expect(page.data.map((d) => [d.name, d.customerTitle])).toEqual([['a-thermo', customer.customer.title]]);
  });

  it('lists tenant devices with a type filter', async () => {
    const page = await tenant.admin.devices.tenantDevices(
      { ...PAGE, sortOrder: { property: 'name', direction: 'ASC' } },
      { type: 'thermostat' },
    );
    expect(page.data.map((d) => d.name)).toEqual(['a-thermo', 'c-thermo']);
    expect(page).toMatchObject({ totalElements: 2, totalPages: 1, hasNext: false });
  });

  it("lists a customer's devices for the tenant and for the customer's users", async () => {
    for (const api of [tenant.admin, customer.api]) {
      const devices = await api.devices.customerDevices(customer.customer.id.id, PAGE);
      expect(devices.data.map((d) => d.name)).toEqual(['a-thermo']);
      const infos = await api.devices.customerDeviceInfos(customer.customer.id.id, PAGE);
      expect(infos.data.map((d) => d.name)).toEqual(['a-thermo']);
    }
    await expectPermissionDenied(tenantA.admin.devices.customerDevices(customer.customer.id.id, PAGE));
  });

  it('finds a device by name, or answers 404', async () => {
    await expect(tenant.admin.devices.byName('b-sensor')).resolves.toMatchObject({ name: 'b-sensor' });
    await expectError(tenant.admin.devices.byName('nope'), 404, 32, "Requested item wasn't found!");
  });

  it('lists the sorted distinct device types', async () => {
    const types = await tenant.admin.devices.types();
    expect(types).toEqual([
      { tenantId: tenant.tenant.id, entityType: 'DEVICE', type: 'default' },
      { tenantId: tenant.tenant.id, entityType: 'DEVICE', type: 'thermostat' },
    ]);
  });

  it('reads devices by ids, only those the caller may see', async () => {
    const a = await tenant.admin.devices.byName('a-thermo');
    const b = await tenant.admin.devices.byName('b-sensor');
    const foreign = await newDevice(tenantB.admin);
    const asTenant = await tenant.admin.devices.byIds([a.id.id, b.id.id, foreign.id.id]);
    expect(asTenant.map((d) => d.name).sort()).toEqual(['a-thermo', 'b-sensor']);
    const asCustomer = await customer.api.devices.byIds([a.id.id, b.id.id]);
    expect(asCustomer.map((d) => d.name)).toEqual(['a-thermo']);
    await expectError(tenant.admin.devices.byIds(['nope']), 400, 31, 'Invalid UUID string: nope');
  });
});

describe('assigning devices to customers', () => {
  it('assigns and unassigns, answering the device', async () => {
    const device = await newDevice(tenantA.admin);
    const assigned = await tenantA.admin.devices.assignToCustomer(customerA.customer.id.id, device.id.id);
    expect(assigned).toEqual({ ...device, customerId: customerA.customer.id });
    const unassigned = await tenantA.admin.devices.unassignFromCustomer(device.id.id);
    expect(unassigned).toEqual(device);
    await expectError(
      tenantA.admin.devices.unassignFromCustomer(device.id.id),
      400,
      31,
      "Device isn't assigned to any customer!",
    );
  });

  it("refuses another tenant's customer (403), a missing customer (404) and another tenant's device (404)", async () => {
    const device = await newDevice(tenantA.admin);
    const foreignCustomer = await tenantB.admin.customers.save({ title: unique('Foreign') });
    await expectPermissionDenied(tenantA.admin.devices.assignToCustomer(foreignCustomer.id.id, device.id.id));
    await expectError(
      tenantA.admin.devices.assignToCustomer(MISSING_ID, device.id.id),
      404,
      32,
      `Customer with id [${MISSING_ID}] is not found`,
    );
    const foreignDevice = await newDevice(tenantB.admin);
    await expectError(
      tenantA.admin.devices.assignToCustomer(customerA.customer.id.id, foreignDevice.id.id),
      404,
      32,
      `Device with id [${foreignDevice.id.id}] is not found`,
    );
    await expectPermissionDenied(customerA.api.devices.assignToCustomer(customerA.customer.id.id, device.id.id));
  });
});

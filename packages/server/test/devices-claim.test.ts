import type { Api } from '@fleetdeck/client';
import { type Device, NULL_UUID } from '@fleetdeck/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { executeOnTestDatabase } from './support/database.js';
import {
  type CustomerUserFixture,
  createCustomerWithUser,
  createTwoTenants,
  expectError,
  expectPermissionDenied,
  failure,
  type TenantFixture,
  unique,
} from './support/fixtures.js';
import { useTestServer } from './support/suite.js';

const server = useTestServer();
let tenantA: TenantFixture;
let tenantB: TenantFixture;
let customerA: CustomerUserFixture;
let customerB: CustomerUserFixture;

beforeAll(async () => {
  const sysadmin = await server.as('sysadmin');
  [tenantA, tenantB] = await createTwoTenants(server, sysadmin);
  customerA = await createCustomerWithUser(server, tenantA.admin);
  customerB = await createCustomerWithUser(server, tenantA.admin);
});

function newDevice(api: Api = tenantA.admin): Promise<Device> {
  return api.devices.save({ name: unique('Claimable') });
}

/** What the device transports store when a device sends `claim` (they call registerClaim). */
function registerClaim(device: Device, secretKey: string, expiresInMs = 60_000) {
  return executeOnTestDatabase(
    server.data,
    'INSERT INTO device_claim (device_id, secret_key, expiration_time) VALUES (?, ?, ?)',
    [device.id.id, secretKey, Date.now() + expiresInMs],
  );
}

async function claimAnswer(api: Api, name: string, secretKey?: string): Promise<unknown> {
  const error = await failure(api.devices.claim(name, secretKey));
  expect(error.status).toBe(400);
  return error.body;
}

describe('claiming a device', () => {
  it('assigns an unassigned device to the customer when the secret matches', async () => {
    const device = await newDevice();
    await registerClaim(device, 'secret-1');
    const result = await customerA.api.devices.claim(device.name, 'secret-1');
    expect(result.response).toBe('SUCCESS');
    expect(result.device).toMatchObject({ id: device.id, customerId: customerA.customer.id });
    expect((await tenantA.admin.devices.get(device.id.id)).customerId).toEqual(customerA.customer.id);
  });

  it('answers FAILURE for a wrong secret and drops the claim', async () => {
    const device = await newDevice();
    await registerClaim(device, 'right');
    expect(await claimAnswer(customerA.api, device.name, 'wrong')).toBe('FAILURE');
    expect(await claimAnswer(customerA.api, device.name, 'right')).toBe('FAILURE');
    expect((await tenantA.admin.devices.get(device.id.id)).customerId.id).toBe(NULL_UUID);
  });

  it('answers FAILURE for an expired claim and for a device that never registered one', async () => {
    const expired = await newDevice();
    await registerClaim(expired, 's', -1000);
    expect(await claimAnswer(customerA.api, expired.name, 's')).toBe('FAILURE');
    const silent = await newDevice();
    expect(await claimAnswer(customerA.api, silent.name)).toBe('FAILURE');
  });

  it('answers CLAIMED for a device that already has a customer', async () => {
    const device = await newDevice();
    await tenantA.admin.devices.assignToCustomer(customerB.customer.id.id, device.id.id);
    expect(await claimAnswer(customerA.api, device.name)).toBe('CLAIMED');
    await registerClaim(device, 'k');
    expect(await claimAnswer(customerA.api, device.name, 'k')).toBe('CLAIMED');
    expect((await tenantA.admin.devices.get(device.id.id)).customerId).toEqual(customerB.customer.id);
  });

  it('lets a customer claim a device that was only made public', async () => {
    const device = await newDevice();
    await tenantA.admin.devices.assignToPublicCustomer(device.id.id);
    await registerClaim(device, '');
    const result = await customerA.api.devices.claim(device.name);
    expect(result.device.customerId).toEqual(customerA.customer.id);
  });

  it('finds the device by name in the caller tenant only', async () => {
    const foreign = await newDevice(tenantB.admin);
    await expectError(customerA.api.devices.claim(foreign.name), 404, 32, "Requested item wasn't found!");
  });

  it('is for customer users only', async () => {
    const device = await newDevice();
    await expectPermissionDenied(tenantA.admin.devices.claim(device.name));
  });
});

describe('re-claiming a device', () => {
  it('gives a claimed device back to the tenant', async () => {
    const device = await newDevice();
    await registerClaim(device, 'x');
    await customerA.api.devices.claim(device.name, 'x');
    await customerA.api.devices.reclaim(device.name);
    expect((await tenantA.admin.devices.get(device.id.id)).customerId.id).toBe(NULL_UUID);
  });

  it('lets the tenant administrator release any device, a customer user only its own', async () => {
    const device = await newDevice();
    await tenantA.admin.devices.assignToCustomer(customerB.customer.id.id, device.id.id);
    await expectPermissionDenied(customerA.api.devices.reclaim(device.name));
    await tenantA.admin.devices.reclaim(device.name);
    expect((await tenantA.admin.devices.get(device.id.id)).customerId.id).toBe(NULL_UUID);
    await expectError(tenantA.admin.devices.reclaim(unique('nothing')), 404, 32, "Requested item wasn't found!");
  });
});

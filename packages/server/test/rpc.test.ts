import type { Api } from '@fleetdeck/client';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDevice } from './support/devices.js';
import {
  type CustomerUserFixture,
  createCustomerWithUser,
  createTwoTenants,
  expectError,
  expectPermissionDenied,
  MISSING_ID,
  PERMISSION_DENIED,
  raw,
  type TenantFixture,
  tokenOf,
} from './support/fixtures.js';
import { useTestServer } from './support/suite.js';

const server = useTestServer();
let sysadmin: Api;
let tenantA: TenantFixture;
let tenantB: TenantFixture;
let customer: CustomerUserFixture;

beforeAll(async () => {
  sysadmin = await server.as('sysadmin');
  [tenantA, tenantB] = await createTwoTenants(server, sysadmin);
  customer = await createCustomerWithUser(server, tenantA.admin);
});

const CALL = { method: 'ping', params: {}, timeout: 5000 };

describe('who may call a device', () => {
  it('answers an unknown device with 404 and a plain-text message', async () => {
    const response = await raw(server, 'POST', `/api/rpc/twoway/${MISSING_ID}`, {
      token: tokenOf(tenantA.admin),
      body: CALL,
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.text).toBe("Device with requested id wasn't found!");
  });

  it("denies another tenant's device with 403 in plain text", async () => {
    const { device } = await createDevice(tenantB.admin);
    const response = await raw(server, 'POST', `/api/plugins/rpc/oneway/${device.id.id}`, {
      token: tokenOf(tenantA.admin),
      body: CALL,
    });
    expect(response.status).toBe(403);
    expect(response.text).toBe(PERMISSION_DENIED);
  });

  it("denies a customer user a device of another customer, and lets it call its own customer's device", async () => {
    const { device } = await createDevice(tenantA.admin);
    const denied = await raw(server, 'POST', `/api/rpc/oneway/${device.id.id}`, {
      token: tokenOf(customer.api),
      body: CALL,
    });
    expect(denied.status).toBe(403);
    expect(denied.text).toBe(PERMISSION_DENIED);
    await tenantA.admin.devices.assignToCustomer(customer.customer.id.id, device.id.id);
    const offline = await raw(server, 'POST', `/api/rpc/oneway/${device.id.id}`, {
      token: tokenOf(customer.api),
      body: CALL,
    });
    expect(offline.status).toBe(504);
  });

  it('does not let the system administrator call devices', async () => {
    const { device } = await createDevice(tenantA.admin);
    const response = await raw(server, 'POST', `/api/rpc/twoway/${device.id.id}`, {
      token: tokenOf(sysadmin),
      body: CALL,
    });
    expect(response.status).toBe(403);
    expect(response.text).toBe('System administrator is not allowed to perform this operation!');
  });

  it('answers a malformed device id with the JSON error of an invalid UUID', async () => {
    const response = await raw(server, 'POST', '/api/rpc/twoway/not-a-uuid', {
      token: tokenOf(tenantA.admin),
      body: CALL,
    });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ status: 400, errorCode: 31, message: 'Invalid UUID string: not-a-uuid' });
  });

  it('answers a call without a token with 401', async () => {
    const response = await raw(server, 'POST', `/api/rpc/twoway/${MISSING_ID}`, { body: CALL });
    expect(response.status).toBe(401);
  });
});

describe('persistent requests', () => {
  it("are read only by the device's tenant, and by the customer the device belongs to", async () => {
    const { device } = await createDevice(tenantA.admin);
    const { rpcId } = await tenantA.admin.rpc.twoway<{ rpcId: string }>(device.id.id, {
      method: 'queued',
      params: {},
      persistent: true,
    });
    await expectPermissionDenied(tenantB.admin.rpc.persistent(rpcId));
    await expectPermissionDenied(customer.api.rpc.persistent(rpcId));
    await expectPermissionDenied(sysadmin.rpc.persistent(rpcId));
    await tenantA.admin.devices.assignToCustomer(customer.customer.id.id, device.id.id);
    expect((await customer.api.rpc.persistent(rpcId)).status).toBe('QUEUED');
    await expectPermissionDenied(customer.api.rpc.deletePersistent(rpcId));
  });

  it("lists a device's requests, filtered by status, for the device's readers only", async () => {
    const { device } = await createDevice(tenantA.admin);
    const ids: string[] = [];
    for (const method of ['a', 'b']) {
      const { rpcId } = (await tenantA.admin.rpc.oneway(device.id.id, { method, params: {}, persistent: true })) as {
        rpcId: string;
      };
      ids.push(rpcId);
    }
    const page = await tenantA.admin.rpc.persistentByDevice(device.id.id, { pageSize: 1, page: 0 });
    expect(page.totalElements).toBe(2);
    expect(page.hasNext).toBe(true);
    const queued = await tenantA.admin.rpc.persistentByDevice(device.id.id, { pageSize: 10, page: 0 }, 'QUEUED');
    expect(queued.data.map((rpc) => rpc.id.id).sort()).toEqual([...ids].sort());
    await expectError(
      tenantB.admin.rpc.persistentByDevice(device.id.id, { pageSize: 10, page: 0 }),
      404,
      32,
      `Device with id [${device.id.id}] is not found`,
    );
    await expectError(
      tenantA.admin.rpc.persistentByDevice(device.id.id, { pageSize: 10, page: 0 }, 'DELETED'),
      400,
      31,
      'RpcStatus: DELETED',
    );
  });

  it('answers an unknown request id with 404', async () => {
    await expectError(tenantA.admin.rpc.persistent(MISSING_ID), 404, 32, `RPC with id [${MISSING_ID}] is not found`);
  });
});

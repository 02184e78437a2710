import { NULL_UUID } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import type { SecurityUser } from '../auth/security-user.js';
import { type RefusedRequest, refusedWriteEntries } from './refused-writes.js';

const USER: SecurityUser = {
  userId: 'u1',
  email: 'tenant@example.com',
  authority: 'TENANT_ADMIN',
  tenantId: 't1',
  customerId: NULL_UUID,
  firstName: null,
  lastName: null,
  enabled: true,
  isPublic: false,
};

const refused = (request: Partial<RefusedRequest>): RefusedRequest => ({
  method: 'POST',
  routeUrl: '/api/device',
  params: {},
  query: {},
  body: {},
  user: USER,
  status: 400,
  message: 'Device name should be specified!',
  ...request,
});

describe('the failure entry of a refused write', () => {
  it('audits a refused new entity as ADDED on the empty id, named as sent', () => {
    expect(refusedWriteEntries(refused({ body: { name: 'Pump' } }))).toMatchObject([
      {
        actionType: 'ADDED',
        entityId: { entityType: 'DEVICE', id: NULL_UUID },
        entityName: 'Pump',
        userId: 'u1',
        actionStatus: 'FAILURE',
        actionFailureDetails: 'Device name should be specified!',
        actionData: { entity: { name: 'Pump' } },
      },
    ]);
  });

  it('audits a refused change of an existing entity as UPDATED on its id', () => {
    const body = { id: { entityType: 'CUSTOMER', id: 'c1' }, title: 'Acme' };
    expect(refusedWriteEntries(refused({ routeUrl: '/api/customer', body }))).toMatchObject([
      { actionType: 'UPDATED', entityId: { entityType: 'CUSTOMER', id: 'c1' }, entityName: 'Acme' },
    ]);
  });

  it('audits a refused delete as DELETED with the id from the path', () => {
    const request = refused({ method: 'DELETE', routeUrl: '/api/asset/:assetId', params: { assetId: 'a1' } });
    expect(refusedWriteEntries(request)).toMatchObject([
      { actionType: 'DELETED', entityId: { entityType: 'ASSET', id: 'a1' }, actionData: { entityId: 'a1' } },
    ]);
  });

  it('leaves other requests alone', () => {
    expect(refusedWriteEntries(refused({ method: 'GET', routeUrl: '/api/device/:deviceId' }))).toEqual([]);
    expect(refusedWriteEntries(refused({ method: 'POST', routeUrl: '/api/devices' }))).toEqual([]);
  });
});

describe('the failure entries of the other audited writes', () => {
  it('audits refused credentials on the device they were for, with the credentials as sent', () => {
    const body = { deviceId: { entityType: 'DEVICE', id: 'd1' }, credentialsType: 'ACCESS_TOKEN' };
    expect(refusedWriteEntries(refused({ routeUrl: '/api/device/credentials', body }))).toMatchObject([
      {
        actionType: 'CREDENTIALS_UPDATED',
        entityId: { entityType: 'DEVICE', id: 'd1' },
        actionData: { entityId: 'd1', credentials: body },
        actionFailureDetails: 'Device name should be specified!',
      },
    ]);
  });

  it('audits a refused relation on both of its ends', () => {
    const relation = {
      from: { entityType: 'ASSET', id: 'a1' },
      to: { entityType: 'DEVICE', id: 'd1' },
      type: 'Contains',
    };
    const entries = refusedWriteEntries(refused({ routeUrl: '/api/relation', body: relation }));
    expect(entries.map((entry) => entry.entityId)).toEqual([relation.from, relation.to]);
    expect(entries[0]).toMatchObject({ actionType: 'RELATION_ADD_OR_UPDATE', actionData: { relation } });
  });

  it('audits a refused attribute save with the attributes sent as text, on the legacy device path too', () => {
    const request = refused({
      routeUrl: '/api/plugins/telemetry/:deviceId/:scope',
      params: { deviceId: 'd1', scope: 'SERVER_SCOPE' },
      body: '{"floor":3}',
    });
    expect(refusedWriteEntries(request)).toMatchObject([
      {
        actionType: 'ATTRIBUTES_UPDATED',
        entityId: { entityType: 'DEVICE', id: 'd1' },
        actionData: { entityId: 'd1', scope: 'SERVER_SCOPE', attributes: { floor: 3 } },
      },
    ]);
  });

  it('leaves an RPC call the RPC service audited itself (the device did not answer) alone', () => {
    const call = { routeUrl: '/api/rpc/twoway/:deviceId', params: { deviceId: 'd1' }, body: { method: 'reboot' } };
    expect(refusedWriteEntries(refused({ ...call, status: 504 }))).toEqual([]);
    expect(refusedWriteEntries(refused({ ...call, status: 404 }))).toMatchObject([
      { actionType: 'RPC_CALL', actionData: { entityId: 'd1', oneWay: false, method: 'reboot' } },
    ]);
  });
});

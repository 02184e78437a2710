import { NULL_UUID } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import type { SecurityUser } from '../auth/security-user.js';
import { type RefusedRequest, refusedWriteEntry } from './refused-writes.js';

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
  body: {},
  user: USER,
  message: 'Device name should be specified!',
  ...request,
});

describe('the failure entry of a refused write', () => {
  it('audits a refused new entity as ADDED on the empty id, named as sent', () => {
    expect(refusedWriteEntry(refused({ body: { name: 'Pump' } }))).toMatchObject({
      actionType: 'ADDED',
      entityId: { entityType: 'DEVICE', id: NULL_UUID },
      entityName: 'Pump',
      userId: 'u1',
      actionStatus: 'FAILURE',
      actionFailureDetails: 'Device name should be specified!',
      actionData: { entity: { name: 'Pump' } },
    });
  });

  it('audits a refused change of an existing entity as UPDATED on its id', () => {
    const body = { id: { entityType: 'CUSTOMER', id: 'c1' }, title: 'Acme' };
    expect(refusedWriteEntry(refused({ routeUrl: '/api/customer', body }))).toMatchObject({
      actionType: 'UPDATED',
      entityId: { entityType: 'CUSTOMER', id: 'c1' },
      entityName: 'Acme',
    });
  });

  it('audits a refused delete as DELETED with the id from the path', () => {
    const request = refused({ method: 'DELETE', routeUrl: '/api/asset/:assetId', params: { assetId: 'a1' } });
    expect(refusedWriteEntry(request)).toMatchObject({
      actionType: 'DELETED',
      entityId: { entityType: 'ASSET', id: 'a1' },
      actionData: { entityId: 'a1' },
    });
  });

  it('leaves other requests alone', () => {
    expect(refusedWriteEntry(refused({ method: 'GET', routeUrl: '/api/device/:deviceId' }))).toBeNull();
    expect(refusedWriteEntry(refused({ routeUrl: '/api/device/credentials' }))).toBeNull();
    expect(refusedWriteEntry(refused({ method: 'DELETE', routeUrl: '/api/customer/device/:deviceId' }))).toBeNull();
  });
});

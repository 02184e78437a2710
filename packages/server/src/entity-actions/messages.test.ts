import { NULL_UUID } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import type { SecurityUser } from '../auth/security-user.js';
import { attributesData, entityActionMsg, entityData, timeseriesData } from './messages.js';

const tenantAdmin: SecurityUser = {
  userId: '11111111-1dd2-11b2-8080-808080808080',
  email: 'tenant@fleetdeck.io',
  authority: 'TENANT_ADMIN',
  tenantId: '22222222-1dd2-11b2-8080-808080808080',
  customerId: NULL_UUID,
  firstName: null,
  lastName: null,
  enabled: true,
  isPublic: false,
};
const customerUser: SecurityUser = {
  ...tenantAdmin,
  email: 'customer@fleetdeck.io',
  authority: 'CUSTOMER_USER',
  customerId: '33333333-1dd2-11b2-8080-808080808080',
};
const device = { entityType: 'DEVICE' as const, id: '44444444-1dd2-11b2-8080-808080808080' };

describe('entity action messages', () => {
  it('come from the entity with the user as metadata, and the customer only when there is one', () => {
    const msg = entityActionMsg({
      type: 'ENTITY_CREATED',
      user: tenantAdmin,
      originator: device,
      tenantId: tenantAdmin.tenantId,
      customerId: NULL_UUID,
      data: { id: device, name: 'Oven' },
    });
    expect(msg).toMatchObject({
      type: 'ENTITY_CREATED',
      originator: device,
      tenantId: tenantAdmin.tenantId,
      customerId: NULL_UUID,
      metadata: { userId: tenantAdmin.userId, userName: 'tenant@fleetdeck.io' },
    });
    expect(Object.keys(msg.metadata)).toEqual(['userId', 'userName']);
    expect(JSON.parse(msg.data)).toEqual({ id: device, name: 'Oven' });
  });

  it("fall back to the acting user's customer, and add the action's own metadata", () => {
    const msg = entityActionMsg({
      type: 'ATTRIBUTES_UPDATED',
      user: customerUser,
      originator: device,
      tenantId: tenantAdmin.tenantId,
      data: '{"mode":"eco"}',
      metadata: { scope: 'SERVER_SCOPE' },
    });
    expect(msg.customerId).toBe(customerUser.customerId);
    expect(msg.metadata).toEqual({
      userId: customerUser.userId,
      userName: 'customer@fleetdeck.io',
      customerId: customerUser.customerId,
      scope: 'SERVER_SCOPE',
    });
    expect(msg.data).toBe('{"mode":"eco"}');
  });

  it("leave a dashboard's configuration out of its data", () => {
    const dashboard = {
      id: { entityType: 'DASHBOARD' as const, id: device.id },
      title: 'Main',
      configuration: { widgets: {} },
    };
    expect(entityData(dashboard)).toEqual({ ...dashboard, configuration: '' });
    const asset = { id: { entityType: 'ASSET' as const, id: device.id }, name: 'Building' };
    expect(entityData(asset)).toBe(asset);
  });

  it('write saved attributes with their stored types', () => {
    const data = attributesData([
      { key: 'on', value: { type: 'BOOLEAN', value: true } },
      { key: 'count', value: { type: 'LONG', value: 3 } },
      { key: 'level', value: { type: 'DOUBLE', value: 2.5 } },
      { key: 'mode', value: { type: 'STRING', value: 'eco' } },
      { key: 'cfg', value: { type: 'JSON', value: '{"a":1}' } },
    ]);
    expect(JSON.parse(data)).toEqual({ on: true, count: 3, level: 2.5, mode: 'eco', cfg: { a: 1 } });
  });

  it('group saved time series points by their time', () => {
    const data = timeseriesData([
      { key: 'temperature', ts: 1000, value: { type: 'DOUBLE', value: 21.5 } },
      { key: 'humidity', ts: 1000, value: { type: 'LONG', value: 40 } },
      { key: 'temperature', ts: 2000, value: { type: 'DOUBLE', value: 22 } },
    ]);
    expect(JSON.parse(data)).toEqual({
      timeseries: [
        { ts: 1000, values: { temperature: 21.5, humidity: 40 } },
        { ts: 2000, values: { temperature: 22 } },
      ],
    });
  });

  it('carry no user metadata where no user acted (a device provisioning itself)', () => {
    const msg = entityActionMsg({
      type: 'PROVISION_SUCCESS',
      user: null,
      originator: device,
      tenantId: tenantAdmin.tenantId,
      customerId: NULL_UUID,
      data: { id: device },
      metadata: { deviceName: 'Oven' },
    });
    expect(msg.metadata).toEqual({ deviceName: 'Oven' });
    expect(msg.customerId).toBe(NULL_UUID);
  });
});

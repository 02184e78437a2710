import { NULL_UUID } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import type { TbMsg } from '../rule-engine/message.js';
import { entryOfEntityAction } from './entries.js';

const DEVICE = { entityType: 'DEVICE' as const, id: 'd0000000-0000-0000-0000-000000000001' };
const USER = { userId: 'u0000000-0000-0000-0000-000000000001', userName: 'tenant@example.com' };

function msg(type: string, data: unknown, metadata: Record<string, string> = USER): TbMsg {
  return {
    id: 'm',
    ts: 1,
    type,
    originator: DEVICE,
    tenantId: 't',
    customerId: NULL_UUID,
    metadata,
    data: JSON.stringify(data),
  };
}

describe('the audit entry of an entity action message', () => {
  it('names the saved entity and keeps it as the action data', () => {
    const device = { id: DEVICE, name: 'Pump', type: 'default' };
    expect(entryOfEntityAction(msg('ENTITY_CREATED', device))).toMatchObject({
      actionType: 'ADDED',
      entityId: DEVICE,
      entityName: 'Pump',
      userId: USER.userId,
      userName: USER.userName,
      actionData: { entity: device },
      actionStatus: 'SUCCESS',
    });
  });

  it('keeps only the id of a deleted entity, and calls a deleted alarm ALARM_DELETE named by its type', () => {
    expect(entryOfEntityAction(msg('ENTITY_DELETED', { id: DEVICE, name: 'Pump' }))?.actionData).toEqual({
      entityId: DEVICE.id,
    });
    const alarm = { id: { entityType: 'ALARM', id: 'a1' }, type: 'High temperature', originator: DEVICE };
    expect(entryOfEntityAction(msg('ENTITY_DELETED', alarm))).toMatchObject({
      actionType: 'ALARM_DELETE',
      entityId: { entityType: 'ALARM', id: 'a1' },
      entityName: 'High temperature',
    });
  });

  it('audits attributes on the originator with their scope, leaving the name to be looked up', () => {
    const entry = entryOfEntityAction(msg('ATTRIBUTES_UPDATED', { mode: 'eco' }, { ...USER, scope: 'SERVER_SCOPE' }));
    expect(entry).toMatchObject({
      actionType: 'ATTRIBUTES_UPDATED',
      entityId: DEVICE,
      actionData: { entityId: DEVICE.id, scope: 'SERVER_SCOPE', attributes: { mode: 'eco' } },
    });
    expect(entry?.entityName).toBeUndefined();
  });

  it('names the customer an entity was assigned to', () => {
    const metadata = { ...USER, assignedCustomerId: 'c1', assignedCustomerName: 'Acme' };
    expect(entryOfEntityAction(msg('ENTITY_ASSIGNED', { id: DEVICE, name: 'Pump' }, metadata))?.actionData).toEqual({
      entityId: DEVICE.id,
      assignedCustomerId: 'c1',
      assignedCustomerName: 'Acme',
    });
  });

  it('leaves out what no user did (a rule node’s entity), but keeps a device’s provisioning', () => {
    expect(entryOfEntityAction(msg('ENTITY_CREATED', { id: DEVICE, name: 'Pump' }, { ruleNodeId: 'n' }))).toBeNull();
    expect(entryOfEntityAction(msg('PROVISION_SUCCESS', { id: DEVICE, name: 'Pump' }, {}))).toMatchObject({
      actionType: 'PROVISION_SUCCESS',
      userId: NULL_UUID,
      entityName: 'Pump',
    });
  });

  it('ignores message types the platform does not audit', () => {
    expect(entryOfEntityAction(msg('POST_TELEMETRY_REQUEST', {}))).toBeNull();
  });
});

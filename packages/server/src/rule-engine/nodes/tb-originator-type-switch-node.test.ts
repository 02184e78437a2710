import type { EntityType } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { runNode, testMsg } from '../../testing/rule-node.js';
import * as tbOriginatorTypeSwitchNode from './tb-originator-type-switch-node.js';

const ID = '1e9a6f10-0000-11ee-8080-808080808080';
const from = (entityType: EntityType) => testMsg({ originator: { entityType, id: ID } });

describe('originator type switch node', () => {
  it.each([
    ['DEVICE', 'Device'],
    ['ASSET', 'Asset'],
    ['ALARM', 'Alarm'],
    ['ENTITY_VIEW', 'Entity View'],
    ['TENANT', 'Tenant'],
    ['CUSTOMER', 'Customer'],
    ['USER', 'User'],
    ['DASHBOARD', 'Dashboard'],
    ['RULE_CHAIN', 'Rule chain'],
    ['RULE_NODE', 'Rule node'],
    ['EDGE', 'Edge'],
  ] as const)('sends a message from a %s along %s', async (entityType, relation) => {
    const [result] = await runNode(tbOriginatorTypeSwitchNode, { version: 0 }, from(entityType));
    expect(result?.relation).toBe(relation);
  });

  it('sends a message from any other entity type to Failure', async () => {
    const [result] = await runNode(tbOriginatorTypeSwitchNode, { version: 0 }, from('WIDGETS_BUNDLE'));
    expect(result?.relation).toBe('Failure');
    expect(String(result?.error)).toContain('Unsupported originator type: WIDGETS_BUNDLE');
  });
});

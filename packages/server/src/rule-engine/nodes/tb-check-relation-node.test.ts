import type { EntityId } from '@fleetdeck/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../common/uuid.js';
import { runNode, testMsg } from '../../testing/rule-node.js';
import { openTempContext, type TempContext } from '../../testing/temp-context.js';
import * as tbCheckRelationNode from './tb-check-relation-node.js';

let temp: TempContext;
const asset: EntityId = { entityType: 'ASSET', id: newId() };
const device: EntityId = { entityType: 'DEVICE', id: newId() };
const loneDevice: EntityId = { entityType: 'DEVICE', id: newId() };

beforeAll(async () => {
  temp = await openTempContext();
  // The asset contains the device; a relation of another group does not count.
  await temp.ctx.db
    .insertInto('relation')
    .values(
      [
        { from: asset, to: device, group: 'COMMON' },
        { from: asset, to: loneDevice, group: 'RULE_NODE' },
      ].map(({ from, to, group }) => ({
        from_id: from.id,
        from_type: from.entityType,
        to_id: to.id,
        to_type: to.entityType,
        relation_type_group: group,
        relation_type: 'Contains',
        additional_info: null,
      })),
    )
    .execute();
});

afterAll(async () => {
  await temp.close();
});

async function relationOf(configuration: Record<string, unknown>, originator: EntityId) {
  const [result] = await runNode(tbCheckRelationNode, configuration, testMsg({ originator }), temp.ctx);
  return result?.relation;
}

const single = (direction: string, entity: EntityId | null) => ({
  direction,
  entityType: entity?.entityType ?? null,
  entityId: entity?.id ?? null,
  relationType: 'Contains',
  checkForSingleEntity: true,
});
const any = (direction: string, relationType = 'Contains') => ({
  direction,
  relationType,
  checkForSingleEntity: false,
});

describe('check relation node', () => {
  it('sends the message along True when the configured entity relates to the originator', async () => {
    expect(await relationOf(single('FROM', asset), device)).toBe('True');
    expect(await relationOf(single('TO', device), asset)).toBe('True');
  });

  it('sends the message along False when the configured entity does not', async () => {
    expect(await relationOf(single('TO', asset), device)).toBe('False');
    expect(await relationOf(single('FROM', asset), loneDevice)).toBe('False');
  });

  it('sends the message along True when any relation of the type reaches the originator', async () => {
    expect(await relationOf(any('FROM'), device)).toBe('True');
    expect(await relationOf(any('TO'), asset)).toBe('True');
  });

  it('sends the message along False when no relation of the type reaches the originator', async () => {
    expect(await relationOf(any('FROM', 'Manages'), device)).toBe('False');
    expect(await relationOf(any('TO'), device)).toBe('False');
  });

  it('sends the message to Failure when the entity to check is not set', async () => {
    expect(await relationOf(single('FROM', null), device)).toBe('Failure');
  });
});

import type { EntityId } from '@fleetdeck/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, uuidTime } from '../../common/uuid.js';
import { findRelation } from '../../relations/store.js';
import { type DemoDevice, demoDevice, deviceMsg, relate } from '../../testing/enrichment-fixture.js';
import { runNode } from '../../testing/rule-node.js';
import { openTempContext, type TempContext } from '../../testing/temp-context.js';
import * as tbDeleteRelationNode from './tb-delete-relation-node.js';

let temp: TempContext;
let demo: DemoDevice;
const rooms: EntityId[] = [];

beforeAll(async () => {
  temp = await openTempContext();
  demo = await demoDevice(temp, 'Test Device A1');
  for (const name of ['Hall', 'Attic']) {
    const id = newId();
    await temp.ctx.db
      .insertInto('asset')
      .values({
        id,
        created_time: uuidTime(id),
        tenant_id: demo.tenantId,
        customer_id: demo.customerId,
        name,
        type: 'room',
        label: null,
        additional_info: null,
        external_id: null,
      })
      .execute();
    rooms.push({ entityType: 'ASSET', id });
    await relate(temp, { entityType: 'ASSET', id }, demo.device);
  }
});

afterAll(async () => {
  await temp.close();
});

const related = (from: EntityId) =>
  findRelation(temp.ctx.db, { from, to: demo.device, type: 'Contains', typeGroup: 'COMMON' });

const configuration = (extra: Record<string, unknown>) => ({
  ...tbDeleteRelationNode.descriptor.configurationDescriptor.nodeDefinition.defaultConfiguration,
  ...extra,
});

describe('delete relation node', () => {
  it('deletes the relation from the named entity to the originator along Success', async () => {
    const [hall, attic] = rooms as [EntityId, EntityId];
    const config = configuration({ entityType: 'ASSET', entityNamePattern: 'Hall' });
    expect((await runNode(tbDeleteRelationNode, config, deviceMsg(demo), temp.ctx))[0]?.relation).toBe('Success');
    expect(await related(hall)).toBeUndefined();
    expect(await related(attic)).toBeDefined();
  });

  it('sends the message to Failure when the named entity does not exist', async () => {
    const config = configuration({ entityType: 'ASSET', entityNamePattern: 'Cellar' });
    expect((await runNode(tbDeleteRelationNode, config, deviceMsg(demo), temp.ctx))[0]?.relation).toBe('Failure');
  });

  it('deletes every relation of the type to the originator without a single entity', async () => {
    const config = configuration({ deleteForSingleEntity: false });
    expect((await runNode(tbDeleteRelationNode, config, deviceMsg(demo), temp.ctx))[0]?.relation).toBe('Success');
    expect(await related(rooms[1] as EntityId)).toBeUndefined();
  });
});

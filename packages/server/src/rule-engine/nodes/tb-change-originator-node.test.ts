import type { EntityId } from '@fleetdeck/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../common/uuid.js';
import { type DemoDevice, demoDevice, deviceMsg, relate } from '../../testing/enrichment-fixture.js';
import { runNode } from '../../testing/rule-node.js';
import { openTempContext, type TempContext } from '../../testing/temp-context.js';
import * as tbChangeOriginatorNode from './tb-change-originator-node.js';

let temp: TempContext;
let assigned: DemoDevice;
let unassigned: DemoDevice;
const room: EntityId = { entityType: 'ASSET', id: newId() };

beforeAll(async () => {
  temp = await openTempContext();
  assigned = await demoDevice(temp, 'Test Device A1');
  unassigned = await demoDevice(temp, 'DHT11 Demo Device');
  await relate(temp, room, assigned.device);
});

afterAll(async () => {
  await temp.close();
});

const relationsQuery = (direction: string) => ({
  direction,
  maxLevel: 1,
  filters: [{ relationType: 'Contains', entityTypes: [] }],
  fetchLastLevelOnly: false,
});

async function newOriginator(originatorSource: string, demo: DemoDevice, direction = 'TO') {
  const msg = deviceMsg(demo);
  const [result] = await runNode(
    tbChangeOriginatorNode,
    { originatorSource, relationsQuery: relationsQuery(direction) },
    msg,
    temp.ctx,
  );
  if (result?.relation === 'Success') expect(result.msg.data).toBe(msg.data);
  return result;
}

describe('change originator node', () => {
  it('makes the customer, the tenant or a related entity the originator along Success', async () => {
    expect((await newOriginator('CUSTOMER', assigned))?.msg.originator).toEqual({
      entityType: 'CUSTOMER',
      id: assigned.customerId,
    });
    expect((await newOriginator('TENANT', assigned))?.msg.originator).toEqual({
      entityType: 'TENANT',
      id: assigned.tenantId,
    });
    expect((await newOriginator('RELATED', assigned))?.msg.originator).toEqual(room);
  });

  it('sends the message to Failure when there is no new originator', async () => {
    expect((await newOriginator('CUSTOMER', unassigned))?.relation).toBe('Failure');
    expect((await newOriginator('RELATED', assigned, 'FROM'))?.relation).toBe('Failure');
    expect((await newOriginator('ALARM_ORIGINATOR', assigned))?.relation).toBe('Failure');
  });
});

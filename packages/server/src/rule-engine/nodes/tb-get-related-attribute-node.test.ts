import type { EntityId } from '@fleetdeck/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../common/uuid.js';
import {
  type DemoDevice,
  demoDevice,
  deviceMsg,
  giveAttributes,
  long,
  relate,
} from '../../testing/enrichment-fixture.js';
import { runNode } from '../../testing/rule-node.js';
import { openTempContext, type TempContext } from '../../testing/temp-context.js';
import * as tbGetRelatedAttributeNode from './tb-get-related-attribute-node.js';

let temp: TempContext;
let demo: DemoDevice;
const building: EntityId = { entityType: 'ASSET', id: newId() };

beforeAll(async () => {
  temp = await openTempContext();
  demo = await demoDevice(temp, 'Test Device A1');
  await relate(temp, building, demo.device);
  await giveAttributes(temp, demo.tenantId, building, 'SERVER_SCOPE', { floors: long(3) });
});

afterAll(async () => {
  await temp.close();
});

const configuration = (direction: string) => ({
  attrMapping: { floors: 'buildingFloors' },
  telemetry: false,
  relationsQuery: {
    direction,
    maxLevel: 1,
    filters: [{ relationType: 'Contains', entityTypes: ['ASSET'] }],
    fetchLastLevelOnly: false,
  },
});

describe('related attributes node', () => {
  it('copies the attributes of the entity the relations query finds along Success', async () => {
    const [result] = await runNode(tbGetRelatedAttributeNode, configuration('TO'), deviceMsg(demo), temp.ctx);
    expect(result?.relation).toBe('Success');
    expect(result?.msg.metadata.buildingFloors).toBe('3');
  });

  it('sends the message to Failure when the query finds nothing', async () => {
    const [result] = await runNode(tbGetRelatedAttributeNode, configuration('FROM'), deviceMsg(demo), temp.ctx);
    expect(result?.relation).toBe('Failure');
  });
});

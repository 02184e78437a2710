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
import { runNode, testMsg } from '../../testing/rule-node.js';
import { openTempContext, type TempContext } from '../../testing/temp-context.js';
import * as tbGetDeviceAttrNode from './tb-get-device-attr-node.js';

let temp: TempContext;
let demo: DemoDevice;
const room: EntityId = { entityType: 'ASSET', id: newId() };

beforeAll(async () => {
  temp = await openTempContext();
  demo = await demoDevice(temp, 'Test Device A1');
  await relate(temp, room, demo.device);
  await giveAttributes(temp, demo.tenantId, demo.device, 'SHARED_SCOPE', { setpoint: long(21) });
});

afterAll(async () => {
  await temp.close();
});

const configuration = (deviceTypes: string[]) => ({
  clientAttributeNames: [],
  sharedAttributeNames: ['setpoint'],
  serverAttributeNames: [],
  latestTsKeyNames: [],
  tellFailureIfAbsent: true,
  getLatestValueWithTs: false,
  deviceRelationsQuery: {
    direction: 'FROM',
    maxLevel: 1,
    relationType: 'Contains',
    deviceTypes,
    fetchLastLevelOnly: false,
  },
});

describe('related device attributes node', () => {
  it('adds the attributes of the related device of a listed type along Success', async () => {
    const msg = testMsg({ originator: room, tenantId: demo.tenantId });
    const [result] = await runNode(tbGetDeviceAttrNode, configuration(['default']), msg, temp.ctx);
    expect(result?.relation).toBe('Success');
    expect(result?.msg.metadata.shared_setpoint).toBe('21');
  });

  it('sends the message to Failure when no related device has a listed type', async () => {
    const msg = testMsg({ originator: room, tenantId: demo.tenantId });
    expect((await runNode(tbGetDeviceAttrNode, configuration(['thermostat']), msg, temp.ctx))[0]?.relation).toBe(
      'Failure',
    );
    expect(
      (await runNode(tbGetDeviceAttrNode, configuration(['default']), deviceMsg(demo), temp.ctx))[0]?.relation,
    ).toBe('Failure');
  });
});

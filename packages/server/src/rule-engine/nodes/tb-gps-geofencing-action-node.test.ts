import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { newId } from '../../common/uuid.js';
import type { AppContext } from '../../context.js';
import { type DemoDevice, demoDevice, deviceMsg } from '../../testing/enrichment-fixture.js';
import { recordingLogger } from '../../testing/rule-node.js';
import { openTempContext, type TempContext } from '../../testing/temp-context.js';
import type { NodeResult, RuleNodeDefinition } from '../node.js';
import * as tbGpsGeofencingActionNode from './tb-gps-geofencing-action-node.js';

let temp: TempContext;
let device: DemoDevice;

beforeAll(async () => {
  temp = await openTempContext();
  device = await demoDevice(temp, 'Test Device A1');
});

afterAll(async () => {
  await temp.close();
});

afterEach(() => {
  vi.useRealTimers();
});

/** A square around (50, 30), one minute inside and two minutes outside before a stay is told. */
const SQUARE = {
  ...tbGpsGeofencingActionNode.descriptor.configurationDescriptor.nodeDefinition.defaultConfiguration,
  fetchPerimeterInfoFromMessageMetadata: false,
  polygonsDefinition: '[[49,29],[49,31],[51,31],[51,29]]',
  minInsideDuration: 1,
  minInsideDurationTimeUnit: 'MINUTES',
  minOutsideDuration: 2,
  minOutsideDurationTimeUnit: 'MINUTES',
};

function geofence(id = newId()) {
  const node: RuleNodeDefinition = { id, ruleChainId: newId(), type: '', name: 'Fence', configuration: SQUARE };
  const process = tbGpsGeofencingActionNode.create(node);
  const context = { app: { ...temp.ctx, log: recordingLogger() } as AppContext, node, tellLater: () => undefined };
  return async (latitude: number, longitude: number) =>
    ((await process(deviceMsg(device, { data: JSON.stringify({ latitude, longitude }) }), context)) as NodeResult)
      .relation;
}

describe('gps geofencing events node', () => {
  it('tells entering and leaving, a long enough stay once, and Success otherwise', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_700_000_000_000);
    const at = geofence();
    expect(await at(50, 30)).toBe('Entered');
    expect(await at(50.1, 30.1)).toBe('Success');
    vi.advanceTimersByTime(61_000);
    expect(await at(50, 30)).toBe('Inside');
    expect(await at(50, 30)).toBe('Success');
    expect(await at(10, 10)).toBe('Left');
    vi.advanceTimersByTime(61_000);
    expect(await at(10, 10)).toBe('Success');
    vi.advanceTimersByTime(60_000);
    expect(await at(10, 10)).toBe('Outside');
  });

  it('starts outside for a first position outside, and keeps its state across a restart', async () => {
    const id = newId();
    expect(await geofence(id)(10, 10)).toBe('Left');
    const restarted = geofence(id);
    expect(await restarted(10, 10)).toBe('Success');
    expect(await restarted(50, 30)).toBe('Entered');
  });

  it('sends a message without a position to Failure', async () => {
    const node: RuleNodeDefinition = {
      id: newId(),
      ruleChainId: newId(),
      type: '',
      name: 'Fence',
      configuration: SQUARE,
    };
    const process = tbGpsGeofencingActionNode.create(node);
    const context = { app: temp.ctx as unknown as AppContext, node, tellLater: () => undefined };
    const result = (await process(deviceMsg(device, { data: '{"speed":3}' }), context)) as NodeResult;
    expect(result.relation).toBe('Failure');
    expect((result.error as Error).message).toBe('Incoming Message has no latitude in data or metadata!');
  });
});

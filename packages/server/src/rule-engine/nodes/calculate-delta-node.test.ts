import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../common/uuid.js';
import type { AppContext } from '../../context.js';
import { type DemoDevice, demoDevice, deviceMsg, giveTelemetry, long, text } from '../../testing/enrichment-fixture.js';
import { recordingLogger } from '../../testing/rule-node.js';
import { openTempContext, type TempContext } from '../../testing/temp-context.js';
import type { TbMsg } from '../message.js';
import type { NodeResult, RuleNodeDefinition } from '../node.js';
import * as calculateDeltaNode from './calculate-delta-node.js';

let temp: TempContext;
let device: DemoDevice;

beforeAll(async () => {
  temp = await openTempContext();
  device = await demoDevice(temp, 'Test Device A1');
});

afterAll(async () => {
  await temp.close();
});

/** A node of the given id and configuration, run on messages one by one as the engine would. */
function deltaNode(configuration: Record<string, unknown>, id = newId()) {
  const node: RuleNodeDefinition = { id, ruleChainId: newId(), type: '', name: 'Delta', configuration };
  const process = calculateDeltaNode.create(node);
  const context = { app: { ...temp.ctx, log: recordingLogger() } as AppContext, node, tellLater: () => undefined };
  return async (msg: TbMsg) => (await process(msg, context)) as NodeResult;
}

const reading = (data: Record<string, unknown>, ts: number) =>
  deviceMsg(device, { data: JSON.stringify(data), metadata: { deviceName: 'Test Device A1', ts: String(ts) } });

describe('calculate delta node', () => {
  it('adds the difference to the previous reading and the period between them to the data along Success', async () => {
    const run = deltaNode({ inputValueKey: 'pulses', outputValueKey: 'delta', addPeriodBetweenMsgs: true });
    const first = await run(reading({ pulses: 100, other: 'x' }, 1000));
    expect(first.relation).toBe('Success');
    expect(JSON.parse(first.msg.data)).toEqual({ pulses: 100, other: 'x', delta: 0, periodInMs: 0 });
    const second = await run(reading({ pulses: 112.5 }, 4000));
    expect(JSON.parse(second.msg.data)).toEqual({ pulses: 112.5, delta: 12.5, periodInMs: 3000 });
  });

  it('remembers the previous reading across a restart of the node, and rounds half up when asked', async () => {
    const id = newId();
    await deltaNode({ inputValueKey: 'meter', useCache: true }, id)(reading({ meter: 10 }, 1000));
    const restarted = deltaNode({ inputValueKey: 'meter', round: 1 }, id);
    const result = await restarted(reading({ meter: 10.26 }, 2000));
    expect(JSON.parse(result.msg.data)).toEqual({ meter: 10.26, delta: 0.3 });
  });

  it("starts from the originator's latest stored value of the key when it has read nothing yet", async () => {
    await giveTelemetry(temp, device.tenantId, device.device, 500, { water: long(40) });
    const result = await deltaNode({ inputValueKey: 'water' })(reading({ water: 45 }, 1000));
    expect(JSON.parse(result.msg.data)).toMatchObject({ delta: 5 });
  });

  it('sends a message of another type, or without the input key, along Other', async () => {
    const run = deltaNode({ inputValueKey: 'pulses' });
    const attributes = deviceMsg(device, { type: 'POST_ATTRIBUTES_REQUEST', data: '{"pulses":1}' });
    expect((await run(attributes)).relation).toBe('Other');
    expect((await run(reading({ temperature: 1 }, 1000))).relation).toBe('Other');
  });

  it('sends a negative delta, or a stored value that is no number, to Failure', async () => {
    const run = deltaNode({ inputValueKey: 'counter', tellFailureIfDeltaIsNegative: true });
    await run(reading({ counter: 10 }, 1000));
    const negative = await run(reading({ counter: 3 }, 2000));
    expect(negative.relation).toBe('Failure');
    expect((negative.error as Error).message).toBe('Delta value is negative!');
    const allowed = deltaNode({ inputValueKey: 'counter', tellFailureIfDeltaIsNegative: false });
    await allowed(reading({ counter: 10 }, 1000));
    expect(JSON.parse((await allowed(reading({ counter: 3 }, 2000))).msg.data)).toMatchObject({ delta: -7 });

    await giveTelemetry(temp, device.tenantId, device.device, 500, { label: text('high') });
    const unreadable = await deltaNode({ inputValueKey: 'label' })(reading({ label: 4 }, 1000));
    expect(unreadable.relation).toBe('Failure');
    expect((unreadable.error as Error).message).toBe(
      'Calculation failed. Unable to parse value [high] of telemetry [label] to Double',
    );
  });
});

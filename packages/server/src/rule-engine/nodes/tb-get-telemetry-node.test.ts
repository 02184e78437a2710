// biome-ignore-all lint/suspicious/noTemplateCurlyInString: rule node templates write metadata placeholders as ${key}
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DemoDevice,
  demoDevice,
  deviceMsg,
  double,
  giveTelemetry,
  long,
  text,
} from '../../testing/enrichment-fixture.js';
import { runNode } from '../../testing/rule-node.js';
import { openTempContext, type TempContext } from '../../testing/temp-context.js';
import * as tbGetTelemetryNode from './tb-get-telemetry-node.js';

let temp: TempContext;
let device: DemoDevice;
const now = Date.now();

beforeAll(async () => {
  temp = await openTempContext();
  device = await demoDevice(temp, 'Test Device A1');
  for (const [ago, temperature] of [
    [90_000, 20],
    [80_000, 22],
    [70_000, 27],
  ] as const) {
    await giveTelemetry(temp, device.tenantId, device.device, now - ago, {
      temperature: long(temperature),
      state: text(`s${temperature}`),
    });
  }
  await giveTelemetry(temp, device.tenantId, device.device, now - 10_000, { temperature: double(30.5) });
});

afterAll(async () => {
  await temp.close();
});

/** The last two minutes up to one minute ago, as the default configuration reads them, for the keys. */
const lastMinutes = (keys: string[], extra: Record<string, unknown> = {}) => ({
  ...tbGetTelemetryNode.descriptor.configurationDescriptor.nodeDefinition.defaultConfiguration,
  latestTsKeyNames: keys,
  ...extra,
});

describe('originator telemetry node', () => {
  it('adds the first and the last value of the interval to the metadata, as quoted text', async () => {
    const [first] = await runNode(
      tbGetTelemetryNode,
      lastMinutes(['temperature', 'state']),
      deviceMsg(device),
      temp.ctx,
    );
    expect(first?.relation).toBe('Success');
    expect(first?.msg.metadata).toMatchObject({ temperature: '"20"', state: '"s20"' });
    const [last] = await runNode(
      tbGetTelemetryNode,
      lastMinutes(['temperature', 'missing'], { fetchMode: 'LAST' }),
      deviceMsg(device),
      temp.ctx,
    );
    // The point ten seconds ago is outside the interval, which ends one minute ago.
    expect(last?.msg.metadata.temperature).toBe('"27"');
    expect(last?.msg.metadata).not.toHaveProperty('missing');
  });

  it('adds every point as an array in the asked order and limit, and aggregates the interval into one value', async () => {
    const all = lastMinutes(['temperature'], { fetchMode: 'ALL', orderBy: 'DESC', limit: 2 });
    const [result] = await runNode(tbGetTelemetryNode, all, deviceMsg(device), temp.ctx);
    expect(JSON.parse(result?.msg.metadata.temperature ?? '')).toEqual([
      { ts: now - 70_000, value: 27 },
      { ts: now - 80_000, value: 22 },
    ]);
    const summed = lastMinutes(['temperature'], { fetchMode: 'FIRST', aggregation: 'SUM', startInterval: 100 });
    const [sum] = await runNode(
      tbGetTelemetryNode,
      { ...summed, startIntervalTimeUnit: 'SECONDS', endInterval: 0 },
      deviceMsg(device),
      temp.ctx,
    );
    expect(sum?.msg.metadata.temperature).toBe('"99.5"');
  });

  it('reads the interval from the message metadata when asked', async () => {
    const configuration = lastMinutes(['temperature'], {
      fetchMode: 'ALL',
      useMetadataIntervalPatterns: true,
      startIntervalPattern: '${from}',
      endIntervalPattern: '${to}',
    });
    const msg = deviceMsg(device, { metadata: { from: String(now - 85_000), to: String(now - 75_000) } });
    const [result] = await runNode(tbGetTelemetryNode, configuration, msg, temp.ctx);
    expect(JSON.parse(result?.msg.metadata.temperature ?? '')).toEqual([{ ts: now - 80_000, value: 22 }]);
  });

  it('sends a node without keys, or metadata without a valid interval, to Failure', async () => {
    const [none] = await runNode(tbGetTelemetryNode, lastMinutes([]), deviceMsg(device), temp.ctx);
    expect(none?.relation).toBe('Failure');
    expect((none?.error as Error | undefined)?.message).toBe('Telemetry is not selected!');
    const patterns = lastMinutes(['temperature'], {
      useMetadataIntervalPatterns: true,
      startIntervalPattern: '${from}',
      endIntervalPattern: '${to}',
    });
    const [undefinedBoth] = await runNode(tbGetTelemetryNode, patterns, deviceMsg(device, { metadata: {} }), temp.ctx);
    expect((undefinedBoth?.error as Error | undefined)?.message).toBe(
      "Message metadata values: 'from' and 'to' are undefined",
    );
    const invalid = deviceMsg(device, { metadata: { from: 'yesterday', to: '5' } });
    const [badFormat] = await runNode(tbGetTelemetryNode, patterns, invalid, temp.ctx);
    expect(badFormat?.relation).toBe('Failure');
    expect((badFormat?.error as Error | undefined)?.message).toBe("Message value: 'from' has invalid format");
  });
});

// biome-ignore-all lint/suspicious/noTemplateCurlyInString: key names are templates filled from the message
import { NULL_UUID } from '@fleetdeck/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DemoDevice,
  demoDevice,
  deviceMsg,
  double,
  giveAttributes,
  giveTelemetry,
  long,
  text,
} from '../../testing/enrichment-fixture.js';
import { runNode } from '../../testing/rule-node.js';
import { openTempContext, type TempContext } from '../../testing/temp-context.js';
import * as tbGetAttributesNode from './tb-get-attributes-node.js';

let temp: TempContext;
let demo: DemoDevice;

beforeAll(async () => {
  temp = await openTempContext();
  demo = await demoDevice(temp, 'Test Device A1');
  await giveAttributes(temp, demo.tenantId, demo.device, 'CLIENT_SCOPE', { firmware: text('1.2') });
  await giveAttributes(temp, demo.tenantId, demo.device, 'SHARED_SCOPE', { limit: long(30) });
  await giveAttributes(temp, demo.tenantId, demo.device, 'SERVER_SCOPE', { threshold: double(25) });
  await giveTelemetry(temp, demo.tenantId, demo.device, 1700000000000, { temperature: double(21.5) });
});

afterAll(async () => {
  await temp.close();
});

const configuration = (extra: Record<string, unknown> = {}) => ({
  clientAttributeNames: ['firmware'],
  sharedAttributeNames: ['limit'],
  serverAttributeNames: ['threshold'],
  latestTsKeyNames: ['temperature'],
  tellFailureIfAbsent: true,
  getLatestValueWithTs: false,
  ...extra,
});

describe('originator attributes node', () => {
  it('adds the attributes with their scope prefix and the latest telemetry along Success', async () => {
    const [result] = await runNode(tbGetAttributesNode, configuration(), deviceMsg(demo), temp.ctx);
    expect(result?.relation).toBe('Success');
    expect(result?.msg.metadata).toMatchObject({
      cs_firmware: '1.2',
      shared_limit: '30',
      ss_threshold: '25.0',
      temperature: '21.5',
      deviceName: 'Test Device',
    });
  });

  it('writes the latest value with its time when asked, and reads key names from the message', async () => {
    const msg = deviceMsg(demo, { metadata: { key: 'temperature' } });
    const [result] = await runNode(
      tbGetAttributesNode,
      configuration({
        clientAttributeNames: [],
        sharedAttributeNames: [],
        serverAttributeNames: [],
        latestTsKeyNames: ['${key}'],
        getLatestValueWithTs: true,
      }),
      msg,
      temp.ctx,
    );
    expect(result?.msg.metadata.temperature).toBe('{"ts":1700000000000,"value":21.5}');
  });

  it('sends the message to Failure naming the keys the originator lacks', async () => {
    const [result] = await runNode(
      tbGetAttributesNode,
      configuration({ serverAttributeNames: ['threshold', 'missing'], latestTsKeyNames: ['gone'] }),
      deviceMsg(demo),
      temp.ctx,
    );
    expect(result?.relation).toBe('Failure');
    expect((result?.error as Error | undefined)?.message).toBe(
      'The following attribute/telemetry keys is not present in the DB: \n\t[SERVER_SCOPE]:[missing]\n\t[LATEST_TS]:[gone]\n',
    );
  });

  it('skips missing keys without tellFailureIfAbsent', async () => {
    const [result] = await runNode(
      tbGetAttributesNode,
      configuration({ serverAttributeNames: ['missing'], tellFailureIfAbsent: false }),
      deviceMsg(demo),
      temp.ctx,
    );
    expect(result?.relation).toBe('Success');
    expect(result?.msg.metadata).not.toHaveProperty('ss_missing');
  });

  it('sends a message without an originator to Failure', async () => {
    const msg = deviceMsg(demo, { originator: { entityType: 'DEVICE', id: NULL_UUID } });
    const [result] = await runNode(tbGetAttributesNode, configuration(), msg, temp.ctx);
    expect(result?.relation).toBe('Failure');
  });
});

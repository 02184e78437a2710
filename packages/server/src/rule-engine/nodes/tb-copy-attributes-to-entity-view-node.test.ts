import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, uuidTime } from '../../common/uuid.js';
import { type DemoDevice, demoDevice, deviceMsg, giveAttributes, long } from '../../testing/enrichment-fixture.js';
import { runNode } from '../../testing/rule-node.js';
import { openTempContext, type TempContext } from '../../testing/temp-context.js';
import * as tbCopyAttributesToEntityViewNode from './tb-copy-attributes-to-entity-view-node.js';

let temp: TempContext;
let device: DemoDevice;
let current: string;
let ended: string;

async function addView(name: string, startTs: number, endTs: number): Promise<string> {
  const id = newId();
  await temp.ctx.db
    .insertInto('entity_view')
    .values({
      id,
      created_time: uuidTime(id),
      tenant_id: device.tenantId,
      customer_id: device.customerId,
      entity_type: 'DEVICE',
      entity_id: device.device.id,
      name,
      type: 'default',
      keys: JSON.stringify({ timeseries: [], attributes: { cs: ['firmware'], ss: [], sh: ['limit', 'mode'] } }),
      start_ts: startTs,
      end_ts: endTs,
      additional_info: null,
      external_id: null,
    })
    .execute();
  return id;
}

const viewOf = (id: string) => ({ entityType: 'ENTITY_VIEW' as const, id });

beforeAll(async () => {
  temp = await openTempContext();
  device = await demoDevice(temp, 'Test Device A1');
  current = await addView('Current view', 1, 0);
  ended = await addView('Ended view', 1, 1000);
});

afterAll(async () => {
  await temp.close();
});

describe('copy to view node', () => {
  it('copies the posted attributes an active view shows and sends a message from each view along Success', async () => {
    const msg = deviceMsg(device, { type: 'POST_ATTRIBUTES_REQUEST', data: '{"firmware":"v1.2","secret":7}' });
    const results = await runNode(tbCopyAttributesToEntityViewNode, { version: 0 }, msg, temp.ctx);
    expect(results).toHaveLength(1);
    expect(results[0]?.relation).toBe('Success');
    expect(results[0]?.msg).toMatchObject({ originator: viewOf(current), data: msg.data, type: msg.type });
    expect(results[0]?.msg.id).not.toBe(msg.id);
    const copied = await temp.ctx.telemetry.attributes(viewOf(current), 'CLIENT_SCOPE');
    expect(copied.map((attribute) => [attribute.key, attribute.value.value])).toEqual([['firmware', 'v1.2']]);
    expect(await temp.ctx.telemetry.attributes(viewOf(ended))).toEqual([]);
  });

  it('deletes deleted attributes of the scope from the views that show them', async () => {
    await giveAttributes(temp, device.tenantId, viewOf(current), 'SHARED_SCOPE', { limit: long(5), mode: long(1) });
    const msg = deviceMsg(device, {
      type: 'ATTRIBUTES_DELETED',
      data: '{"attributes":["limit","unknown"]}',
      metadata: { scope: 'SHARED_SCOPE' },
    });
    const results = await runNode(tbCopyAttributesToEntityViewNode, { version: 0 }, msg, temp.ctx);
    expect(results.map((result) => result.msg.originator)).toEqual([viewOf(current)]);
    const left = await temp.ctx.telemetry.attributes(viewOf(current), 'SHARED_SCOPE');
    expect(left.map((attribute) => attribute.key)).toEqual(['mode']);
    const nothingShown = { ...msg, data: '{"attributes":["unknown"]}' };
    expect(await runNode(tbCopyAttributesToEntityViewNode, { version: 0 }, nothingShown, temp.ctx)).toEqual([]);
  });

  it('sends another message type, or one without metadata, to Failure', async () => {
    const telemetry = deviceMsg(device);
    const [unsupported] = await runNode(tbCopyAttributesToEntityViewNode, { version: 0 }, telemetry, temp.ctx);
    expect(unsupported?.relation).toBe('Failure');
    expect((unsupported?.error as Error | undefined)?.message).toBe('Unsupported msg type [POST_TELEMETRY_REQUEST]');
    const bare = deviceMsg(device, { type: 'ATTRIBUTES_UPDATED', metadata: {} });
    const [empty] = await runNode(tbCopyAttributesToEntityViewNode, { version: 0 }, bare, temp.ctx);
    expect((empty?.error as Error | undefined)?.message).toBe('Message metadata is empty');
  });
});

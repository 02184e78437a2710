import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, uuidTime } from '../../common/uuid.js';
import { addEdgeRelation } from '../../edges/store.js';
import { type DemoDevice, demoDevice, deviceMsg } from '../../testing/enrichment-fixture.js';
import { runNode } from '../../testing/rule-node.js';
import { openTempContext, type TempContext } from '../../testing/temp-context.js';
import * as tbMsgPushToEdgeNode from './tb-msg-push-to-edge-node.js';

let temp: TempContext;
let assigned: DemoDevice;
let alone: DemoDevice;
let edgeId: string;

beforeAll(async () => {
  temp = await openTempContext();
  assigned = await demoDevice(temp, 'Test Device A1');
  alone = await demoDevice(temp, 'DHT11 Demo Device');
  edgeId = newId();
  await temp.ctx.db
    .insertInto('edge')
    .values({
      id: edgeId,
      created_time: uuidTime(edgeId),
      tenant_id: assigned.tenantId,
      customer_id: assigned.customerId,
      root_rule_chain_id: null,
      name: 'Shop floor',
      type: 'default',
      label: null,
      routing_key: newId(),
      secret: 'secret',
      additional_info: null,
    })
    .execute();
  await addEdgeRelation(temp.ctx.db, edgeId, 'DEVICE', assigned.device.id);
});

afterAll(async () => {
  await temp.close();
});

async function edgeEvents() {
  const rows = await temp.ctx.db
    .selectFrom('edge_event')
    .selectAll()
    .where('edge_id', '=', edgeId)
    .orderBy('created_time')
    .execute();
  return rows.map((row) => ({
    type: row.type,
    action: row.action,
    entityId: row.entity_id,
    body: JSON.parse(row.body ?? 'null'),
  }));
}

describe('push to edge node', () => {
  it("stores telemetry of a device assigned to an edge as that edge's event and passes it on along Success", async () => {
    const msg = deviceMsg(assigned, { data: '{"temperature":21}', metadata: { ts: '1700000000000' } });
    const [result] = await runNode(tbMsgPushToEdgeNode, { scope: 'SERVER_SCOPE' }, msg, temp.ctx);
    expect(result).toEqual({ relation: 'Success', msg });
    const attributes = deviceMsg(assigned, { type: 'POST_ATTRIBUTES_REQUEST', data: '{"mode":"eco"}', metadata: {} });
    await runNode(tbMsgPushToEdgeNode, { scope: 'SERVER_SCOPE' }, attributes, temp.ctx);
    expect((await edgeEvents()).slice(-2)).toEqual([
      {
        type: 'DEVICE',
        action: 'TIMESERIES_UPDATED',
        entityId: assigned.device.id,
        body: { data: { temperature: 21 }, ts: 1700000000000 },
      },
      {
        type: 'DEVICE',
        action: 'POST_ATTRIBUTES',
        entityId: assigned.device.id,
        body: { kv: { mode: 'eco' }, scope: 'SERVER_SCOPE', isPostAttributes: true },
      },
    ]);
  });

  it('ends a message of an entity on no edge, and one that came from an edge, without an event', async () => {
    const before = (await edgeEvents()).length;
    expect(await runNode(tbMsgPushToEdgeNode, { scope: 'SERVER_SCOPE' }, deviceMsg(alone), temp.ctx)).toEqual([]);
    const fromEdge = deviceMsg(assigned, { metadata: { source: 'edge' } });
    expect(await runNode(tbMsgPushToEdgeNode, { scope: 'SERVER_SCOPE' }, fromEdge, temp.ctx)).toEqual([]);
    expect(await edgeEvents()).toHaveLength(before);
  });

  it('sends an unsupported message type or originator type to Failure', async () => {
    const rpc = deviceMsg(assigned, { type: 'TO_SERVER_RPC_REQUEST' });
    const [byType] = await runNode(tbMsgPushToEdgeNode, { scope: 'SERVER_SCOPE' }, rpc, temp.ctx);
    expect(byType?.relation).toBe('Failure');
    expect((byType?.error as Error | undefined)?.message).toBe("Unsupported msg type 'TO_SERVER_RPC_REQUEST'");
    const user = deviceMsg(assigned, { originator: { entityType: 'USER', id: newId() } });
    const [byOriginator] = await runNode(tbMsgPushToEdgeNode, { scope: 'SERVER_SCOPE' }, user, temp.ctx);
    expect((byOriginator?.error as Error | undefined)?.message).toBe("Unsupported originator type 'USER'");
  });
});

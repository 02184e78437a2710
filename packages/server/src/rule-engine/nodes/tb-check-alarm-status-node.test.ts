import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, uuidTime } from '../../common/uuid.js';
import { type DemoDevice, demoDevice, deviceMsg } from '../../testing/enrichment-fixture.js';
import { runNode } from '../../testing/rule-node.js';
import { openTempContext, type TempContext } from '../../testing/temp-context.js';
import * as tbCheckAlarmStatusNode from './tb-check-alarm-status-node.js';

let temp: TempContext;
let demo: DemoDevice;
const alarmId = newId();

beforeAll(async () => {
  temp = await openTempContext();
  demo = await demoDevice(temp, 'Test Device A1');
  await temp.ctx.db
    .insertInto('alarm')
    .values({
      id: alarmId,
      created_time: uuidTime(alarmId),
      tenant_id: demo.tenantId,
      customer_id: demo.customerId,
      type: 'High Temperature',
      originator_id: demo.device.id,
      originator_type: 'DEVICE',
      severity: 'MAJOR',
      status: 'ACTIVE_UNACK',
      start_ts: 1,
      end_ts: 1,
      ack_ts: 0,
      clear_ts: 0,
      details: null,
      propagate: 0,
      propagate_to_owner: 0,
      propagate_to_tenant: 0,
      propagate_relation_types: null,
    })
    .execute();
});

afterAll(async () => {
  await temp.close();
});

const alarmMsg = (id: string) =>
  deviceMsg(demo, { type: 'ALARM', data: JSON.stringify({ id: { entityType: 'ALARM', id } }) });

describe('check alarm status node', () => {
  it('answers True when the stored status is listed and False when not', async () => {
    const active = { alarmStatusList: ['ACTIVE_ACK', 'ACTIVE_UNACK'] };
    expect((await runNode(tbCheckAlarmStatusNode, active, alarmMsg(alarmId), temp.ctx))[0]?.relation).toBe('True');
    const cleared = { alarmStatusList: ['CLEARED_ACK'] };
    expect((await runNode(tbCheckAlarmStatusNode, cleared, alarmMsg(alarmId), temp.ctx))[0]?.relation).toBe('False');
  });

  it('sends the message to Failure when there is no such alarm', async () => {
    const [result] = await runNode(tbCheckAlarmStatusNode, { alarmStatusList: [] }, alarmMsg(newId()), temp.ctx);
    expect(result?.relation).toBe('Failure');
    expect(String(result?.error)).toContain('No such alarm found.');
  });
});

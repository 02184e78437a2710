// biome-ignore-all lint/suspicious/noTemplateCurlyInString: rule node templates write metadata placeholders as ${key}
import type { Alarm } from '@fleetdeck/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TbMsg } from '../../rule-engine/message.js';
import { type DemoDevice, demoDevice, deviceMsg } from '../../testing/enrichment-fixture.js';
import { runNode } from '../../testing/rule-node.js';
import { openTempContext, type TempContext } from '../../testing/temp-context.js';
import * as tbClearAlarmNode from './tb-clear-alarm-node.js';
import * as tbCreateAlarmNode from './tb-create-alarm-node.js';

let temp: TempContext;
let demo: DemoDevice;

beforeAll(async () => {
  temp = await openTempContext();
  demo = await demoDevice(temp, 'Test Device A1');
});

afterAll(async () => {
  await temp.close();
});

const alarmOf = (msg: TbMsg | undefined) => JSON.parse(msg?.data ?? 'null') as Alarm;

async function raise(type: string): Promise<Alarm> {
  const config = { alarmType: type, severity: 'MAJOR', alarmDetailsBuildJs: 'return {raisedBy: "test"};' };
  const [result] = await runNode(tbCreateAlarmNode, config, deviceMsg(demo), temp.ctx);
  return alarmOf(result?.msg);
}

describe('clear alarm node', () => {
  it('clears the active alarm of the type, with details from the script, and tells ALARM_CLEAR', async () => {
    const raised = await raise('Overheat oven');
    const config = {
      alarmType: 'Overheat ${deviceType}',
      alarmDetailsBuildJs: 'var d = JSON.parse(metadata.prevAlarmDetails); d.clearedBy = msg.who; return d;',
    };
    const enqueued: TbMsg[] = [];
    const msg = deviceMsg(demo, { data: '{"who":"rule"}', metadata: { deviceType: 'oven' } });
    const [result] = await runNode(tbClearAlarmNode, config, msg, temp.ctx, enqueued);
    expect(result?.relation).toBe('Cleared');
    expect(result?.msg.type).toBe('ALARM');
    expect(result?.msg.metadata).toEqual({ deviceType: 'oven', isClearedAlarm: 'true' });
    const cleared = alarmOf(result?.msg);
    expect(cleared).toMatchObject({
      id: raised.id,
      status: 'CLEARED_UNACK',
      details: { raisedBy: 'test', clearedBy: 'rule' },
    });
    expect(cleared.clearTs).toBeGreaterThan(0);
    expect(enqueued).toEqual([expect.objectContaining({ type: 'ALARM_CLEAR', originator: raised.id })]);
  });

  it('sends the message on unchanged along False when no active alarm of the type exists', async () => {
    const msg = deviceMsg(demo);
    const [result] = await runNode(tbClearAlarmNode, { alarmType: 'Never raised' }, msg, temp.ctx);
    expect(result).toEqual({ relation: 'False', msg });
    const [again] = await runNode(tbClearAlarmNode, { alarmType: 'Overheat oven' }, msg, temp.ctx);
    expect(again?.relation).toBe('False');
  });

  it('clears the alarm that is the originator itself', async () => {
    const raised = await raise('Alarm as originator');
    const msg = deviceMsg(demo, { originator: raised.id });
    const [result] = await runNode(tbClearAlarmNode, { alarmType: 'ignored' }, msg, temp.ctx);
    expect(result?.relation).toBe('Cleared');
    expect(alarmOf(result?.msg)).toMatchObject({
      id: raised.id,
      status: 'CLEARED_UNACK',
      details: { raisedBy: 'test' },
    });
  });

  it('fails the message when the details script throws, leaving the alarm active', async () => {
    const raised = await raise('Script fails');
    const config = { alarmType: 'Script fails', alarmDetailsBuildJs: 'throw new Error("cannot");' };
    const [result] = await runNode(tbClearAlarmNode, config, deviceMsg(demo), temp.ctx);
    expect(result?.relation).toBe('Failure');
    expect(String(result?.error)).toContain('cannot');
    const row = await temp.ctx.db
      .selectFrom('alarm')
      .select('status')
      .where('id', '=', raised.id.id)
      .executeTakeFirst();
    expect(row?.status).toBe('ACTIVE_UNACK');
  });
});

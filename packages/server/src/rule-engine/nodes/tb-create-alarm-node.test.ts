// biome-ignore-all lint/suspicious/noTemplateCurlyInString: rule node templates write metadata placeholders as ${key}
import type { Alarm } from '@fleetdeck/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TbMsg } from '../../rule-engine/message.js';
import { type DemoDevice, demoDevice, deviceMsg } from '../../testing/enrichment-fixture.js';
import { runNode } from '../../testing/rule-node.js';
import { openTempContext, type TempContext } from '../../testing/temp-context.js';
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

const defaults = tbCreateAlarmNode.descriptor.configurationDescriptor.nodeDefinition.defaultConfiguration;
const alarmOf = (msg: TbMsg | undefined) => JSON.parse(msg?.data ?? 'null') as Alarm;

async function run(configuration: Record<string, unknown>, msg: TbMsg, enqueued: TbMsg[] = []) {
  return runNode(tbCreateAlarmNode, { ...defaults, ...configuration }, msg, temp.ctx, enqueued);
}

describe('create alarm node', () => {
  it('creates an alarm from patterns, then updates it while it is active', async () => {
    const config = {
      alarmType: 'Hot ${deviceType}',
      severity: '$[level]',
      propagate: true,
      relationTypes: ['Contains'],
      alarmDetailsBuildJs:
        'var details = {count: 1};\nif (metadata.prevAlarmDetails) {\n  details.count = JSON.parse(metadata.prevAlarmDetails).count + 1;\n}\nreturn details;',
    };
    const enqueued: TbMsg[] = [];
    const msg = deviceMsg(demo, {
      data: '{"temperature":90,"level":"MAJOR"}',
      metadata: { deviceType: 'oven', ts: '1000' },
    });
    const [first] = await run(config, msg, enqueued);
    expect(first?.relation).toBe('Created');
    expect(first?.msg).toMatchObject({ id: msg.id, type: 'ALARM', originator: demo.device });
    expect(first?.msg.metadata).toEqual({ deviceType: 'oven', ts: '1000', isNewAlarm: 'true' });
    const created = alarmOf(first?.msg);
    expect(created).toMatchObject({
      type: 'Hot oven',
      severity: 'MAJOR',
      status: 'ACTIVE_UNACK',
      startTs: 1000,
      endTs: 1000,
      details: { count: 1 },
      propagate: true,
      propagateRelationTypes: ['Contains'],
      originator: demo.device,
      customerId: { entityType: 'CUSTOMER', id: demo.customerId },
    });
    expect(enqueued).toEqual([
      expect.objectContaining({
        type: 'ENTITY_CREATED',
        originator: created.id,
        metadata: { ruleNodeId: expect.any(String) },
      }),
    ]);

    const again = deviceMsg(demo, { data: '{"level":"CRITICAL"}', metadata: { deviceType: 'oven' } });
    const [second] = await run(config, again, enqueued);
    expect(second?.relation).toBe('Updated');
    expect(second?.msg.metadata.isExistingAlarm).toBe('true');
    const updated = alarmOf(second?.msg);
    expect(updated).toMatchObject({ id: created.id, severity: 'CRITICAL', startTs: 1000, details: { count: 2 } });
    expect(updated.endTs).toBeGreaterThan(1000);
    expect(enqueued[1]).toMatchObject({ type: 'ENTITY_UPDATED', originator: created.id });
  });

  it('creates a new alarm once the earlier one of the type is cleared', async () => {
    const config = { alarmType: 'Door open', severity: 'WARNING' };
    const [first] = await run(config, deviceMsg(demo));
    const id = alarmOf(first?.msg).id.id;
    await temp.ctx.db.updateTable('alarm').set({ status: 'CLEARED_UNACK' }).where('id', '=', id).execute();
    const [second] = await run(config, deviceMsg(demo));
    expect(second?.relation).toBe('Created');
    expect(alarmOf(second?.msg).id.id).not.toBe(id);
  });

  it('saves the alarm the data carries, keeping its details unless told to overwrite them', async () => {
    const data = { type: 'From data', severity: 'MINOR', details: { note: 'given' } };
    const keep = { useMessageAlarmData: true };
    const [created] = await run(keep, deviceMsg(demo, { data: JSON.stringify(data) }));
    expect(created?.relation).toBe('Created');
    expect(alarmOf(created?.msg)).toMatchObject({
      type: 'From data',
      severity: 'MINOR',
      status: 'ACTIVE_UNACK',
      originator: demo.device,
      details: { note: 'given' },
    });
    const overwrite = {
      useMessageAlarmData: true,
      overwriteAlarmDetails: true,
      alarmDetailsBuildJs: 'return {by: "script"};',
    };
    const [updated] = await run(overwrite, deviceMsg(demo, { data: JSON.stringify({ ...data, severity: 'MAJOR' }) }));
    expect(updated?.relation).toBe('Updated');
    expect(alarmOf(updated?.msg)).toMatchObject({ severity: 'MAJOR', details: { by: 'script' } });
  });

  it('creates, then updates, the alarms of messages of several devices handled at once, each published once', async () => {
    const devices = await Promise.all(
      ['Test Device A2', 'Test Device A3', 'Test Device B1'].map((name) => demoDevice(temp, name)),
    );
    const config = { alarmType: 'Batched', severity: 'MINOR', propagateToOwner: true };
    const published = () => temp.events.filter((event) => event.type === 'alarm' && event.alarm.type === 'Batched');
    const created = await Promise.all(devices.map((device) => run(config, deviceMsg(device))));
    expect(created.map(([result]) => result?.relation)).toEqual(['Created', 'Created', 'Created']);
    const ids = created.map(([result]) => alarmOf(result?.msg).id.id);
    expect(new Set(ids).size).toBe(3);
    const updated = await Promise.all(
      devices.map((device) => run({ ...config, severity: 'MAJOR' }, deviceMsg(device))),
    );
    expect(updated.map(([result]) => result?.relation)).toEqual(['Updated', 'Updated', 'Updated']);
    expect(updated.map(([result]) => alarmOf(result?.msg))).toEqual(
      ids.map((id) =>
        expect.objectContaining({ id: { entityType: 'ALARM', id }, severity: 'MAJOR', propagateToOwner: true }),
      ),
    );
    expect(published()).toHaveLength(6);
  });

  it('fails a message whose severity pattern names no severity, or whose details script throws', async () => {
    const [badSeverity] = await run({ alarmType: 'Bad', severity: '${missing}' }, deviceMsg(demo));
    expect(badSeverity?.relation).toBe('Failure');
    expect(String(badSeverity?.error)).toContain(tbCreateAlarmNode.BAD_SEVERITY);
    const [badScript] = await run(
      { alarmType: 'Bad script', alarmDetailsBuildJs: 'throw new Error("no details");' },
      deviceMsg(demo),
    );
    expect(badScript?.relation).toBe('Failure');
    expect(String(badScript?.error)).toContain('no details');
    const stored = await temp.ctx.db
      .selectFrom('alarm')
      .select('id')
      .where('type', 'in', ['Bad', 'Bad script'])
      .execute();
    expect(stored).toEqual([]);
  });
});

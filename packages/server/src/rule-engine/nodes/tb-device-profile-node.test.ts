import { type Alarm, type DeviceProfileAlarm, NULL_UUID } from '@fleetdeck/model';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { toJsonText } from '../../common/json.js';
import { newId, uuidTime } from '../../common/uuid.js';
import { createDeviceProfile } from '../../storage/install/device-profiles.js';
import { alarm, numericFilter, rule } from '../../testing/alarm-rules.js';
import { openTempContext, type TempContext } from '../../testing/temp-context.js';
import { ProfileAlarmNode } from '../device-profile/profile-alarm-node.js';
import type { TbMsg } from '../message.js';
import type { NodeProcessor, NodeResult } from '../node.js';
import { create, descriptor } from './tb-device-profile-node.js';

let temp: TempContext;
let tenantId: string;

beforeAll(async () => {
  temp = await openTempContext({ loadDemo: false });
  const tenant = await temp.ctx.db.selectFrom('tenant').select('id').executeTakeFirst();
  tenantId = tenant?.id ?? newId();
  if (!tenant) {
    const profile = await temp.ctx.db.selectFrom('tenant_profile').select('id').executeTakeFirstOrThrow();
    await temp.ctx.db
      .insertInto('tenant')
      .values({
        id: tenantId,
        created_time: uuidTime(tenantId),
        title: 'Alarm rules',
        region: null,
        tenant_profile_id: profile.id,
        additional_info: null,
        country: null,
        state: null,
        city: null,
        address: null,
        address2: null,
        zip: null,
        phone: null,
        email: null,
      })
      .execute();
  }
});

afterAll(async () => {
  await temp.close();
});

/** A device of a new profile with the given alarms, and its server attributes. */
async function deviceWith(alarms: DeviceProfileAlarm[], attributes: Record<string, number> = {}) {
  const profileId = await createDeviceProfile(temp.ctx.db, tenantId, {
    name: `Profile ${newId()}`,
    description: '',
    isDefault: false,
    alarms,
  });
  const id = newId();
  await temp.ctx.db
    .insertInto('device')
    .values({
      id,
      created_time: uuidTime(id),
      tenant_id: tenantId,
      customer_id: NULL_UUID,
      name: `Device ${id}`,
      type: 'thermostat',
      label: null,
      device_profile_id: profileId,
      device_data: null,
      firmware_id: null,
      software_id: null,
      additional_info: null,
      external_id: null,
    })
    .execute();
  const entity = { entityType: 'DEVICE' as const, id };
  await temp.ctx.telemetry.saveAttributes(
    tenantId,
    entity,
    'SERVER_SCOPE',
    Object.entries(attributes).map(([key, value]) => ({ key, lastUpdateTs: 1, value: { type: 'LONG', value } })),
  );
  return { id, entity, profileId };
}

/** A node with a stable context, as the engine runs it. */
function node(
  configuration: Record<string, unknown> = descriptor.configurationDescriptor.nodeDefinition.defaultConfiguration,
) {
  const definition = {
    id: newId(),
    ruleChainId: newId(),
    type: descriptor.clazz,
    name: 'Device Profile Node',
    configuration,
  };
  return { definition, process: create(definition) };
}

async function send(processor: NodeProcessor, msg: TbMsg): Promise<NodeResult[]> {
  const answer = await processor(msg, {
    app: temp.ctx,
    node: { id: newId(), ruleChainId: newId(), type: descriptor.clazz, name: 'n', configuration: {} },
    tellLater: () => undefined,
    enqueue: () => undefined,
  });
  return answer === null ? [] : 'relation' in answer ? [answer] : [...answer];
}

function telemetry(
  deviceId: string,
  values: Record<string, unknown>,
  ts: number,
  type = 'POST_TELEMETRY_REQUEST',
): TbMsg {
  return {
    id: newId(),
    ts,
    type,
    originator: { entityType: 'DEVICE', id: deviceId },
    tenantId,
    customerId: NULL_UUID,
    metadata: { deviceName: 'Thermostat', deviceType: 'thermostat', ts: String(ts) },
    data: JSON.stringify(values),
  };
}

const relations = (results: NodeResult[]) => results.map((result) => result.relation);
const alarmOf = (result: NodeResult | undefined) => JSON.parse(result?.msg.data ?? 'null') as Alarm;

const T0 = Date.UTC(2026, 0, 5, 10, 0, 0);
const threshold = {
  sourceType: 'CURRENT_DEVICE' as const,
  sourceAttribute: 'temperatureAlarmThreshold',
  inherit: false,
};
const details = `Current temperature = \${temperature}`;
const thermostat = alarm(
  { MAJOR: rule([numericFilter('temperature', 'GREATER', 25, threshold)], { details }) },
  rule([numericFilter('temperature', 'LESS_OR_EQUAL', 25, threshold)], { details }),
);

describe('the device profile node', () => {
  it('raises, updates and clears the alarm of a rule, with the ALARM message on its relation', async () => {
    const device = await deviceWith([thermostat], { temperatureAlarmThreshold: 20 });
    const { process } = node();
    const created = await send(process, telemetry(device.id, { temperature: 22 }, T0));
    expect(relations(created)).toEqual(['Alarm Created', 'Success']);
    const raised = alarmOf(created[0]);
    expect(raised).toMatchObject({
      type: 'High Temperature',
      originator: device.entity,
      severity: 'MAJOR',
      status: 'ACTIVE_UNACK',
      startTs: T0,
      endTs: T0,
      details: { data: 'Current temperature = 22' },
      propagate: false,
      propagateRelationTypes: null,
      name: 'High Temperature',
    });
    expect(created[0]?.msg).toMatchObject({
      type: 'ALARM',
      originator: device.entity,
      metadata: { deviceName: 'Thermostat', ts: String(T0), isNewAlarm: 'true' },
    });
    expect(created[1]?.msg.type).toBe('POST_TELEMETRY_REQUEST');

    const updated = await send(process, telemetry(device.id, { temperature: 23 }, T0 + 1000));
    expect(relations(updated)).toEqual(['Alarm Updated', 'Success']);
    expect(updated[0]?.msg.metadata).toMatchObject({ isExistingAlarm: 'true' });
    expect(alarmOf(updated[0])).toMatchObject({ id: raised.id, details: { data: 'Current temperature = 23' } });

    const cleared = await send(process, telemetry(device.id, { temperature: 18 }, T0 + 2000));
    expect(relations(cleared)).toEqual(['Alarm Cleared', 'Success']);
    expect(cleared[0]?.msg.metadata).toMatchObject({ isClearedAlarm: 'true' });
    const stored = await temp.ctx.db.selectFrom('alarm').selectAll().where('id', '=', raised.id.id).executeTakeFirst();
    expect(stored).toMatchObject({ status: 'CLEARED_UNACK', details: '{"data":"Current temperature = 18"}' });
    expect(temp.events).toContainEqual(
      expect.objectContaining({ type: 'alarm', alarm: expect.objectContaining({ status: 'CLEARED_UNACK' }) }),
    );
  });

  it('passes other originators and other messages on as Success', async () => {
    const device = await deviceWith([thermostat], { temperatureAlarmThreshold: 20 });
    const { process } = node();
    const fromTenant = {
      ...telemetry(device.id, { temperature: 99 }, T0),
      originator: { entityType: 'TENANT' as const, id: tenantId },
    };
    expect(relations(await send(process, fromTenant))).toEqual(['Success']);
    const rpc = telemetry(device.id, { method: 'x' }, T0, 'TO_SERVER_RPC_REQUEST');
    expect(relations(await send(process, rpc))).toEqual(['Success']);
  });

  it('escalates severity and marks the message', async () => {
    const escalating = alarm({
      MAJOR: rule([numericFilter('temperature', 'GREATER', 25)]),
      CRITICAL: rule([numericFilter('temperature', 'GREATER', 40)]),
    });
    const device = await deviceWith([escalating]);
    const { process } = node();
    await send(process, telemetry(device.id, { temperature: 30 }, T0));
    const escalated = await send(process, telemetry(device.id, { temperature: 45 }, T0 + 1));
    expect(relations(escalated)).toEqual(['Alarm Severity Updated', 'Success']);
    expect(escalated[0]?.msg.metadata).toMatchObject({ isExistingAlarm: 'true', isSeverityUpdated: 'true' });
    expect(alarmOf(escalated[0]).severity).toBe('CRITICAL');
  });

  it('evaluates rules on attributes the device posts and on activity events', async () => {
    const onAttributes = alarm(
      { WARNING: rule([numericFilter('battery', 'LESS', 10, null, 'ATTRIBUTE')]) },
      null,
      'Low Battery',
    );
    const onActivity = alarm(
      {
        MINOR: rule([
          {
            key: { type: 'TIME_SERIES', key: 'active' },
            valueType: 'BOOLEAN',
            value: null,
            predicate: { type: 'BOOLEAN', operation: 'EQUAL', value: { defaultValue: false } },
          },
        ]),
      },
      null,
      'Offline',
    );
    const device = await deviceWith([onAttributes, onActivity]);
    const { process } = node();
    const posted = await send(process, telemetry(device.id, { battery: 5 }, T0, 'POST_ATTRIBUTES_REQUEST'));
    expect(relations(posted)).toEqual(['Alarm Created', 'Success']);
    expect(alarmOf(posted[0]).type).toBe('Low Battery');
    const inactive = telemetry(device.id, { active: false, lastActivityTime: T0 }, T0 + 5, 'INACTIVITY_EVENT');
    const result = await send(process, inactive);
    expect(relations(result)).toEqual(['Alarm Created', 'Success']);
    expect(alarmOf(result[0]).type).toBe('Offline');
  });

  it('counts repeats into the metadata and fails the message on a count that is not a number', async () => {
    const repeating = alarm({
      MAJOR: rule([numericFilter('temperature', 'GREATER', 25)], {
        spec: {
          type: 'REPEATING',
          predicate: { defaultValue: 2, dynamicValue: { sourceType: 'CURRENT_DEVICE', sourceAttribute: 'repeats' } },
        },
      }),
    });
    const device = await deviceWith([repeating]);
    const { process } = node();
    expect(relations(await send(process, telemetry(device.id, { temperature: 30 }, T0)))).toEqual(['Success']);
    const second = await send(process, telemetry(device.id, { temperature: 30 }, T0 + 1));
    expect(second[0]?.msg.metadata).toMatchObject({ alarmConditionRepeats: '2', isNewAlarm: 'true' });

    const broken = await deviceWith([repeating]);
    await temp.ctx.telemetry.saveAttributes(tenantId, broken.entity, 'SERVER_SCOPE', [
      { key: 'repeats', lastUpdateTs: 1, value: { type: 'STRING', value: 'twice' } },
    ]);
    const failed = await send(process, telemetry(broken.id, { temperature: 30 }, T0));
    expect(relations(failed)).toEqual(['Failure']);
    expect(failed[0]?.error).toMatchObject({
      message: `Failed to process alarm rule for Device [${broken.id}]: Could not convert attribute 'repeats' with value 'twice' to numeric value!`,
    });
  });

  it('reads the rules again when the profile is saved', async () => {
    const device = await deviceWith([thermostat], { temperatureAlarmThreshold: 20 });
    const { process } = node();
    expect(relations(await send(process, telemetry(device.id, { temperature: 22 }, T0)))).toEqual([
      'Alarm Created',
      'Success',
    ]);
    const stricter = alarm({ CRITICAL: rule([numericFilter('temperature', 'GREATER', 21)]) });
    await temp.ctx.db
      .updateTable('device_profile')
      .set({ profile_data: toJsonText({ alarms: [stricter] }) as string })
      .where('id', '=', device.profileId)
      .execute();
    temp.ctx.bus.publish({
      type: 'entitySaved',
      tenantId,
      entityId: { entityType: 'DEVICE_PROFILE', id: device.profileId },
      created: false,
    });
    // The alarm of the same type is there: the new rule raises its severity.
    const next = await send(process, telemetry(device.id, { temperature: 22 }, T0 + 1));
    expect(relations(next)).toEqual(['Alarm Severity Updated', 'Success']);
    expect(alarmOf(next[0]).severity).toBe('CRITICAL');
  });

  it('keeps rule counters in the database and reads them back on start when asked to', async () => {
    const repeating = alarm({
      MAJOR: rule([numericFilter('temperature', 'GREATER', 25)], {
        spec: { type: 'REPEATING', predicate: { defaultValue: 3 } },
      }),
    });
    const device = await deviceWith([repeating]);
    const persisting = node({ persistAlarmRulesState: true, fetchAlarmRulesStateOnStart: false });
    await send(persisting.process, telemetry(device.id, { temperature: 30 }, T0));
    await send(persisting.process, telemetry(device.id, { temperature: 30 }, T0 + 1));
    const row = await temp.ctx.db
      .selectFrom('rule_node_state')
      .selectAll()
      .where('rule_node_id', '=', persisting.definition.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.state_data)).toEqual({
      alarmStates: {
        [repeating.id]: {
          createRuleStates: { MAJOR: { lastEventTs: 0, duration: 0, eventCount: 2 } },
          clearRuleState: null,
        },
      },
    });
    // The same node after a restart (a context of its own), fetching the stored states when it starts.
    const restarted = create({
      ...persisting.definition,
      configuration: { persistAlarmRulesState: true, fetchAlarmRulesStateOnStart: true },
    });
    const third = await send(restarted, telemetry(device.id, { temperature: 30 }, T0 + 2));
    expect(relations(third)).toEqual(['Alarm Created', 'Success']);
    expect(third[0]?.msg.metadata.alarmConditionRepeats).toBe('3');

    // Without persistence the node forgets what an earlier configuration stored.
    const forgetting = create({ ...persisting.definition, configuration: { persistAlarmRulesState: false } });
    await send(forgetting, telemetry(device.id, { humidity: 1 }, T0 + 3));
    const left = await temp.ctx.db
      .selectFrom('rule_node_state')
      .select('id')
      .where('rule_node_id', '=', persisting.definition.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('raises a DURATION alarm on the periodic check, without new data, along its relation', async () => {
    const lasting = alarm({
      MAJOR: rule([numericFilter('temperature', 'GREATER', 25)], {
        spec: { type: 'DURATION', unit: 'MINUTES', predicate: { defaultValue: 1 } },
      }),
    });
    const device = await deviceWith([lasting]);
    const state = new ProfileAlarmNode(temp.ctx, newId(), {
      persistAlarmRulesState: false,
      fetchAlarmRulesStateOnStart: false,
    });
    const later: Array<[string, TbMsg]> = [];
    const context = {
      app: temp.ctx,
      node: { id: newId(), ruleChainId: newId(), type: descriptor.clazz, name: 'n', configuration: {} },
      tellLater: (msg: TbMsg, relation: string) => later.push([relation, msg]),
      enqueue: () => undefined,
    };
    try {
      expect(relations(await state.process(telemetry(device.id, { temperature: 30 }, T0), context))).toEqual([
        'Success',
      ]);
      await state.checkDurations(T0 + 30_000);
      expect(later).toEqual([]);
      await state.checkDurations(T0 + 61_000);
      expect(later.map(([relation]) => relation)).toEqual(['Alarm Created']);
      expect(later[0]?.[1].metadata).toMatchObject({ deviceName: 'Thermostat', isNewAlarm: 'true' });
      expect(JSON.parse(later[0]?.[1].data ?? '{}')).toMatchObject({ type: 'High Temperature', severity: 'MAJOR' });
    } finally {
      state.close();
    }
  });

  it('stops a node removed from its chain and deletes what it stored', async () => {
    const repeating = alarm({
      MAJOR: rule([numericFilter('temperature', 'GREATER', 25)], {
        spec: { type: 'REPEATING', predicate: { defaultValue: 5 } },
      }),
    });
    const device = await deviceWith([repeating]);
    const removed = node({ persistAlarmRulesState: true, fetchAlarmRulesStateOnStart: false });
    await send(removed.process, telemetry(device.id, { temperature: 30 }, T0));
    const stored = () =>
      temp.ctx.db
        .selectFrom('rule_node_state')
        .select('id')
        .where('rule_node_id', '=', removed.definition.id)
        .execute();
    expect(await stored()).toHaveLength(1);
    // The node was never in a stored chain: a change of the tenant's chains finds it gone.
    temp.ctx.bus.publish({
      type: 'entitySaved',
      tenantId,
      entityId: { entityType: 'RULE_CHAIN', id: newId() },
      created: false,
    });
    await vi.waitFor(async () => expect(await stored()).toEqual([]));
  });

  it("compares with the customer's and the tenant's server attributes, read as they are at each message", async () => {
    const fromCustomer = { sourceType: 'CURRENT_CUSTOMER' as const, sourceAttribute: 'limit', inherit: true };
    const fromDevice = { sourceType: 'CURRENT_DEVICE' as const, sourceAttribute: 'tenantLimit', inherit: true };
    const owned = alarm({
      MAJOR: rule([numericFilter('temperature', 'GREATER', 0, fromCustomer)]),
      MINOR: rule([numericFilter('humidity', 'GREATER', 0, fromDevice)]),
    });
    const device = await deviceWith([owned]);
    const customerId = newId();
    await temp.ctx.db.updateTable('device').set({ customer_id: customerId }).where('id', '=', device.id).execute();
    const save = (entity: { entityType: 'CUSTOMER' | 'TENANT'; id: string }, key: string, value: number) =>
      temp.ctx.telemetry.saveAttributes(tenantId, entity, 'SERVER_SCOPE', [
        { key, lastUpdateTs: 1, value: { type: 'LONG', value } },
      ]);
    await save({ entityType: 'CUSTOMER', id: customerId }, 'limit', 40);
    await save({ entityType: 'TENANT', id: tenantId }, 'tenantLimit', 70);
    const { process } = node();
    expect(relations(await send(process, telemetry(device.id, { temperature: 35, humidity: 65 }, T0)))).toEqual([
      'Success',
    ]);
    await save({ entityType: 'CUSTOMER', id: customerId }, 'limit', 30);
    const raised = await send(process, telemetry(device.id, { temperature: 35 }, T0 + 1));
    expect(relations(raised)).toEqual(['Alarm Created', 'Success']);
    expect(alarmOf(raised[0]).severity).toBe('MAJOR');
    // Without the customer's attribute the customer source inherits the tenant's.
    await temp.ctx.telemetry.deleteAttributes(tenantId, { entityType: 'CUSTOMER', id: customerId }, 'SERVER_SCOPE', [
      'limit',
    ]);
    await save({ entityType: 'TENANT', id: tenantId }, 'limit', 50);
    const other = await deviceWith([owned]);
    await temp.ctx.db.updateTable('device').set({ customer_id: customerId }).where('id', '=', other.id).execute();
    expect(relations(await send(process, telemetry(other.id, { temperature: 45 }, T0)))).toEqual(['Success']);
    expect(relations(await send(process, telemetry(other.id, { temperature: 55, humidity: 75 }, T0 + 1)))).toEqual([
      'Alarm Created',
      'Success',
    ]);
  });

  it('gives a burst of many devices the alarms and ALARM messages each device gets one message at a time', async () => {
    const swinging = alarm(
      {
        MAJOR: rule([numericFilter('temperature', 'GREATER', 25)], { details }),
        CRITICAL: rule([numericFilter('temperature', 'GREATER', 40)], { details }),
      },
      rule([numericFilter('temperature', 'LESS_OR_EQUAL', 25)], { details }),
    );
    // Raise, update, escalate, update, clear, raise again, escalate, clear, nothing, raise CRITICAL, update, clear.
    const readings = [30, 31, 45, 46, 20, 30, 45, 20, 22, 41, 41, 10];
    /** What a device's messages led to: per message its relations and the alarm each ALARM message carries. */
    const outcome = (answers: NodeResult[][]) =>
      answers.map((results) =>
        results.map((result) => {
          if (result.relation === 'Success') return 'Success';
          const { severity, status, details: text, startTs } = alarmOf(result);
          return { relation: result.relation, severity, status, details: text, startTs };
        }),
      );
    /** The device's alarms as stored, oldest first, without what differs between devices. */
    const stored = async (deviceId: string) =>
      (
        await temp.ctx.db
          .selectFrom('alarm')
          .select(['type', 'severity', 'status', 'start_ts', 'details'])
          .where('originator_id', '=', deviceId)
          .orderBy('created_time')
          .orderBy('start_ts')
          .execute()
      ).map((row) => ({ ...row, start_ts: Number(row.start_ts) }));

    const single = await deviceWith([swinging]);
    const { process } = node();
    const oneByOne: NodeResult[][] = [];
    for (const [index, temperature] of readings.entries()) {
      oneByOne.push(await send(process, telemetry(single.id, { temperature }, T0 + index * 1000)));
    }
    expect(
      outcome(oneByOne)
        .flat()
        .filter((result) => result !== 'Success'),
    ).toHaveLength(11);

    const devices = await Promise.all(Array.from({ length: 8 }, () => deviceWith([swinging])));
    // Every message of every device handed to the node at once: the node keeps each device's order, and the
    // devices' alarm changes share transactions.
    const burst = await Promise.all(
      devices.map((device) =>
        Promise.all(
          readings.map((temperature, index) => send(process, telemetry(device.id, { temperature }, T0 + index * 1000))),
        ),
      ),
    );
    for (const [index, device] of devices.entries()) {
      expect(outcome(burst[index] ?? [])).toEqual(outcome(oneByOne));
      expect(await stored(device.id)).toEqual(await stored(single.id));
    }
    expect(await stored(single.id)).toMatchObject([
      { severity: 'CRITICAL', status: 'CLEARED_UNACK', start_ts: T0 },
      { severity: 'CRITICAL', status: 'CLEARED_UNACK', start_ts: T0 + 5000 },
      { severity: 'CRITICAL', status: 'CLEARED_UNACK', start_ts: T0 + 9000 },
    ]);
  });
});

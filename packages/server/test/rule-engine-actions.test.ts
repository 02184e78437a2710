import type { Alarm, DebugRuleNodeEventBody, Device, RuleChainMetaData } from '@fleetdeck/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDevice, deviceHttp } from './support/devices.js';
import { createTenantWithAdmin, PAGE, POLL, type TenantFixture, unique } from './support/fixtures.js';
import { useTestServer } from './support/suite.js';

const server = useTestServer({ MQTT_PORT: '0' });
let tenant: TenantFixture;
let metadata: RuleChainMetaData;
let device: Device;
let token: string;

const ENGINE = 'org.thingsboard.rule.engine';

/**
 * The tenant's root chain: a message type switch in debug mode first (so its IN events list every message that
 * entered the chain), and telemetry above 50 raising an alarm, below clearing it.
 */
beforeAll(async () => {
  const sysadmin = await server.as('sysadmin');
  tenant = await createTenantWithAdmin(server, sysadmin);
  const admin = tenant.admin;
  const chain = await admin.ruleChains.save({ name: 'Alarm actions' });
  metadata = await admin.ruleChains.saveMetadata({
    ruleChainId: chain.id,
    firstNodeIndex: 0,
    nodes: [
      { type: `${ENGINE}.filter.TbMsgTypeSwitchNode`, name: 'Types', debugMode: true, configuration: { version: 0 } },
      {
        type: `${ENGINE}.filter.TbJsFilterNode`,
        name: 'Hot?',
        debugMode: false,
        configuration: { jsScript: 'return msg.temperature > 50;' },
      },
      {
        type: `${ENGINE}.action.TbCreateAlarmNode`,
        name: 'Raise',
        debugMode: true,
        configuration: {
          alarmType: 'High Temperature',
          severity: 'MAJOR',
          alarmDetailsBuildJs: 'return {temperature: msg.temperature};',
          propagate: false,
          propagateToOwner: false,
          propagateToTenant: false,
          useMessageAlarmData: false,
          overwriteAlarmDetails: false,
          relationTypes: [],
        },
      },
      {
        type: `${ENGINE}.action.TbClearAlarmNode`,
        name: 'Clear',
        debugMode: true,
        configuration: { alarmType: 'High Temperature', alarmDetailsBuildJs: 'return {cleared: msg.temperature};' },
      },
    ],
    connections: [
      { fromIndex: 0, toIndex: 1, type: 'Post telemetry' },
      { fromIndex: 1, toIndex: 2, type: 'True' },
      { fromIndex: 1, toIndex: 3, type: 'False' },
    ],
  });
  await admin.ruleChains.setRoot(chain.id.id);
  const created = await createDevice(admin, { name: unique('Oven') });
  device = created.device;
  token = created.token;
});

const nodeEntity = (name: string) => ({
  entityType: 'RULE_NODE' as const,
  id: metadata.nodes.find((node) => node.name === name)?.id.id as string,
});

/** The debug event bodies of a node, oldest first. */
async function debugBodies(name: string): Promise<DebugRuleNodeEventBody[]> {
  const link = { ...PAGE, pageSize: 1000, sortOrder: { property: 'createdTime', direction: 'ASC' as const } };
  const page = await tenant.admin.events.list(nodeEntity(name), 'DEBUG_RULE_NODE', tenant.tenant.id.id, link);
  return page.data.map((event) => event.body as DebugRuleNodeEventBody);
}

/** What entered the root chain: the IN events of its first node. */
async function received(msgType: string, originatorId?: string): Promise<DebugRuleNodeEventBody[]> {
  return (await debugBodies('Types')).filter(
    (body) => body.type === 'IN' && body.msgType === msgType && (!originatorId || body.entityId === originatorId),
  );
}

const postTemperature = async (temperature: number) => {
  const response = await deviceHttp(server, 'POST', `/api/v1/${token}/telemetry`, { temperature });
  expect(response.status).toBe(200);
};

async function alarmsOfDevice(): Promise<Alarm[]> {
  const page = await tenant.admin.alarms.forEntity(device.id, { ...PAGE });
  return page.data;
}

describe('create and clear alarm nodes in a chain', () => {
  it('raise an alarm for a hot reading, update it on the next one and clear it when the device cools down', async () => {
    await postTemperature(90);
    await expect.poll(alarmsOfDevice, POLL).toEqual([
      expect.objectContaining({
        type: 'High Temperature',
        severity: 'MAJOR',
        status: 'ACTIVE_UNACK',
        details: { temperature: 90 },
      }),
    ]);
    const raised = await debugBodies('Raise');
    expect(raised.filter((body) => body.type === 'OUT')).toEqual([
      expect.objectContaining({ relationType: 'Created', msgType: 'ALARM', entityId: device.id.id }),
    ]);
    const createdOut = raised.find((body) => body.type === 'OUT') as DebugRuleNodeEventBody;
    expect(JSON.parse(createdOut.metadata)).toMatchObject({ isNewAlarm: 'true', deviceName: device.name });
    const alarm = JSON.parse(createdOut.data) as Alarm;

    await postTemperature(95);
    await expect.poll(async () => (await alarmsOfDevice())[0]?.details, POLL).toEqual({ temperature: 95 });
    await expect
      .poll(
        async () => (await debugBodies('Raise')).filter((body) => body.type === 'OUT').map((b) => b.relationType),
        POLL,
      )
      .toEqual(['Created', 'Updated']);

    await postTemperature(20);
    await expect
      .poll(alarmsOfDevice, POLL)
      .toEqual([expect.objectContaining({ id: alarm.id, status: 'CLEARED_UNACK', details: { cleared: 20 } })]);
    const clearedOut = (await debugBodies('Clear')).filter((body) => body.type === 'OUT');
    expect(clearedOut.map((body) => body.relationType)).toEqual(['Cleared']);
    expect(JSON.parse(clearedOut[0]?.metadata ?? '{}')).toMatchObject({ isClearedAlarm: 'true' });

    // The nodes tell the engine about the alarm they changed, from the alarm itself.
    await expect.poll(async () => (await received('ENTITY_CREATED', alarm.id.id)).length, POLL).toBe(1);
    await expect.poll(async () => (await received('ENTITY_UPDATED', alarm.id.id)).length, POLL).toBe(1);
    await expect.poll(async () => (await received('ALARM_CLEAR', alarm.id.id)).length, POLL).toBe(1);
    const [told] = await received('ALARM_CLEAR', alarm.id.id);
    expect(told).toMatchObject({ entityType: 'ALARM' });
    expect(JSON.parse(told?.metadata ?? '{}')).toEqual({ ruleNodeId: nodeEntity('Clear').id });
  });

  it('send a cool reading without an active alarm along False, unchanged', async () => {
    const before = (await debugBodies('Clear')).length;
    await postTemperature(10);
    await expect.poll(async () => (await debugBodies('Clear')).length, POLL).toBe(before + 2);
    const out = (await debugBodies('Clear')).at(-1);
    expect(out).toMatchObject({ type: 'OUT', relationType: 'False', msgType: 'POST_TELEMETRY_REQUEST' });
    expect(out?.data).toBe('{"temperature":10}');
  });
});

describe('what users change through the REST API enters the root chain', () => {
  const userMetadata = () => ({ userId: tenant.adminUser.id.id, userName: tenant.email });

  it('tells ENTITY_CREATED, ENTITY_UPDATED and ENTITY_DELETED with the entity as data', async () => {
    const admin = tenant.admin;
    const [createdDevice] = await received('ENTITY_CREATED', device.id.id);
    expect(createdDevice).toMatchObject({ entityType: 'DEVICE' });
    expect(JSON.parse(createdDevice?.data ?? '{}')).toMatchObject({ id: device.id, name: device.name });
    expect(JSON.parse(createdDevice?.metadata ?? '{}')).toEqual(userMetadata());

    const asset = await admin.assets.save({ name: unique('Building'), type: 'building' });
    await admin.assets.save({ ...asset, label: 'Main' });
    await admin.assets.delete(asset.id.id);
    await expect.poll(async () => (await received('ENTITY_DELETED', asset.id.id)).length, POLL).toBe(1);
    expect(await received('ENTITY_CREATED', asset.id.id)).toHaveLength(1);
    const [updated] = await received('ENTITY_UPDATED', asset.id.id);
    expect(JSON.parse(updated?.data ?? '{}')).toMatchObject({ name: asset.name, label: 'Main' });

    const customer = await admin.customers.save({ title: unique('Customer') });
    await expect.poll(async () => (await received('ENTITY_CREATED', customer.id.id)).length, POLL).toBe(1);
    const [createdCustomer] = await received('ENTITY_CREATED', customer.id.id);
    expect(JSON.parse(createdCustomer?.metadata ?? '{}')).toEqual({ ...userMetadata(), customerId: customer.id.id });

    const view = await admin.entityViews.save({ name: unique('View'), type: 'window', entityId: device.id });
    await expect.poll(async () => (await received('ENTITY_CREATED', view.id.id)).length, POLL).toBe(1);
  });

  it("tells a dashboard's and an edge's lifecycle, the dashboard without its configuration", async () => {
    const dashboard = await tenant.admin.dashboards.save({ title: unique('Board'), configuration: { widgets: {} } });
    await tenant.admin.dashboards.delete(dashboard.id.id);
    const edge = await tenant.admin.edges.save({ name: unique('Edge'), type: 'default' });
    await expect.poll(async () => (await received('ENTITY_DELETED', dashboard.id.id)).length, POLL).toBe(1);
    await expect.poll(async () => (await received('ENTITY_CREATED', edge.id.id)).length, POLL).toBe(1);
    const [created] = await received('ENTITY_CREATED', dashboard.id.id);
    expect(JSON.parse(created?.data ?? '{}')).toMatchObject({ title: dashboard.title, configuration: '' });
  });

  it('tells ENTITY_ASSIGNED and ENTITY_UNASSIGNED naming the customer', async () => {
    const admin = tenant.admin;
    const customer = await admin.customers.save({ title: unique('Owner') });
    await admin.devices.assignToCustomer(customer.id.id, device.id.id);
    await admin.devices.unassignFromCustomer(device.id.id);
    await expect.poll(async () => (await received('ENTITY_UNASSIGNED', device.id.id)).length, POLL).toBe(1);
    const [assigned] = await received('ENTITY_ASSIGNED', device.id.id);
    expect(JSON.parse(assigned?.metadata ?? '{}')).toEqual({
      ...userMetadata(),
      customerId: customer.id.id,
      assignedCustomerId: customer.id.id,
      assignedCustomerName: customer.title,
    });
    expect(JSON.parse(assigned?.data ?? '{}')).toMatchObject({ customerId: customer.id });
    const [unassigned] = await received('ENTITY_UNASSIGNED', device.id.id);
    expect(JSON.parse(unassigned?.metadata ?? '{}')).toMatchObject({
      unassignedCustomerId: customer.id.id,
      unassignedCustomerName: customer.title,
    });
  });

  it('tells ATTRIBUTES_UPDATED and ATTRIBUTES_DELETED with the scope', async () => {
    await tenant.admin.telemetry.saveAttributes(device.id, 'SERVER_SCOPE', { mode: 'eco', level: 3 });
    await tenant.admin.telemetry.deleteAttributes(device.id, 'SERVER_SCOPE', ['mode']);
    await expect.poll(async () => (await received('ATTRIBUTES_DELETED', device.id.id)).length, POLL).toBe(1);
    const [saved] = await received('ATTRIBUTES_UPDATED', device.id.id);
    expect(JSON.parse(saved?.data ?? '{}')).toEqual({ mode: 'eco', level: 3 });
    expect(JSON.parse(saved?.metadata ?? '{}')).toEqual({ ...userMetadata(), scope: 'SERVER_SCOPE' });
    const [deleted] = await received('ATTRIBUTES_DELETED', device.id.id);
    expect(JSON.parse(deleted?.data ?? '{}')).toEqual({ attributes: ['mode'] });
    expect(JSON.parse(deleted?.metadata ?? '{}')).toMatchObject({ scope: 'SERVER_SCOPE' });
  });

  it('tells TIMESERIES_UPDATED and TIMESERIES_DELETED', async () => {
    await tenant.admin.telemetry.saveTimeseries(device.id, { ts: 5000, values: { pressure: 1.5 } });
    await tenant.admin.telemetry.deleteTimeseries(device.id, ['pressure'], { startTs: 4000, endTs: 6000 });
    await expect.poll(async () => (await received('TIMESERIES_DELETED', device.id.id)).length, POLL).toBe(1);
    const [saved] = await received('TIMESERIES_UPDATED', device.id.id);
    expect(JSON.parse(saved?.data ?? '{}')).toEqual({ timeseries: [{ ts: 5000, values: { pressure: 1.5 } }] });
    expect(JSON.parse(saved?.metadata ?? '{}')).toEqual(userMetadata());
    const [deleted] = await received('TIMESERIES_DELETED', device.id.id);
    expect(JSON.parse(deleted?.data ?? '{}')).toEqual({ timeseries: ['pressure'], startTs: 4000, endTs: 6000 });
  });

  it("tells ALARM_ACK, ALARM_CLEAR and, for a delete, ENTITY_DELETED from the alarm's originator", async () => {
    const asset = await tenant.admin.assets.save({ name: unique('Pump'), type: 'pump' });
    const alarm = await tenant.admin.alarms.save({
      type: 'Leak',
      originator: asset.id,
      severity: 'MINOR',
      status: 'ACTIVE_UNACK',
    });
    await tenant.admin.alarms.ack(alarm.id.id);
    await tenant.admin.alarms.clear(alarm.id.id);
    await tenant.admin.alarms.delete(alarm.id.id);
    await expect.poll(async () => (await received('ENTITY_DELETED', asset.id.id)).length, POLL).toBe(1);
    const types = (await debugBodies('Types'))
      .filter((body) => body.type === 'IN' && body.entityId === asset.id.id)
      .map((body) => body.msgType);
    expect(types).toEqual(['ENTITY_CREATED', 'ENTITY_CREATED', 'ALARM_ACK', 'ALARM_CLEAR', 'ENTITY_DELETED']);
    const [acked] = await received('ALARM_ACK', asset.id.id);
    expect(JSON.parse(acked?.data ?? '{}')).toMatchObject({ id: alarm.id, status: 'ACTIVE_ACK' });
    const [deleted] = await received('ENTITY_DELETED', asset.id.id);
    expect(JSON.parse(deleted?.data ?? '{}')).toMatchObject({ id: alarm.id, type: 'Leak' });
  });
});

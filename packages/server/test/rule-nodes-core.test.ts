import type { Api } from '@fleetdeck/client';
import type { Device, RuleChainMetaData } from '@fleetdeck/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDevice, deviceHttp } from './support/devices.js';
import { createTenantWithAdmin, PAGE, POLL, type TenantFixture, unique } from './support/fixtures.js';
import { useTestServer } from './support/suite.js';

const server = useTestServer({ MQTT_PORT: '0' });
const ENGINE = 'org.thingsboard.rule.engine';
const SAVE_TIMESERIES = {
  type: `${ENGINE}.telemetry.TbMsgTimeseriesNode`,
  name: 'Save',
  configuration: { defaultTTL: 0 },
};

type ChainNode = { type: string; name: string; configuration: Record<string, unknown>; debugMode?: boolean };

/** Saves a chain of the nodes and connections as the tenant's root chain, so every device message runs through it. */
async function rootChain(
  admin: Api,
  nodes: ChainNode[],
  connections: Array<{ fromIndex: number; toIndex: number; type: string }>,
): Promise<RuleChainMetaData> {
  const chain = await admin.ruleChains.save({ name: unique('Chain') });
  const metadata = await admin.ruleChains.saveMetadata({
    ruleChainId: chain.id,
    firstNodeIndex: 0,
    nodes,
    connections,
  });
  await admin.ruleChains.setRoot(chain.id.id);
  return metadata;
}

/** The latest value of a time series key of the entity, as text (undefined while it has none). */
async function latest(admin: Api, entity: Device, key: string): Promise<string | undefined> {
  const data = await admin.telemetry.latest(entity.id, [key]);
  return data[key]?.[0]?.value as string | undefined;
}

/** Posts telemetry as the device and expects the device API to accept it. */
async function publish(token: string, body: unknown): Promise<void> {
  expect((await deviceHttp(server, 'POST', `/api/v1/${token}/telemetry`, body)).status).toBe(200);
}

let tenants: TenantFixture[];

beforeAll(async () => {
  const sysadmin = await server.as('sysadmin');
  tenants = await Promise.all([1, 2, 3, 4, 5, 6].map(() => createTenantWithAdmin(server, sysadmin)));
});

describe('enrichment nodes in a running chain', () => {
  it('saves the delta of a meter and the tenant title added from its details', async () => {
    const { admin, tenant } = tenants[0] as TenantFixture;
    await rootChain(
      admin,
      [
        {
          type: `${ENGINE}.metadata.CalculateDeltaNode`,
          name: 'Delta',
          configuration: { inputValueKey: 'pulses', outputValueKey: 'delta', useCache: true, round: 1 },
        },
        {
          type: `${ENGINE}.metadata.TbGetTenantDetailsNode`,
          name: 'Tenant',
          configuration: { detailsList: ['TITLE'], addToMetadata: true },
        },
        {
          type: `${ENGINE}.transform.TbTransformMsgNode`,
          name: 'Title into data',
          configuration: {
            jsScript:
              'msg.tenantTitle = metadata.tenant_title; return {msg: msg, metadata: metadata, msgType: msgType};',
          },
        },
        SAVE_TIMESERIES,
      ],
      [
        { fromIndex: 0, toIndex: 1, type: 'Success' },
        { fromIndex: 1, toIndex: 2, type: 'Success' },
        { fromIndex: 2, toIndex: 3, type: 'Success' },
      ],
    );
    const { device, token } = await createDevice(admin);
    await publish(token, { pulses: 100 });
    await expect.poll(() => latest(admin, device, 'delta'), POLL).toBe('0');
    await publish(token, { pulses: 130.25 });
    await expect.poll(() => latest(admin, device, 'delta'), POLL).toBe('30.3');
    expect(await latest(admin, device, 'tenantTitle')).toBe(tenant.title);
  });
});

describe('action nodes in a running chain', () => {
  it('tells a device entering its geofence, and the originator telemetry of the interval', async () => {
    const { admin } = tenants[1] as TenantFixture;
    await rootChain(
      admin,
      [
        {
          type: `${ENGINE}.geo.TbGpsGeofencingActionNode`,
          name: 'Fence',
          configuration: {
            latitudeKeyName: 'latitude',
            longitudeKeyName: 'longitude',
            perimeterType: 'POLYGON',
            fetchPerimeterInfoFromMessageMetadata: false,
            polygonsDefinition: '[[49,29],[49,31],[51,31],[51,29]]',
            minInsideDuration: 1,
            minInsideDurationTimeUnit: 'HOURS',
            minOutsideDuration: 1,
            minOutsideDurationTimeUnit: 'HOURS',
          },
        },
        {
          type: `${ENGINE}.transform.TbTransformMsgNode`,
          name: 'Entered',
          configuration: { jsScript: 'return {msg: {fence: "entered"}, metadata: metadata, msgType: msgType};' },
        },
        {
          type: `${ENGINE}.transform.TbTransformMsgNode`,
          name: 'Left',
          configuration: { jsScript: 'return {msg: {fence: "left"}, metadata: metadata, msgType: msgType};' },
        },
        SAVE_TIMESERIES,
      ],
      [
        { fromIndex: 0, toIndex: 1, type: 'Entered' },
        { fromIndex: 0, toIndex: 2, type: 'Left' },
        { fromIndex: 1, toIndex: 3, type: 'Success' },
        { fromIndex: 2, toIndex: 3, type: 'Success' },
      ],
    );
    const { device, token } = await createDevice(admin);
    await publish(token, { latitude: 10, longitude: 10 });
    await expect.poll(() => latest(admin, device, 'fence'), POLL).toBe('left');
    await publish(token, { latitude: 50, longitude: 30 });
    await expect.poll(() => latest(admin, device, 'fence'), POLL).toBe('entered');
  });

  it('generates messages from its script once its chain is saved, up to its count', async () => {
    const { admin } = tenants[2] as TenantFixture;
    const { device } = await createDevice(admin);
    await rootChain(
      admin,
      [
        {
          type: `${ENGINE}.debug.TbMsgGeneratorNode`,
          name: 'Generator',
          configuration: {
            msgCount: 2,
            periodInSeconds: 1,
            originatorType: 'DEVICE',
            originatorId: device.id.id,
            jsScript:
              'var n = (prevMsg.n || 0) + 1; return {msg: {n: n}, metadata: {}, msgType: "POST_TELEMETRY_REQUEST"};',
          },
        },
        SAVE_TIMESERIES,
      ],
      [{ fromIndex: 0, toIndex: 1, type: 'Success' }],
    );
    await expect.poll(() => latest(admin, device, 'n'), POLL).toBe('2');
    const history = await admin.telemetry.timeseries(device.id, {
      keys: ['n'],
      startTs: 0,
      endTs: Date.now() + 60_000,
      limit: 10,
    });
    expect(history.n?.map((point) => point.value).sort()).toEqual(['1', '2']);
  });

  it('stores telemetry of a device assigned to an edge as an event of that edge', async () => {
    const { admin } = tenants[3] as TenantFixture;
    await rootChain(
      admin,
      [{ type: `${ENGINE}.edge.TbMsgPushToEdgeNode`, name: 'To edge', configuration: { scope: 'SERVER_SCOPE' } }],
      [],
    );
    const edge = await admin.edges.save({ name: unique('Edge'), type: 'default' });
    const { device, token } = await createDevice(admin);
    await admin.edges.assignDevice(edge.id.id, device.id.id);
    await publish(token, { temperature: 33 });
    const timeseriesEvents = async () =>
      (
        await admin.edges.events(edge.id.id, { ...PAGE, sortOrder: { property: 'createdTime', direction: 'DESC' } })
      ).data.filter((event) => event.action === 'TIMESERIES_UPDATED');
    await expect.poll(async () => (await timeseriesEvents()).length, POLL).toBe(1);
    const [event] = await timeseriesEvents();
    expect(event).toMatchObject({ type: 'DEVICE', entityId: device.id.id, body: { data: { temperature: 33 } } });
  });

  it('copies posted attributes to the entity view through the flow nodes, and fails a save to a custom table', async () => {
    const { admin, tenant } = tenants[4] as TenantFixture;
    const metadata = await rootChain(
      admin,
      [
        { type: `${ENGINE}.flow.TbAckNode`, name: 'Ack', configuration: { version: 0 } },
        // Main skips failed messages; HighPriority would retry the ones this chain fails on purpose without end,
        // holding back every message behind them.
        { type: `${ENGINE}.flow.TbCheckpointNode`, name: 'Checkpoint', configuration: { queueName: 'Main' } },
        { type: `${ENGINE}.transaction.TbSynchronizationBeginNode`, name: 'Sync', configuration: { version: 0 } },
        { type: `${ENGINE}.action.TbCopyAttributesToEntityViewNode`, name: 'To views', configuration: { version: 0 } },
        {
          type: `${ENGINE}.action.TbSaveToCustomCassandraTableNode`,
          name: 'Custom table',
          debugMode: true,
          configuration: { tableName: 'readings', fieldsMapping: { temperature: 'temperature' } },
        },
      ],
      [
        { fromIndex: 0, toIndex: 1, type: 'Success' },
        { fromIndex: 1, toIndex: 2, type: 'Success' },
        { fromIndex: 2, toIndex: 3, type: 'Success' },
        { fromIndex: 3, toIndex: 4, type: 'Failure' },
      ],
    );
    const { device, token } = await createDevice(admin);
    const view = await admin.entityViews.save({
      name: unique('View'),
      type: 'default',
      entityId: device.id,
      keys: { timeseries: [], attributes: { cs: ['firmware'], ss: [], sh: [] } },
      startTimeMs: 0,
      endTimeMs: 0,
    });
    const posted = await deviceHttp(server, 'POST', `/api/v1/${token}/attributes`, { firmware: 'v2', hidden: 'x' });
    expect(posted.status).toBe(200);
    const viewAttributes = async () =>
      (await admin.telemetry.attributes(view.id, 'CLIENT_SCOPE')).map((entry) => [entry.key, entry.value]);
    await expect.poll(viewAttributes, POLL).toEqual([['firmware', 'v2']]);

    // Telemetry is no message copy to view takes: it fails there, and the custom table cannot take it either. The
    // messages of the entities created above reach it too, so only the telemetry's failure is looked for.
    await publish(token, { temperature: 21 });
    const customTable = { entityType: 'RULE_NODE' as const, id: metadata.nodes[4]?.id.id as string };
    const failures = async () =>
      (
        await admin.events.filtered(
          customTable,
          { eventType: 'DEBUG_RULE_NODE', msgDirectionType: 'OUT', relationType: 'Failure' },
          tenant.id.id,
          PAGE,
        )
      ).data.filter((event) => (event.body as { msgType?: string }).msgType === 'POST_TELEMETRY_REQUEST');
    await expect.poll(async () => (await failures()).length, POLL).toBeGreaterThan(0);
    const [failed] = await failures();
    expect(failed?.body).toMatchObject({ error: expect.stringContaining('Cassandra') });
  });
});

describe('transformations newer than 3.4.1 in a running chain', () => {
  it('splits an array into messages, renames and deletes their keys, and saves what is left', async () => {
    const { admin } = tenants[5] as TenantFixture;
    await rootChain(
      admin,
      [
        {
          type: `${ENGINE}.transform.TbTransformMsgNode`,
          name: 'Make array',
          configuration: {
            jsScript:
              'return {msg: [{a: msg.v, secret: 1}, {b: msg.v + 1, secret: 2}], metadata: metadata, msgType: msgType};',
          },
        },
        { type: `${ENGINE}.transform.TbSplitArrayMsgNode`, name: 'Split', configuration: { version: 0 } },
        {
          type: `${ENGINE}.transform.TbRenameKeysNode`,
          name: 'Rename',
          configuration: { fromMetadata: false, renameKeysMapping: { a: 'alpha' } },
        },
        {
          type: `${ENGINE}.transform.TbDeleteKeysNode`,
          name: 'Delete',
          configuration: { fromMetadata: false, keys: ['sec.*'] },
        },
        SAVE_TIMESERIES,
      ],
      [
        { fromIndex: 0, toIndex: 1, type: 'Success' },
        { fromIndex: 1, toIndex: 2, type: 'Success' },
        { fromIndex: 2, toIndex: 3, type: 'Success' },
        { fromIndex: 3, toIndex: 4, type: 'Success' },
      ],
    );
    const { device, token } = await createDevice(admin);
    await publish(token, { v: 7 });
    await expect.poll(() => latest(admin, device, 'b'), POLL).toBe('8');
    await expect.poll(() => latest(admin, device, 'alpha'), POLL).toBe('7');
    expect(await admin.telemetry.timeseriesKeys(device.id)).toEqual(['alpha', 'b']);
  });
});

import type {
  ErrorEventBody,
  EventFilter,
  LifecycleEventBody,
  RuleChainMetaData,
  StatsEventBody,
} from '@fleetdeck/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDevice } from './support/devices.js';
import { createTenantWithAdmin, POLL, type TenantFixture } from './support/fixtures.js';
import {
  messageTypeFilter,
  nodeEntity,
  OLDEST_FIRST,
  postTelemetry,
  ruleNode,
  saveRootChain,
} from './support/rule-chains.js';
import { useTestServer } from './support/suite.js';

// Each rule node's counts are stored every 200 ms here, rather than every hour.
const server = useTestServer({ MQTT_PORT: '0', STATS_PERSIST_FREQUENCY: '200' });
let tenant: TenantFixture;
let metadata: RuleChainMetaData;
let token: string;

const MALFORMED = 'Validation error: field value is malformed';

/**
 * The root chain: telemetry only goes on to a create relation node, which creates the device the message names and
 * throws when the device service refuses that name, and to a device state node whose configuration names an event
 * that does not exist, so it cannot start.
 */
beforeAll(async () => {
  tenant = await createTenantWithAdmin(server, await server.as('sysadmin'));
  ({ metadata } = await saveRootChain(tenant.admin, 'Counted', {
    nodes: [
      messageTypeFilter('Telemetry?'),
      ruleNode('action.TbCreateRelationNode', 'Relate', {
        direction: 'TO',
        relationType: 'Feeds',
        entityType: 'DEVICE',
        entityNamePattern: '$[sensor]',
        entityTypePattern: 'sensor',
        createEntityIfNotExists: true,
      }),
      ruleNode('action.TbDeviceStateNode', 'State', { event: 'NAP_EVENT' }),
    ],
    connections: [
      { fromIndex: 0, toIndex: 1, type: 'True' },
      { fromIndex: 0, toIndex: 2, type: 'True' },
    ],
  }));
  token = (await createDevice(tenant.admin)).token;
});

const node = (name: string) => nodeEntity(metadata, name);

async function filtered(name: string, filter: EventFilter) {
  return (await tenant.admin.events.filtered(node(name), filter, tenant.tenant.id.id, OLDEST_FIRST)).data;
}

/** The node's counts summed over its STATS events, however the periods split them. */
async function counted(name: string) {
  const page = await tenant.admin.events.list(node(name), 'STATS', tenant.tenant.id.id, OLDEST_FIRST);
  const bodies = page.data.map((event) => event.body as StatsEventBody);
  return {
    messagesProcessed: bodies.reduce((sum, body) => sum + body.messagesProcessed, 0),
    errorsOccurred: bodies.reduce((sum, body) => sum + body.errorsOccurred, 0),
  };
}

const publish = (body: unknown) => postTelemetry(server, token, body);

describe('statistics and error events of rule nodes', () => {
  it("stores each node's processed messages and errors as STATS events, and an ERROR event for a node that threw", async () => {
    await publish({ sensor: 'Inlet' });
    await publish({ sensor: 'Outlet' });
    await publish({ sensor: '<b>Loud</b>' });
    await expect.poll(() => counted('Relate'), POLL).toEqual({ messagesProcessed: 2, errorsOccurred: 1 });
    const [stats] = (await tenant.admin.events.list(node('Relate'), 'STATS', tenant.tenant.id.id, OLDEST_FIRST)).data;
    expect(stats).toMatchObject({ type: 'STATS', entityId: node('Relate'), tenantId: tenant.tenant.id });
    expect(Object.keys(stats?.body ?? {}).sort()).toEqual(['errorsOccurred', 'messagesProcessed', 'server']);
    const errors = await tenant.admin.events.list(node('Relate'), 'ERROR', tenant.tenant.id.id, OLDEST_FIRST);
    expect(errors.data.map((event) => event.body as ErrorEventBody)).toEqual([
      { server: expect.any(String), method: 'onRuleMsg', error: MALFORMED },
    ]);
  });

  it('counts every message a node handled, whatever it answered, and none for a message filtered out before it', async () => {
    // The filter saw the device's lifecycle messages too; the state node only the three telemetry messages.
    await expect.poll(() => counted('State'), POLL).toEqual({ messagesProcessed: 3, errorsOccurred: 0 });
    expect((await counted('Telemetry?')).messagesProcessed).toBeGreaterThanOrEqual(3);
  });

  it('lists stats within count bounds, the lower one included and the upper one not', async () => {
    const total = (events: Array<{ body: unknown }>) =>
      events.reduce((sum, event) => sum + (event.body as StatsEventBody).errorsOccurred, 0);
    expect(total(await filtered('Relate', { eventType: 'STATS', minErrorsOccurred: 1 }))).toBe(1);
    expect(await filtered('Relate', { eventType: 'STATS', maxErrorsOccurred: 1, minErrorsOccurred: 1 })).toEqual([]);
    expect(await filtered('Relate', { eventType: 'STATS', minMessagesProcessed: 3 })).toEqual([]);
  });

  it('finds error events by method and by text, whatever their case', async () => {
    expect(await filtered('Relate', { eventType: 'ERROR', method: 'onrulemsg', errorStr: 'MALFORMED' })).toHaveLength(
      1,
    );
    expect(await filtered('Relate', { eventType: 'ERROR', method: 'OnStart' })).toEqual([]);
    expect(await filtered('Relate', { eventType: 'ERROR', errorStr: 'not found' })).toEqual([]);
  });

  it('records a node that could not start as a failed STARTED and an OnStart error, which the filters find', async () => {
    const failedStart = await filtered('State', { eventType: 'LC_EVENT', event: 'STARTED', status: 'Failure' });
    expect(failedStart.map((event) => event.body as LifecycleEventBody)).toEqual([
      { server: expect.any(String), event: 'STARTED', success: false, error: 'Unsupported event: NAP_EVENT' },
    ]);
    expect(await filtered('State', { eventType: 'LC_EVENT', status: 'Success' })).toEqual([]);
    expect(await filtered('State', { eventType: 'LC_EVENT', errorStr: 'nap_event' })).toHaveLength(1);
    const errors = await filtered('State', { eventType: 'ERROR', method: 'OnStart' });
    expect(errors.map((event) => event.body as ErrorEventBody)).toEqual([
      { server: expect.any(String), method: 'OnStart', error: 'Unsupported event: NAP_EVENT' },
    ]);
  });

  it('clears the error events a filter names and keeps the others', async () => {
    await tenant.admin.events.clear(node('State'), { eventType: 'ERROR', method: 'OnStart' });
    expect(await filtered('State', { eventType: 'ERROR' })).toEqual([]);
    expect(await filtered('Relate', { eventType: 'ERROR' })).toHaveLength(1);
    expect(await filtered('State', { eventType: 'LC_EVENT' })).toHaveLength(1);
  });
});

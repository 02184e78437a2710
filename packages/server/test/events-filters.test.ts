import { hostname } from 'node:os';
import type { DebugRuleNodeEventBody, EventFilter, RuleChainMetaData } from '@fleetdeck/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDevice, deviceHttp } from './support/devices.js';
import { createTenantWithAdmin, expectError, POLL, type TenantFixture, unique } from './support/fixtures.js';
import { useTestServer } from './support/suite.js';

// Debug events live four seconds here, and old ones are looked for every second.
const server = useTestServer({ MQTT_PORT: '0', DEBUG_EVENTS_TTL: '4', EVENTS_TTL_CHECK_INTERVAL: '1' });
let tenant: TenantFixture;
let metadata: RuleChainMetaData;
let token: string;

const ENGINE = 'org.thingsboard.rule.engine';
const OLDEST_FIRST = { pageSize: 100, page: 0, sortOrder: { property: 'createdTime', direction: 'ASC' as const } };

beforeAll(async () => {
  tenant = await createTenantWithAdmin(server, await server.as('sysadmin'));
  const chain = await tenant.admin.ruleChains.save({ name: 'Filtered events' });
  metadata = await tenant.admin.ruleChains.saveMetadata({
    ruleChainId: chain.id,
    firstNodeIndex: 0,
    nodes: [
      {
        type: `${ENGINE}.filter.TbJsFilterNode`,
        name: 'Hot?',
        debugMode: true,
        configuration: { jsScript: 'return msg.temperature > 50;' },
      },
      { type: `${ENGINE}.mail.TbSendEmailNode`, name: 'Mail', debugMode: false, configuration: {} },
    ],
    connections: [{ fromIndex: 0, toIndex: 1, type: 'True' }],
  });
  await tenant.admin.ruleChains.setRoot(chain.id.id);
  token = (await createDevice(tenant.admin, { name: unique('Oven') })).token;
});

const node = (name: string) => ({
  entityType: 'RULE_NODE' as const,
  id: metadata.nodes.find((each) => each.name === name)?.id.id as string,
});

async function filtered(name: string, filter: EventFilter) {
  return (await tenant.admin.events.filtered(node(name), filter, tenant.tenant.id.id, OLDEST_FIRST)).data;
}

describe('the event filters and the time to live of events', () => {
  it('lists the debug events a filter asks for, by server, direction, type and data', async () => {
    await deviceHttp(server, 'POST', `/api/v1/${token}/telemetry`, { temperature: 90 });
    await deviceHttp(server, 'POST', `/api/v1/${token}/telemetry`, { temperature: 10 });
    // The chain also hears of the device's creation and activity; the telemetry is two messages in, two out.
    const debug = { eventType: 'DEBUG_RULE_NODE', msgType: 'post_telemetry' } as const;
    await expect.poll(async () => (await filtered('Hot?', debug)).length, POLL).toBe(4);
    const falseOut = await filtered('Hot?', {
      ...debug,
      server: hostname(),
      msgDirectionType: 'OUT',
      relationType: 'false',
    });
    expect(falseOut.map((event) => (event.body as DebugRuleNodeEventBody).data)).toEqual(['{"temperature":10}']);
    expect(await filtered('Hot?', { ...debug, dataSearch: '90' })).toHaveLength(2);
    expect(await filtered('Hot?', { ...debug, server: 'another-server' })).toEqual([]);
  });

  it('lists the lifecycle events by kind and outcome, and error events by method', async () => {
    expect(await filtered('Mail', { eventType: 'LC_EVENT', event: 'started', status: 'Success' })).toHaveLength(1);
    expect(await filtered('Mail', { eventType: 'LC_EVENT', status: 'Failure' })).toEqual([]);
    expect(await filtered('Mail', { eventType: 'LC_EVENT', event: 'stopped' })).toEqual([]);
    expect(await filtered('Mail', { eventType: 'ERROR', method: 'OnStart' })).toEqual([]);
  });

  it('refuses a count bound that is not a number, and lists stats within bounds', async () => {
    await expectError(
      tenant.admin.events.filtered(
        node('Hot?'),
        { eventType: 'STATS', minMessagesProcessed: 'many' as never },
        tenant.tenant.id.id,
        OLDEST_FIRST,
      ),
      400,
      31,
      'JSON parse error: Cannot deserialize value of type `java.lang.Integer` from "many"',
    );
    expect(await filtered('Hot?', { eventType: 'STATS', minMessagesProcessed: '1' as never })).toEqual([]);
  });

  it('drops debug events once they are older than their time to live, and keeps the lifecycle events', async () => {
    await expect
      .poll(async () => (await filtered('Hot?', { eventType: 'DEBUG_RULE_NODE' })).length, { ...POLL, timeout: 15000 })
      .toBe(0);
    expect(await filtered('Mail', { eventType: 'LC_EVENT' })).toHaveLength(1);
  });
});

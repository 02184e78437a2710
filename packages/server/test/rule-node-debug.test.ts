import type { Api } from '@fleetdeck/client';
import type { DebugRuleNodeEventBody, EventInfo, RuleChainMetaData } from '@fleetdeck/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDevice, deviceHttp } from './support/devices.js';
import {
  createCustomerWithUser,
  createTenantWithAdmin,
  expectError,
  expectPermissionDenied,
  PAGE,
  raw,
  type TenantFixture,
  tokenOf,
} from './support/fixtures.js';
import { useTestServer } from './support/suite.js';

const server = useTestServer({ MQTT_PORT: '0' });
let tenant: TenantFixture;
let other: TenantFixture;
let metadata: RuleChainMetaData;
let token: string;
let deviceId: string;

const ENGINE = 'org.thingsboard.rule.engine';
const OLDEST_FIRST = { ...PAGE, sortOrder: { property: 'createdTime', direction: 'ASC' as const } };

beforeAll(async () => {
  const sysadmin = await server.as('sysadmin');
  [tenant, other] = await Promise.all([
    createTenantWithAdmin(server, sysadmin),
    createTenantWithAdmin(server, sysadmin),
  ]);
  const admin = tenant.admin;
  const created = await createDevice(admin);
  token = created.token;
  deviceId = created.device.id.id;
  const chain = await admin.ruleChains.save({ name: 'Debugged' });
  metadata = await admin.ruleChains.saveMetadata({
    ruleChainId: chain.id,
    firstNodeIndex: 0,
    nodes: [
      {
        type: `${ENGINE}.filter.TbJsFilterNode`,
        name: 'Hot?',
        debugMode: true,
        configuration: { jsScript: "if (msg.boom) { throw new Error('boom'); } return msg.temperature > 100;" },
      },
      {
        type: `${ENGINE}.telemetry.TbMsgTimeseriesNode`,
        name: 'Save',
        debugMode: true,
        configuration: { defaultTTL: 0 },
      },
      {
        type: `${ENGINE}.action.TbLogNode`,
        name: 'Quiet',
        debugMode: false,
        configuration: { jsScript: 'return "";' },
      },
    ],
    connections: [
      { fromIndex: 0, toIndex: 1, type: 'True' },
      { fromIndex: 0, toIndex: 2, type: 'False' },
    ],
  });
  await admin.ruleChains.setRoot(chain.id.id);
  expect((await deviceHttp(server, 'POST', `/api/v1/${token}/telemetry`, { temperature: 150 })).status).toBe(200);
});

const nodeId = (name: string) => metadata.nodes.find((node) => node.name === name)?.id.id as string;
const nodeEntity = (name: string) => ({ entityType: 'RULE_NODE' as const, id: nodeId(name) });

async function debugEvents(api: Api, name: string): Promise<EventInfo[]> {
  const page = await api.events.list(nodeEntity(name), 'DEBUG_RULE_NODE', tenant.tenant.id.id, OLDEST_FIRST);
  return page.data;
}

describe('debug events of rule nodes', () => {
  it('records what a node in debug mode received and sent on, as the platform shapes them', async () => {
    const response = await raw(
      server,
      'GET',
      `/api/events/RULE_NODE/${nodeId('Hot?')}/DEBUG_RULE_NODE?tenantId=${tenant.tenant.id.id}&pageSize=10&page=0&sortProperty=createdTime&sortOrder=ASC`,
      { token: tokenOf(tenant.admin) },
    );
    expect(response.status).toBe(200);
    // The device's activity message passes the node too; the telemetry message is the first one.
    const events = (response.json.data as EventInfo[]).filter(
      (event) => (event.body as DebugRuleNodeEventBody).msgType === 'POST_TELEMETRY_REQUEST',
    );
    expect(events.length).toBeGreaterThanOrEqual(2);
    const [incoming, outgoing] = events as [EventInfo, EventInfo];
    expect(Object.keys(incoming).sort()).toEqual(['body', 'createdTime', 'entityId', 'id', 'tenantId', 'type', 'uid']);
    expect(incoming).toMatchObject({
      id: { id: expect.any(String) },
      tenantId: tenant.tenant.id,
      type: 'DEBUG_RULE_NODE',
      entityId: { entityType: 'RULE_NODE', id: nodeId('Hot?') },
    });
    const inBody = incoming.body as DebugRuleNodeEventBody;
    expect(inBody).toEqual({
      server: expect.any(String),
      type: 'IN',
      entityId: deviceId,
      entityType: 'DEVICE',
      msgId: expect.any(String),
      msgType: 'POST_TELEMETRY_REQUEST',
      dataType: 'JSON',
      relationType: '',
      data: '{"temperature":150}',
      metadata: expect.any(String),
    });
    expect(JSON.parse(inBody.metadata)).toMatchObject({ deviceType: 'default', ts: expect.any(String) });
    expect(outgoing.body).toMatchObject({ type: 'OUT', relationType: 'True', data: '{"temperature":150}' });
  });

  it('carries the incoming label into the next node, and records nothing for a node without debug mode', async () => {
    const [incoming, outgoing] = (await debugEvents(tenant.admin, 'Save')) as [EventInfo, EventInfo];
    expect(incoming.body).toMatchObject({ type: 'IN', relationType: 'True' });
    expect(outgoing.body).toMatchObject({ type: 'OUT', relationType: 'Success' });
    expect(await debugEvents(tenant.admin, 'Quiet')).toEqual([]);
  });

  it('records a failure with its error', async () => {
    expect((await deviceHttp(server, 'POST', `/api/v1/${token}/telemetry`, { boom: true })).status).toBe(200);
    const failed = await tenant.admin.events.filtered(
      nodeEntity('Hot?'),
      { eventType: 'DEBUG_RULE_NODE', msgDirectionType: 'OUT', relationType: 'Failure', dataSearch: '"boom":true' },
      tenant.tenant.id.id,
      OLDEST_FIRST,
    );
    expect(failed.data.length).toBeGreaterThan(0);
    expect(failed.data[0]?.body).toMatchObject({ type: 'OUT', relationType: 'Failure', error: expect.any(String) });
  });

  it('answers the latest input of a node for the script test', async () => {
    const response = await raw(server, 'GET', `/api/ruleNode/${nodeId('Save')}/debugIn`, {
      token: tokenOf(tenant.admin),
    });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ type: 'IN', msgType: 'POST_TELEMETRY_REQUEST', data: '{"temperature":150}' });
    const none = await raw(server, 'GET', `/api/ruleNode/${nodeId('Quiet')}/debugIn`, { token: tokenOf(tenant.admin) });
    expect(none.status).toBe(200);
    expect(none.text).toBe('');
  });

  it('clears the events of a node', async () => {
    const entity = nodeEntity('Save');
    expect((await debugEvents(tenant.admin, 'Save')).length).toBeGreaterThan(0);
    await tenant.admin.events.clear(entity, { eventType: 'DEBUG_RULE_NODE' });
    expect(await debugEvents(tenant.admin, 'Save')).toEqual([]);
  });

  it('refuses an unknown event type, another tenant and customer users', async () => {
    const response = await raw(
      server,
      'GET',
      `/api/events/RULE_NODE/${nodeId('Hot?')}/NOISE?tenantId=${tenant.tenant.id.id}&pageSize=10&page=0`,
      { token: tokenOf(tenant.admin) },
    );
    expect(response.status).toBe(400);
    expect(response.json.message).toBe("Event type: 'NOISE' is not supported!");
    await expectPermissionDenied(debugEvents(other.admin, 'Hot?'));
    await expectPermissionDenied(other.admin.events.ruleNodeDebugIn(nodeId('Hot?')));
    const customer = (await createCustomerWithUser(server, tenant.admin)).api;
    await expectPermissionDenied(debugEvents(customer, 'Hot?'));
    await expectError(
      tenant.admin.events.ruleNodeDebugIn('c0ffee00-1dd2-11b2-8080-808080808080'),
      404,
      32,
      'Rule node with id [c0ffee00-1dd2-11b2-8080-808080808080] is not found',
    );
  });
});

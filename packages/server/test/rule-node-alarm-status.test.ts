import type { DebugRuleNodeEventBody, RuleChainMetaData } from '@fleetdeck/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDevice, deviceHttp } from './support/devices.js';
import { createTenantWithAdmin, POLL, type TenantFixture } from './support/fixtures.js';
import { useTestServer } from './support/suite.js';

const server = useTestServer({ MQTT_PORT: '0' });
let tenant: TenantFixture;
let metadata: RuleChainMetaData;
let token: string;

const ENGINE = 'org.thingsboard.rule.engine';
const OLDEST_FIRST = { pageSize: 100, page: 0, sortOrder: { property: 'createdTime', direction: 'ASC' as const } };
const CHECK_STATUS = `${ENGINE}.filter.TbCheckAlarmStatusNode`;

/**
 * The root chain: telemetry raises an alarm whose message two status checks test, one for an active alarm and one
 * for a cleared one; a third check tests the telemetry itself, which names no alarm.
 */
beforeAll(async () => {
  tenant = await createTenantWithAdmin(server, await server.as('sysadmin'));
  const chain = await tenant.admin.ruleChains.save({ name: 'Alarm status' });
  const check = (name: string, alarmStatusList: string[]) => ({
    type: CHECK_STATUS,
    name,
    debugMode: true,
    configuration: { alarmStatusList },
  });
  metadata = await tenant.admin.ruleChains.saveMetadata({
    ruleChainId: chain.id,
    firstNodeIndex: 0,
    nodes: [
      {
        type: `${ENGINE}.filter.TbMsgTypeFilterNode`,
        name: 'Telemetry?',
        debugMode: false,
        configuration: { messageTypes: ['POST_TELEMETRY_REQUEST'] },
      },
      {
        type: `${ENGINE}.action.TbCreateAlarmNode`,
        name: 'Raise',
        debugMode: false,
        configuration: { alarmType: 'Hot', severity: 'MAJOR', alarmDetailsBuildJs: 'return {};' },
      },
      check('Active?', ['ACTIVE_UNACK', 'ACTIVE_ACK']),
      check('Cleared?', ['CLEARED_UNACK', 'CLEARED_ACK']),
      check('Not an alarm', ['ACTIVE_UNACK']),
    ],
    connections: [
      { fromIndex: 0, toIndex: 1, type: 'True' },
      { fromIndex: 1, toIndex: 2, type: 'Created' },
      { fromIndex: 1, toIndex: 3, type: 'Created' },
      { fromIndex: 0, toIndex: 4, type: 'True' },
    ],
  });
  await tenant.admin.ruleChains.setRoot(chain.id.id);
  token = (await createDevice(tenant.admin)).token;
});

async function outOf(name: string): Promise<Array<string | undefined>> {
  const page = await tenant.admin.events.filtered(
    { entityType: 'RULE_NODE', id: metadata.nodes.find((each) => each.name === name)?.id.id as string },
    { eventType: 'DEBUG_RULE_NODE', msgDirectionType: 'OUT' },
    tenant.tenant.id.id,
    OLDEST_FIRST,
  );
  return page.data.map((event) => (event.body as DebugRuleNodeEventBody).relationType);
}

describe('check alarm status in a running chain', () => {
  it('answers True for an alarm of a listed status, False for another status, Failure for a message of no alarm', async () => {
    expect((await deviceHttp(server, 'POST', `/api/v1/${token}/telemetry`, { temperature: 80 })).status).toBe(200);
    await expect.poll(() => outOf('Active?'), POLL).toEqual(['True']);
    await expect.poll(() => outOf('Cleared?'), POLL).toEqual(['False']);
    await expect.poll(() => outOf('Not an alarm'), POLL).toEqual(['Failure']);
  });
});

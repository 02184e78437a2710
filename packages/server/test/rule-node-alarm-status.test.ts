import type { DebugRuleNodeEventBody, RuleChainMetaData } from '@fleetdeck/model';
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

const server = useTestServer({ MQTT_PORT: '0' });
let tenant: TenantFixture;
let metadata: RuleChainMetaData;
let token: string;

/**
 * The root chain: telemetry raises an alarm whose message two status checks test, one for an active alarm and one
 * for a cleared one; a third check tests the telemetry itself, which names no alarm.
 */
beforeAll(async () => {
  tenant = await createTenantWithAdmin(server, await server.as('sysadmin'));
  const check = (name: string, alarmStatusList: string[]) =>
    ruleNode('filter.TbCheckAlarmStatusNode', name, { alarmStatusList }, true);
  ({ metadata } = await saveRootChain(tenant.admin, 'Alarm status', {
    nodes: [
      messageTypeFilter('Telemetry?'),
      ruleNode('action.TbCreateAlarmNode', 'Raise', {
        alarmType: 'Hot',
        severity: 'MAJOR',
        alarmDetailsBuildJs: 'return {};',
      }),
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
  }));
  token = (await createDevice(tenant.admin)).token;
});

async function outOf(name: string): Promise<Array<string | undefined>> {
  const page = await tenant.admin.events.filtered(
    nodeEntity(metadata, name),
    { eventType: 'DEBUG_RULE_NODE', msgDirectionType: 'OUT' },
    tenant.tenant.id.id,
    OLDEST_FIRST,
  );
  return page.data.map((event) => (event.body as DebugRuleNodeEventBody).relationType);
}

describe('check alarm status in a running chain', () => {
  it('answers True for an alarm of a listed status, False for another status, Failure for a message of no alarm', async () => {
    await postTelemetry(server, token, { temperature: 80 });
    await expect.poll(() => outOf('Active?'), POLL).toEqual(['True']);
    await expect.poll(() => outOf('Cleared?'), POLL).toEqual(['False']);
    await expect.poll(() => outOf('Not an alarm'), POLL).toEqual(['Failure']);
  });
});

import type { DebugRuleNodeEventBody, Device, RuleChainMetaData } from '@fleetdeck/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDevice, deviceHttp } from './support/devices.js';
import { createTenantWithAdmin, PAGE, POLL, type TenantFixture, unique } from './support/fixtures.js';
import { useTestServer } from './support/suite.js';

const server = useTestServer({ MQTT_PORT: '0' });
let tenant: TenantFixture;
let root: RuleChainMetaData;
let profileChain: RuleChainMetaData;
let device: Device;
let token: string;

const ENGINE = 'org.thingsboard.rule.engine';
const recorder = {
  type: `${ENGINE}.filter.TbMsgTypeSwitchNode`,
  name: 'Types',
  debugMode: true,
  configuration: { version: 0 },
};

/**
 * The root chain only records what enters it. The device's profile names a chain of its own that records what enters
 * it too, raises an alarm for a hot reading and clears it for a cool one.
 */
beforeAll(async () => {
  tenant = await createTenantWithAdmin(server, await server.as('sysadmin'));
  const admin = tenant.admin;
  const rootChain = await admin.ruleChains.save({ name: 'Root' });
  root = await admin.ruleChains.saveMetadata({
    ruleChainId: rootChain.id,
    firstNodeIndex: 0,
    nodes: [recorder],
    connections: [],
  });
  await admin.ruleChains.setRoot(rootChain.id.id);
  const chain = await admin.ruleChains.save({ name: 'Oven profile chain' });
  profileChain = await admin.ruleChains.saveMetadata({
    ruleChainId: chain.id,
    firstNodeIndex: 0,
    nodes: [
      recorder,
      {
        type: `${ENGINE}.filter.TbJsFilterNode`,
        name: 'Hot?',
        debugMode: false,
        configuration: { jsScript: 'return msg.temperature > 50;' },
      },
      {
        type: `${ENGINE}.action.TbCreateAlarmNode`,
        name: 'Raise',
        debugMode: false,
        configuration: { alarmType: 'Overheat', severity: 'MAJOR', alarmDetailsBuildJs: 'return {};' },
      },
      {
        type: `${ENGINE}.action.TbClearAlarmNode`,
        name: 'Clear',
        debugMode: false,
        configuration: { alarmType: 'Overheat', alarmDetailsBuildJs: 'return {};' },
      },
    ],
    connections: [
      { fromIndex: 0, toIndex: 1, type: 'Post telemetry' },
      { fromIndex: 1, toIndex: 2, type: 'True' },
      { fromIndex: 1, toIndex: 3, type: 'False' },
    ],
  });
  const profile = await admin.deviceProfiles.save({
    name: unique('Oven profile'),
    type: 'DEFAULT',
    transportType: 'DEFAULT',
    provisionType: 'DISABLED',
    defaultRuleChainId: chain.id,
    profileData: {
      configuration: { type: 'DEFAULT' },
      transportConfiguration: { type: 'DEFAULT' },
      provisionConfiguration: { type: 'DISABLED', provisionDeviceSecret: null },
      alarms: null,
    },
  } as never);
  ({ device, token } = await createDevice(admin, { name: unique('Oven'), deviceProfileId: profile.id }));
});

/** The message types that entered a chain from the originator, oldest first. */
async function entered(chain: RuleChainMetaData, originatorId: string): Promise<string[]> {
  const node = { entityType: 'RULE_NODE' as const, id: chain.nodes[0]?.id.id as string };
  const link = { ...PAGE, pageSize: 1000, sortOrder: { property: 'createdTime', direction: 'ASC' as const } };
  const page = await tenant.admin.events.list(node, 'DEBUG_RULE_NODE', tenant.tenant.id.id, link);
  return page.data
    .map((event) => event.body as DebugRuleNodeEventBody)
    .filter((body) => body.type === 'IN' && body.entityId === originatorId)
    .map((body) => body.msgType);
}

describe("messages about a device's alarm", () => {
  it("go to the default chain of the device's profile, not the root chain", async () => {
    await deviceHttp(server, 'POST', `/api/v1/${token}/telemetry`, { temperature: 90 });
    await expect.poll(async () => (await tenant.admin.alarms.forEntity(device.id, PAGE)).data.length, POLL).toBe(1);
    const [alarm] = (await tenant.admin.alarms.forEntity(device.id, PAGE)).data;
    const alarmId = alarm?.id.id as string;
    await deviceHttp(server, 'POST', `/api/v1/${token}/telemetry`, { temperature: 20 });
    await expect.poll(() => entered(profileChain, alarmId), POLL).toEqual(['ENTITY_CREATED', 'ALARM_CLEAR']);
    expect(await entered(root, alarmId)).toEqual([]);
    // The device's own messages take the same way.
    expect(await entered(profileChain, device.id.id)).toContain('POST_TELEMETRY_REQUEST');
    expect(await entered(root, device.id.id)).toEqual([]);
  });
});

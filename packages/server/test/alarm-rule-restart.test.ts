import type { Device, DeviceProfileAlarm } from '@fleetdeck/model';
import { afterAll, describe, expect, it } from 'vitest';
import { createDevice, deviceHttp } from './support/devices.js';
import { createTenantWithAdmin, POLL, type TenantFixture, unique } from './support/fixtures.js';
import { ACCOUNTS, removeTestData, startTestServer, type TestData, type TestServer } from './support/server.js';

let first: TestServer | undefined;
let second: TestServer | undefined;
let kept: TestData | undefined;

afterAll(async () => {
  await second?.stop({ keepData: true });
  await first?.stop({ keepData: true }).catch(() => undefined);
  if (kept) await removeTestData(kept);
});

/** Warns on the third reading above 50 in a row. */
const SPIKES: DeviceProfileAlarm = {
  id: 'spikes',
  alarmType: 'Spikes',
  createRules: {
    WARNING: {
      condition: {
        condition: [
          {
            key: { type: 'TIME_SERIES', key: 'temperature' },
            valueType: 'NUMERIC',
            value: null,
            predicate: {
              type: 'NUMERIC',
              operation: 'GREATER',
              value: { defaultValue: 50, userValue: null, dynamicValue: null },
            },
          },
        ],
        spec: { type: 'REPEATING', predicate: { defaultValue: 3, userValue: null, dynamicValue: null } },
      },
      schedule: null,
      alarmDetails: null,
      dashboardId: null,
    },
  },
  clearRule: null,
  propagate: false,
  propagateToOwner: false,
  propagateToTenant: false,
  propagateRelationTypes: null,
} as unknown as DeviceProfileAlarm;

async function post(server: TestServer, token: string, temperature: number): Promise<void> {
  expect((await deviceHttp(server, 'POST', `/api/v1/${token}/telemetry`, { temperature })).status).toBe(200);
}

describe('alarm rule state across a restart', { timeout: 240_000 }, () => {
  it('goes on counting the repeats of a REPEATING condition where the stopped server left off', async () => {
    first = await startTestServer({ MQTT_PORT: '0' });
    kept = first.data;
    const tenant: TenantFixture = await createTenantWithAdmin(first, await first.login(...ACCOUNTS.sysadmin));
    // The device profile node of the root chain keeps its rule state only when told to, as on the platform.
    const root = (await tenant.admin.ruleChains.list({ pageSize: 10, page: 0 })).data.find((chain) => chain.root);
    const metadata = await tenant.admin.ruleChains.metadata(root?.id.id as string);
    await tenant.admin.ruleChains.saveMetadata({
      ...metadata,
      ruleChainId: { entityType: 'RULE_CHAIN', id: root?.id.id as string },
      nodes: metadata.nodes.map((node) =>
        node.type.endsWith('.TbDeviceProfileNode')
          ? { ...node, configuration: { persistAlarmRulesState: true, fetchAlarmRulesStateOnStart: true } }
          : node,
      ),
    });
    const profile = await tenant.admin.deviceProfiles.save({
      name: unique('Boiler'),
      transportType: 'DEFAULT',
      profileData: {
        configuration: { type: 'DEFAULT' },
        transportConfiguration: { type: 'DEFAULT' },
        provisionConfiguration: { type: 'DISABLED', provisionDeviceSecret: null },
        alarms: [SPIKES],
      },
    });
    const { device, token }: { device: Device; token: string } = await createDevice(tenant.admin, {
      deviceProfileId: profile.id,
    });
    await post(first, token, 60);
    await post(first, token, 61);
    await first.stop({ keepData: true });
    first = undefined;

    second = await startTestServer({ MQTT_PORT: '0' }, { data: kept });
    const admin = await second.login(tenant.email, tenant.password);
    await post(second, token, 62);
    await expect
      .poll(async () => (await admin.alarms.forEntity(device.id, { pageSize: 10, page: 0 })).data, POLL)
      .toMatchObject([{ type: 'Spikes', severity: 'WARNING', status: 'ACTIVE_UNACK' }]);
  });
});

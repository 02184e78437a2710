import type { Api } from '@fleetdeck/client';
import type { EntityId } from '@fleetdeck/model';
import { TENANT_ADMIN } from '../fixtures/accounts';
import { backendAs } from '../fixtures/backend';
import { postDeviceTelemetry } from '../fixtures/device-http';
import { type RunningServer, startServer } from '../fixtures/server';
import { test as base, expect } from '../fixtures/test';
import { DashboardPage } from '../pages/DashboardPage';
import { DashboardsListPage } from '../pages/DashboardsListPage';
import { LoginPage } from '../pages/LoginPage';

/** A server of its own that saves the rule engine's queue statistics every half second instead of every minute. */
const test = base.extend<object, { statisticsServer: RunningServer }>({
  statisticsServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this destructuring.
    async ({}, use) => {
      const server = await startServer({ RULE_ENGINE_STATS_INTERVAL: '500' });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ statisticsServer }, use) => use(statisticsServer.url),
});

/** The demo tenant's statistics asset, once the server has saved counters and an exception on it. */
async function savedStatistics(api: Api): Promise<EntityId> {
  let asset: EntityId | undefined;
  await expect
    .poll(
      async () => {
        const page = await api.assets.tenantAssets({ pageSize: 10, page: 0 }, { type: 'TbServiceQueue' });
        asset = page.data[0]?.id;
        if (!asset) return [];
        const latest = await api.telemetry.latest(asset, ['successfulMsgs', 'ruleEngineException']);
        return Object.keys(latest).filter((key) => (latest[key] ?? []).length > 0);
      },
      { timeout: 20_000 },
    )
    .toEqual(['successfulMsgs', 'ruleEngineException']);
  return asset as EntityId;
}

test.describe('the Rule Engine Statistics dashboard', () => {
  test.describe.configure({ timeout: 120_000 });

  test("charts the demo tenant's queue statistics and lists the rule engine's exceptions", async ({
    page,
    statisticsServer,
  }) => {
    const api = await backendAs(statisticsServer.url, TENANT_ADMIN);
    for (const temperature of [21, 22, 23]) {
      await postDeviceTelemetry(statisticsServer.url, 'A1_TEST_TOKEN', { temperature });
    }
    // A device that is not connected never answers: the root chain's RPC node fails, and nothing handles its failure.
    const device = await api.devices.byName('Test Device A1');
    await api.rpc.twoway(device.id.id, { method: 'ping', params: {}, timeout: 5000 }).catch(() => undefined);
    await savedStatistics(api);

    await new LoginPage(page).signInAndWait(TENANT_ADMIN);
    const list = new DashboardsListPage(page);
    await list.goto();
    await list.row('Rule Engine Statistics').click();
    const dashboard = new DashboardPage(page);
    await expect(dashboard.widgets).toHaveCount(3);
    await expect(dashboard.widgetErrors).toHaveCount(0);
    await expect(dashboard.widget('Queue Stats')).not.toHaveAttribute('data-points', '0');
    const exceptions = dashboard.widget('Exceptions');
    await expect(exceptions).not.toHaveAttribute('data-points', '0');
    await expect(dashboard.tableRow(exceptions, 'Root Rule Chain')).not.toHaveCount(0);
  });
});

import { randomUUID } from 'node:crypto';
import type { DashboardDraft, EntityId } from '@fleetdeck/model';
import { TENANT_ADMIN } from '../fixtures/accounts';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { DashboardPage } from '../pages/DashboardPage';

/** One line chart of a device's key over a fixed window, titled `History`. */
function historyDashboard(title: string, device: EntityId, startTs: number, endTs: number): DashboardDraft {
  const id = randomUUID();
  const widget = {
    id,
    typeFullFqn: 'system.charts.basic_timeseries',
    bundleAlias: 'charts',
    typeAlias: 'basic_timeseries',
    type: 'timeseries',
    sizeX: 12,
    sizeY: 6,
    config: {
      title: 'History',
      showTitle: true,
      useDashboardTimewindow: true,
      datasources: [
        { type: 'entity', entityAliasId: 'device', dataKeys: [{ name: 'level', type: 'timeseries', label: 'level' }] },
      ],
      settings: {},
    },
  };
  return {
    title,
    configuration: {
      widgets: { [id]: widget },
      states: {
        default: {
          name: title,
          root: true,
          layouts: { main: { widgets: { [id]: { sizeX: 12, sizeY: 6, row: 0, col: 0 } } } },
        },
      },
      entityAliases: {
        device: {
          id: 'device',
          alias: 'Device',
          filter: { type: 'singleEntity', singleEntity: device, resolveMultiple: false },
        },
      },
      filters: {},
      timewindow: {
        selectedTab: 1,
        history: { historyType: 1, fixedTimewindow: { startTimeMs: startTs, endTimeMs: endTs } },
        aggregation: { type: 'NONE', limit: 1000 },
      },
      settings: { stateControllerId: 'entity', showTitle: true },
    },
  } as unknown as DashboardDraft;
}

test.describe('a dashboard opened by its address', () => {
  // signing in, the chart's code and the script sandbox's WebAssembly take a while on a shared machine
  test.describe.configure({ timeout: 90_000 });

  test('shows its chart with every point of the window, whole and fractional values alike', async ({
    page,
    tenantApi,
  }) => {
    const device = await tenantApi.devices.save({ name: unique('Level sensor') });
    const end = Date.now();
    const points = Array.from({ length: 300 }, (_, i) => ({
      ts: end - (300 - i) * 1000,
      values: { level: i % 2 ? i : i + 0.5 },
    }));
    await tenantApi.telemetry.saveTimeseries(device.id, points);
    const saved = await tenantApi.dashboards.save(historyDashboard(unique('Levels'), device.id, end - 400_000, end));
    await signInWithoutForm(page, TENANT_ADMIN);
    // the stored session now opens the address itself, as a reload or a bookmark does
    const dashboard = new DashboardPage(page);
    await dashboard.goto(saved.id.id);
    await expect(dashboard.widget('History')).toHaveAttribute('data-points', '300');
  });

  test('says so when the dashboard no longer exists', async ({ page, tenantApi }) => {
    const saved = await tenantApi.dashboards.save(
      historyDashboard(unique('Gone'), { entityType: 'DEVICE', id: randomUUID() }, 0, 1),
    );
    await tenantApi.dashboards.delete(saved.id.id);
    await signInWithoutForm(page, TENANT_ADMIN);
    await new DashboardPage(page).goto(saved.id.id);
    await expect(page.getByText('The dashboard could not be loaded.')).toBeVisible();
  });
});

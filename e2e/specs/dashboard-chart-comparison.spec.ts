import type { DashboardDraft } from '@fleetdeck/model';
import { TENANT_ADMIN } from '../fixtures/accounts';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { DashboardPage } from '../pages/DashboardPage';

const HOUR = 3_600_000;

/** A dashboard with one line chart of a device's temperature over a fixed hour, compared with the hour before. */
function comparisonDashboard(title: string, deviceId: string, startTimeMs: number): DashboardDraft {
  return {
    title,
    configuration: {
      widgets: {
        chart: {
          id: 'chart',
          bundleAlias: 'charts',
          typeAlias: 'basic_timeseries',
          type: 'timeseries',
          sizeX: 24,
          sizeY: 8,
          config: {
            title: 'Compared temperature',
            showTitle: true,
            useDashboardTimewindow: true,
            showLegend: true,
            legendConfig: {
              direction: 'column',
              position: 'bottom',
              showMin: true,
              showMax: true,
              showAvg: false,
              showTotal: false,
            },
            datasources: [
              {
                type: 'entity',
                entityAliasId: 'device',
                dataKeys: [
                  {
                    name: 'temperature',
                    type: 'timeseries',
                    label: 'Temperature',
                    color: '#ef5350',
                    units: '°C',
                    decimals: 0,
                    settings: {},
                  },
                ],
              },
            ],
            settings: { comparisonEnabled: true, timeForComparison: 'previousInterval' },
          },
        },
      },
      states: {
        default: {
          name: title,
          root: true,
          layouts: {
            main: { widgets: { chart: { sizeX: 24, sizeY: 8, row: 0, col: 0 } }, gridSettings: { columns: 24 } },
          },
        },
      },
      entityAliases: {
        device: {
          id: 'device',
          alias: 'Device',
          filter: {
            type: 'singleEntity',
            singleEntity: { entityType: 'DEVICE', id: deviceId },
            resolveMultiple: false,
          },
        },
      },
      filters: {},
      timewindow: {
        selectedTab: 1,
        history: { historyType: 1, fixedTimewindow: { startTimeMs, endTimeMs: startTimeMs + HOUR } },
        aggregation: { type: 'NONE', limit: 1000 },
      },
      settings: { stateControllerId: 'entity', showTitle: true },
    },
  } as unknown as DashboardDraft;
}

test.describe('a line chart comparing with an earlier period', () => {
  test.describe.configure({ timeout: 90_000 });

  test('draws this hour and the hour before, each with its legend figures', async ({ page, tenantApi }) => {
    const device = await tenantApi.devices.save({ name: unique('Compared thermostat') });
    const start = Date.now() - 2 * HOUR;
    // the hour before: 10 and 14; this hour: 20 and 26
    await tenantApi.telemetry.saveTimeseries(device.id, [
      { ts: start - HOUR + 60_000, values: { temperature: 10 } },
      { ts: start - HOUR + 120_000, values: { temperature: 14 } },
      { ts: start + 60_000, values: { temperature: 20 } },
      { ts: start + 120_000, values: { temperature: 26 } },
    ]);
    const saved = await tenantApi.dashboards.save(comparisonDashboard(unique('Comparison'), device.id.id, start));
    await signInWithoutForm(page, TENANT_ADMIN);
    const dashboard = new DashboardPage(page);
    await dashboard.goto(saved.id.id);
    const chart = dashboard.widget('Compared temperature');
    // the dashboard's code and the chart's library load first, slowly on a shared machine
    await expect(chart).toBeVisible({ timeout: 45_000 });
    await expect(chart).toHaveAttribute('data-points', '2');
    await expect(chart.locator('[data-legend]')).toHaveAttribute(
      'data-legend',
      'Temperature   min: 20 °C   max: 26 °C\nTemperature (previous interval)   min: 10 °C   max: 14 °C',
    );
    await expect(dashboard.widgetErrors).toHaveCount(0);
  });
});

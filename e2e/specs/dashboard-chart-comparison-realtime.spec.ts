import type { DashboardDraft } from '@fleetdeck/model';
import { TENANT_ADMIN } from '../fixtures/accounts';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { DashboardPage } from '../pages/DashboardPage';

const HOUR = 3_600_000;

/** A dashboard with one line chart of a device's temperature over the last hour (realtime), compared with the hour before. */
function realtimeComparisonDashboard(title: string, deviceId: string): DashboardDraft {
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
              showAvg: true,
              showTotal: true,
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
        selectedTab: 0,
        realtime: { realtimeType: 0, timewindowMs: HOUR, interval: 1000 },
        aggregation: { type: 'NONE', limit: 1000 },
      },
      settings: { stateControllerId: 'entity', showTitle: true },
    },
  } as unknown as DashboardDraft;
}

test.describe('a realtime line chart comparing with the previous interval', () => {
  test.describe.configure({ timeout: 120_000 });

  test('draws the last hour and the hour before it, each from its own points, and takes new points live', async ({
    page,
    tenantApi,
  }) => {
    const device = await tenantApi.devices.save({ name: unique('Realtime compared thermostat') });
    const now = Date.now();
    const minutes = (count: number) => count * 60_000;
    await tenantApi.telemetry.saveTimeseries(device.id, [
      // before both periods: drawn in neither
      { ts: now - minutes(150), values: { temperature: 99 } },
      // the hour before the last hour: 10 and 14
      { ts: now - minutes(90), values: { temperature: 10 } },
      { ts: now - minutes(80), values: { temperature: 14 } },
      // the last hour: 20 and 26
      { ts: now - minutes(30), values: { temperature: 20 } },
      { ts: now - minutes(20), values: { temperature: 26 } },
    ]);
    const saved = await tenantApi.dashboards.save(
      realtimeComparisonDashboard(unique('Realtime comparison'), device.id.id),
    );
    await signInWithoutForm(page, TENANT_ADMIN);
    const dashboard = new DashboardPage(page);
    await dashboard.goto(saved.id.id);
    const chart = dashboard.widget('Compared temperature');
    // the dashboard's code and the chart's library load first, slowly on a shared machine
    await expect(chart).toBeVisible({ timeout: 45_000 });
    await expect(chart).toHaveAttribute('data-points', '2');
    const legend = chart.locator('[data-legend]');
    await expect(legend).toHaveAttribute(
      'data-legend',
      'Temperature   min: 20 °C   max: 26 °C   avg: 23 °C   total: 46 °C\n' +
        'Temperature (previous interval)   min: 10 °C   max: 14 °C   avg: 12 °C   total: 24 °C',
    );

    // a value written now joins the last hour's line; the hour before keeps its own points
    await tenantApi.telemetry.saveTimeseries(device.id, [{ ts: Date.now(), values: { temperature: 32 } }]);
    await expect(chart).toHaveAttribute('data-points', '3');
    await expect(legend).toHaveAttribute(
      'data-legend',
      'Temperature   min: 20 °C   max: 32 °C   avg: 26 °C   total: 78 °C\n' +
        'Temperature (previous interval)   min: 10 °C   max: 14 °C   avg: 12 °C   total: 24 °C',
    );
    await expect(dashboard.widgetErrors).toHaveCount(0);
  });
});

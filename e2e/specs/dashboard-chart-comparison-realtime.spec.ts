import { chartDashboard, openChart } from '../fixtures/chart-dashboard';
import { expect, test, unique } from '../fixtures/test';

/** A dashboard with one line chart of a device's temperature over the last hour (realtime), compared with the hour before. */
function realtimeComparisonDashboard(title: string, deviceId: string) {
  return chartDashboard({
    title,
    deviceId,
    chartTitle: 'Compared temperature',
    aliasName: 'Device',
    timewindow: 'lastHour',
    legendAvgAndTotal: true,
    chartSettings: { comparisonEnabled: true, timeForComparison: 'previousInterval' },
  });
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
    const { dashboard, chart } = await openChart(page, saved.id.id, 'Compared temperature');
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

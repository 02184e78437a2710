import { chartDashboard, HOUR, openChart } from '../fixtures/chart-dashboard';
import { expect, test, unique } from '../fixtures/test';

/** A dashboard with one line chart of a device's temperature over a fixed hour, compared with the hour before. */
function comparisonDashboard(title: string, deviceId: string, startTimeMs: number) {
  return chartDashboard({
    title,
    deviceId,
    chartTitle: 'Compared temperature',
    aliasName: 'Device',
    timewindow: { fixedStartMs: startTimeMs },
    chartSettings: { comparisonEnabled: true, timeForComparison: 'previousInterval' },
  });
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
    const { dashboard, chart } = await openChart(page, saved.id.id, 'Compared temperature');
    await expect(chart).toHaveAttribute('data-points', '2');
    await expect(chart.locator('[data-legend]')).toHaveAttribute(
      'data-legend',
      'Temperature   min: 20 °C   max: 26 °C\nTemperature (previous interval)   min: 10 °C   max: 14 °C',
    );
    await expect(dashboard.widgetErrors).toHaveCount(0);
  });
});

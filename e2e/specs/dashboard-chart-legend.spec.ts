import { chartDashboard, HOUR, openChart } from '../fixtures/chart-dashboard';
import { expect, test, unique } from '../fixtures/test';

/**
 * A dashboard with one line chart of a device's temperature over a fixed hour, its legend a table with min, max,
 * average and total, and a threshold read from the device's attribute `thresholdAttribute`.
 */
function legendDashboard(title: string, deviceId: string, startTimeMs: number, thresholdAttribute: string) {
  return chartDashboard({
    title,
    deviceId,
    chartTitle: 'Temperature with limits',
    aliasName: 'Device',
    timewindow: { fixedStartMs: startTimeMs },
    legendAvgAndTotal: true,
    keySettings: {
      thresholds: [
        {
          thresholdValueSource: 'entityAttribute',
          thresholdEntityAlias: 'Device',
          thresholdAttribute,
          lineWidth: 2,
          color: '#ff0000',
        },
      ],
    },
  });
}

test.describe('the line chart legend table and attribute thresholds', () => {
  test.describe.configure({ timeout: 120_000 });

  test('shows the min, max, average and total of the written points, and the threshold of the attribute', async ({
    page,
    tenantApi,
  }) => {
    const device = await tenantApi.devices.save({ name: unique('Legend thermostat') });
    const start = Date.now() - 2 * HOUR;
    await tenantApi.telemetry.saveTimeseries(device.id, [
      { ts: start + 60_000, values: { temperature: 20 } },
      { ts: start + 120_000, values: { temperature: 26 } },
      { ts: start + 180_000, values: { temperature: 23 } },
    ]);
    await tenantApi.telemetry.saveAttributes(device.id, 'SERVER_SCOPE', { maxTemperature: 25 });
    const saved = await tenantApi.dashboards.save(
      legendDashboard(unique('Legend'), device.id.id, start, 'maxTemperature'),
    );
    const { dashboard, chart } = await openChart(page, saved.id.id, 'Temperature with limits');
    const legend = chart.getByRole('table', { name: 'Legend' });
    await expect(legend.getByRole('columnheader')).toHaveText(['', 'min', 'max', 'avg', 'total']);
    await expect(legend.getByRole('row', { name: /Temperature/ }).getByRole('cell')).toHaveText([
      '',
      '20 °C',
      '26 °C',
      '23 °C',
      '69 °C',
    ]);
    await expect(chart.locator('[data-thresholds]')).toHaveAttribute('data-thresholds', '25');
    // a click on the name hides the line, a second shows it again
    const name = legend.getByRole('button', { name: 'Temperature' });
    await name.click();
    await expect(name).toHaveAttribute('aria-pressed', 'false');
    await name.click();
    await expect(name).toHaveAttribute('aria-pressed', 'true');
    await expect(dashboard.widgetErrors).toHaveCount(0);
  });

  test('draws the chart without a line, and without an error, for an attribute the device does not have', async ({
    page,
    tenantApi,
  }) => {
    const device = await tenantApi.devices.save({ name: unique('Unlimited thermostat') });
    const start = Date.now() - 2 * HOUR;
    await tenantApi.telemetry.saveTimeseries(device.id, [
      { ts: start + 60_000, values: { temperature: 21 } },
      { ts: start + 120_000, values: { temperature: 22 } },
    ]);
    const saved = await tenantApi.dashboards.save(
      legendDashboard(unique('No limit'), device.id.id, start, 'noSuchAttribute'),
    );
    const { dashboard, chart } = await openChart(page, saved.id.id, 'Temperature with limits');
    await expect(chart.getByRole('table', { name: 'Legend' }).getByRole('row', { name: /Temperature/ })).toContainText(
      '43 °C',
    );
    await expect(chart.locator('[data-thresholds]')).toHaveAttribute('data-thresholds', '');
    await expect(chart).not.toContainText('Data could not be loaded');
    await expect(chart).not.toContainText('No data to display');
    await expect(dashboard.widgetErrors).toHaveCount(0);
  });
});

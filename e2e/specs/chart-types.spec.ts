import type { Api } from '@fleetdeck/client';
import type { Page } from '@playwright/test';
import { TENANT_ADMIN } from '../fixtures/accounts';
import { chartTypesDashboard } from '../fixtures/chart-types-dashboard';
import { postDeviceTelemetry } from '../fixtures/device-http';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { DashboardPage } from '../pages/DashboardPage';

/** A device, and the dashboard of a pie, a bar chart and a state chart of its values, ready to open. */
async function chartsOfDevice(page: Page, api: Api) {
  const device = await api.devices.save({ name: unique('Heat pump'), type: 'default' });
  const dashboard = await api.dashboards.save(chartTypesDashboard({ title: unique('Charts'), deviceId: device.id.id }));
  return {
    device,
    open: async () => {
      await signInWithoutForm(page, TENANT_ADMIN);
      const view = new DashboardPage(page);
      await view.goto(dashboard.id.id);
      const pie = view.widget('Rooms pie');
      // the dashboard's code and the charts' library load first, slowly on a shared machine
      await expect(pie).toBeVisible({ timeout: 45_000 });
      return { view, pie, bars: view.widget('Rooms bars'), state: view.widget('Pump state') };
    },
  };
}

test.describe('chart types', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a pie shows the device’s latest values live, and a bar and a state chart its history', async ({
    page,
    serverUrl,
    tenantApi,
  }) => {
    const { device, open } = await chartsOfDevice(page, tenantApi);
    const now = Date.now();
    await tenantApi.telemetry.saveTimeseries(device.id, [
      { ts: now - 120_000, values: { kitchen: 20, hall: 17, pump: 0 } },
      { ts: now - 60_000, values: { kitchen: 21.46, hall: 18, pump: 1 } },
    ]);
    const { view, pie, bars, state } = await open();
    const pieValues = pie.locator('[data-values]');
    await expect(pieValues).toHaveAttribute('data-values', 'Kitchen: 21.5 °C\nHall: 18 °C');
    await expect(pie.getByRole('list', { name: 'Legend' }).getByRole('button')).toHaveText(['Kitchen', 'Hall']);
    await expect(bars.locator('[data-legend]')).toHaveAttribute('data-legend', /Kitchen[\s\S]*Hall/);
    await expect(state.locator('[data-legend]')).toHaveAttribute('data-legend', /Pump/);
    await expect(view.placeholders).toHaveCount(0);
    await expect(view.widgetErrors).toHaveCount(0);

    // a click on a name in the legend takes the key out of the pie
    await pie.getByRole('button', { name: 'Hall' }).click();
    await expect(pieValues).toHaveAttribute('data-values', 'Kitchen: 21.5 °C');
    await pie.getByRole('button', { name: 'Hall' }).click();

    const { credentialsId } = await tenantApi.devices.credentials(device.id.id);
    await postDeviceTelemetry(serverUrl, credentialsId, { kitchen: 23 });
    await expect(pieValues).toHaveAttribute('data-values', 'Kitchen: 23 °C\nHall: 18 °C');
  });

  test('charts of a device without the values say there is no data', async ({ page, tenantApi }) => {
    const { open } = await chartsOfDevice(page, tenantApi);
    const { pie, bars, state } = await open();
    for (const chart of [pie, bars, state]) {
      await expect(chart.getByTestId('widget-message')).toHaveText('No data to display');
    }
    await expect(pie.locator('[data-values]')).toHaveAttribute('data-values', '');
  });
});

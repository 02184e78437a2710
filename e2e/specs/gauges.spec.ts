import type { Api } from '@fleetdeck/client';
import type { Page } from '@playwright/test';
import { TENANT_ADMIN } from '../fixtures/accounts';
import { postDeviceTelemetry } from '../fixtures/device-http';
import { gaugeDashboard } from '../fixtures/gauge-dashboard';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { DashboardPage } from '../pages/DashboardPage';

/** A device, and the dashboard of a digital and an analogue gauge of its temperature, open. */
async function openGauge(page: Page, api: Api) {
  const device = await api.devices.save({ name: unique('Boiler'), type: 'default' });
  const dashboard = await api.dashboards.save(
    gaugeDashboard({
      title: unique('Gauges'),
      deviceId: device.id.id,
      key: 'temperature',
    }),
  );
  return {
    device,
    open: async () => {
      await signInWithoutForm(page, TENANT_ADMIN);
      const view = new DashboardPage(page);
      await view.goto(dashboard.id.id);
      const digital = view.widget('Boiler gauge');
      // the dashboard's code loads first, slowly on a shared machine
      await expect(digital).toBeVisible({ timeout: 45_000 });
      return { digital, analogue: view.widget('Boiler dial') };
    },
  };
}

test.describe('gauges', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a digital and an analogue gauge show the device’s latest value with its units and decimals, live', async ({
    page,
    serverUrl,
    tenantApi,
  }) => {
    const { device, open } = await openGauge(page, tenantApi);
    const { credentialsId } = await tenantApi.devices.credentials(device.id.id);
    await postDeviceTelemetry(serverUrl, credentialsId, { temperature: 21.46 });
    const { digital, analogue } = await open();
    const meter = digital.getByRole('meter', { name: 'Temperature' });
    await expect(meter).toHaveAttribute('aria-valuetext', '21.5 °C');
    await expect(digital.getByText('21.5 °C')).toBeVisible();
    await expect(digital.getByText('-20', { exact: true })).toBeVisible();
    await expect(digital.getByText('60', { exact: true })).toBeVisible();
    const dial = analogue.getByRole('meter', { name: 'Temperature' });
    await expect(dial).toHaveAttribute('aria-valuetext', '21.5 °C');
    await expect(analogue.getByText('21.5 °C')).toBeVisible();
    await expect(analogue.getByText('40', { exact: true })).toBeVisible();

    await postDeviceTelemetry(serverUrl, credentialsId, { temperature: 35 });
    await expect(meter).toHaveAttribute('aria-valuetext', '35 °C');
    await expect(dial).toHaveAttribute('aria-valuetext', '35 °C');
  });

  test('gauges of a device without the value say there is no data', async ({ page, tenantApi }) => {
    const { open } = await openGauge(page, tenantApi);
    const { digital, analogue } = await open();
    for (const widget of [digital, analogue]) {
      await expect(widget.getByTestId('widget-message')).toHaveText('No data to display');
      await expect(widget.getByRole('meter')).not.toHaveAttribute('aria-valuenow');
    }
  });
});

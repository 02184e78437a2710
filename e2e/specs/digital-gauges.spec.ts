import type { Api } from '@fleetdeck/client';
import type { Page } from '@playwright/test';
import { TENANT_ADMIN } from '../fixtures/accounts';
import { postDeviceTelemetry } from '../fixtures/device-http';
import { gaugeDashboard } from '../fixtures/gauge-dashboard';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { DashboardPage } from '../pages/DashboardPage';

/** A device, and the dashboard of a digital gauge of its temperature, open. */
async function openGauge(page: Page, api: Api) {
  const device = await api.devices.save({ name: unique('Boiler'), type: 'default' });
  const dashboard = await api.dashboards.save(
    gaugeDashboard({
      title: unique('Gauges'),
      deviceId: device.id.id,
      gaugeType: 'digital_gauges.gauge_justgage',
      gaugeTitle: 'Boiler gauge',
      key: 'temperature',
    }),
  );
  return {
    device,
    open: async () => {
      await signInWithoutForm(page, TENANT_ADMIN);
      const view = new DashboardPage(page);
      await view.goto(dashboard.id.id);
      const widget = view.widget('Boiler gauge');
      // the dashboard's code loads first, slowly on a shared machine
      await expect(widget).toBeVisible({ timeout: 45_000 });
      return widget;
    },
  };
}

test.describe('digital gauges', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a digital gauge shows the device’s latest value with its units and decimals, live', async ({
    page,
    serverUrl,
    tenantApi,
  }) => {
    const { device, open } = await openGauge(page, tenantApi);
    const { credentialsId } = await tenantApi.devices.credentials(device.id.id);
    await postDeviceTelemetry(serverUrl, credentialsId, { temperature: 21.46 });
    const widget = await open();
    const meter = widget.getByRole('meter', { name: 'Temperature' });
    await expect(meter).toHaveAttribute('aria-valuetext', '21.5 °C');
    await expect(widget.getByText('21.5 °C')).toBeVisible();
    await expect(widget.getByText('-20', { exact: true })).toBeVisible();
    await expect(widget.getByText('60', { exact: true })).toBeVisible();

    await postDeviceTelemetry(serverUrl, credentialsId, { temperature: 35 });
    await expect(meter).toHaveAttribute('aria-valuetext', '35 °C');
  });

  test('a gauge of a device without the value says there is no data', async ({ page, tenantApi }) => {
    const { open } = await openGauge(page, tenantApi);
    const widget = await open();
    await expect(widget.getByTestId('widget-message')).toHaveText('No data to display');
    await expect(widget.getByRole('meter')).not.toHaveAttribute('aria-valuenow');
  });
});

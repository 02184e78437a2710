import type { Api } from '@fleetdeck/client';
import type { Page } from '@playwright/test';
import { TENANT_ADMIN } from '../fixtures/accounts';
import { GpioDevice } from '../fixtures/gpio-device';
import { gpioNavigatorDashboard } from '../fixtures/gpio-navigator-dashboard';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { DashboardPage } from '../pages/DashboardPage';

const DAY = 86_400_000;
const PINS = [
  { pin: 7, label: 'GPIO 4' },
  { pin: 11, label: 'GPIO 17' },
];

/** The dashboard of the GPIO control, the date range navigator and the temperature chart of a device, open. */
async function openDashboard(page: Page, api: Api, deviceId: string) {
  const dashboard = await api.dashboards.save(
    gpioNavigatorDashboard({ title: unique('GPIO and days'), deviceId, pins: PINS }),
  );
  await signInWithoutForm(page, TENANT_ADMIN);
  const view = new DashboardPage(page);
  await view.goto(dashboard.id.id);
  return view;
}

test.describe('GPIO control and date range navigator', () => {
  test.describe.configure({ timeout: 90_000 });

  test("a GPIO control sets a pin on the device, and the navigator moves the chart's window", async ({
    page,
    tenantApi,
    mqttUrl,
  }) => {
    const gpio = await GpioDevice.create(tenantApi, mqttUrl, unique('Raspberry'), { 7: true, 11: false });
    const now = Date.now();
    await tenantApi.telemetry.saveTimeseries(gpio.device.id, [
      { ts: now - 9 * DAY, values: { temperature: 77 } },
      { ts: now - 3 * DAY, values: { temperature: 33 } },
      { ts: now - 60_000, values: { temperature: 11 } },
    ]);
    const view = await openDashboard(page, tenantApi, gpio.device.id.id);

    const pins = view.widget('Pins');
    // the dashboard's code loads first, slowly on a shared machine
    await expect(pins.getByRole('switch', { name: 'GPIO 4' })).toBeChecked({ timeout: 45_000 });
    const pin17 = pins.getByRole('switch', { name: 'GPIO 17' });
    await expect(pin17).not.toBeChecked();
    await pin17.click();
    await expect.poll(() => gpio.received).toEqual([{ pin: 11, enabled: true }]);
    await expect(pin17).toBeChecked();
    await expect(pins.getByRole('alert')).toHaveCount(0);

    // the navigator opened on the last week instead of the dashboard's last hour
    const legendRow = view
      .widget('Temperature')
      .getByRole('table', { name: 'Legend' })
      .getByRole('row', {
        name: /Temperature/,
      });
    await expect(legendRow.getByRole('cell')).toHaveText(['', '11 °C', '33 °C']);
    const days = view.widget('Days');
    await days.getByRole('combobox', { name: 'Step size' }).click();
    await page.getByRole('option', { name: '1 week' }).click();
    await days.getByRole('button', { name: 'Step back' }).click();
    await expect(legendRow.getByRole('cell')).toHaveText(['', '77 °C', '77 °C']);
    await gpio.disconnect();
  });

  test('a GPIO control whose device does not answer shows the request timeout', async ({ page, tenantApi }) => {
    const device = await tenantApi.devices.save({ name: unique('Silent Raspberry') });
    const view = await openDashboard(page, tenantApi, device.id.id);
    const pins = view.widget('Pins');
    await expect(pins.getByRole('alert')).toHaveText('Request Timeout.', { timeout: 45_000 });
    await expect(pins.getByRole('switch', { name: 'GPIO 4' })).not.toBeChecked();
  });
});

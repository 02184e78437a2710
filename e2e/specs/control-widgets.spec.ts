import type { Api } from '@fleetdeck/client';
import type { Page } from '@playwright/test';
import { TENANT_ADMIN } from '../fixtures/accounts';
import { controlWidgetsDashboard } from '../fixtures/control-widgets-dashboard';
import { SwitchDevice } from '../fixtures/rpc-device';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { DashboardPage } from '../pages/DashboardPage';

const FOLLOWED_KEY = 'pumpRunning';

/** The dashboard of the three switches on a device, open; the device answers RPC only when connected. */
async function openSwitches(page: Page, api: Api, mqttUrl: string, connected: boolean) {
  const name = unique('Pump');
  const switchDevice = connected ? await SwitchDevice.create(api, mqttUrl, name, true) : null;
  const device = switchDevice?.device ?? (await api.devices.save({ name }));
  await api.telemetry.saveAttributes(device.id, 'SHARED_SCOPE', { [FOLLOWED_KEY]: true });
  const dashboard = await api.dashboards.save(
    controlWidgetsDashboard({ title: unique('Switches'), deviceId: device.id.id, followedKey: FOLLOWED_KEY }),
  );
  await signInWithoutForm(page, TENANT_ADMIN);
  const view = new DashboardPage(page);
  await view.goto(dashboard.id.id);
  return { device, switchDevice, view };
}

test.describe('RPC switches', () => {
  test.describe.configure({ timeout: 90_000 });

  test('show the state the device answers or its attribute holds, and set it on the device', async ({
    page,
    tenantApi,
    mqttUrl,
  }) => {
    const { device, switchDevice, view } = await openSwitches(page, tenantApi, mqttUrl, true);
    const pump = view.widget('Switch widget').getByRole('switch', { name: 'Pump' });
    const toggle = view.widget('Toggle widget').getByRole('switch', { name: 'Pump toggle' });
    const knob = view.widget('Round widget').getByRole('switch', { name: 'Pump knob' });
    const lamp = view.widget('LED widget').getByRole('img', { name: /^Pump lamp/ });
    // the dashboard's code loads first, slowly on a shared machine
    await expect(pump).toBeChecked({ timeout: 45_000 });
    await expect(toggle).toBeChecked();
    await expect(knob).toHaveAttribute('aria-checked', 'true');
    await expect(lamp).toHaveAccessibleName('Pump lamp: On');

    await pump.click();
    await expect(pump).not.toBeChecked();
    await expect.poll(() => switchDevice?.received).toEqual([false]);
    await tenantApi.telemetry.saveAttributes(device.id, 'SHARED_SCOPE', { [FOLLOWED_KEY]: false });
    await expect(knob).toHaveAttribute('aria-checked', 'false');
    await expect(lamp).toHaveAccessibleName('Pump lamp: Off');
    await expect(view.root.getByRole('alert')).toHaveCount(0);
    await switchDevice?.disconnect();
  });

  test('a device that does not answer shows the platform’s request timeout', async ({ page, tenantApi, mqttUrl }) => {
    const { view } = await openSwitches(page, tenantApi, mqttUrl, false);
    const widget = view.widget('Switch widget');
    await expect(widget.getByRole('alert')).toHaveText('Request Timeout.', { timeout: 45_000 });
    await expect(widget.getByRole('switch', { name: 'Pump' })).not.toBeChecked();
  });
});

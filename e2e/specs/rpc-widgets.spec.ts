import type { Api } from '@fleetdeck/client';
import type { Page } from '@playwright/test';
import { TENANT_ADMIN } from '../fixtures/accounts';
import { RpcValueDevice } from '../fixtures/rpc-value-device';
import { rpcWidgetsDashboard } from '../fixtures/rpc-widgets-dashboard';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { DashboardPage } from '../pages/DashboardPage';

/** The knob and the debug terminal on a device, open; the device answers RPC only when connected. */
async function openRpcWidgets(page: Page, api: Api, mqttUrl: string, connected: boolean) {
  const name = unique('Heater');
  const valueDevice = connected ? await RpcValueDevice.create(api, mqttUrl, name, 40) : null;
  const device = valueDevice?.device ?? (await api.devices.save({ name }));
  // offline, the button's saved parameters are also broken: not JSON, as a hand-edited setting can be
  const updateParameters = connected ? undefined : '{mode: service}';
  const dashboard = await api.dashboards.save(
    rpcWidgetsDashboard({ title: unique('RPC'), deviceId: device.id.id, updateParameters }),
  );
  await signInWithoutForm(page, TENANT_ADMIN);
  const view = new DashboardPage(page);
  await view.goto(dashboard.id.id);
  const terminal = view.widget('Terminal widget');
  return {
    valueDevice,
    knob: view.widget('Knob widget').getByRole('slider', { name: 'Heater' }),
    knobWidget: view.widget('Knob widget'),
    update: view.widget('Update widget').getByRole('button', { name: 'Service mode' }),
    updateWidget: view.widget('Update widget'),
    terminalText: terminal.locator('.xterm-rows'),
    /** types a line into the terminal and presses Enter */
    typeLine: async (line: string) => {
      await terminal.locator('.xterm').click();
      await page.keyboard.type(line);
      await page.keyboard.press('Enter');
    },
  };
}

test.describe('RPC knob, debug terminal and attribute button', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the knob shows and sets the device’s value, the terminal prints its reply and the button saves its attribute', async ({
    page,
    tenantApi,
    mqttUrl,
  }) => {
    const { valueDevice, knob, knobWidget, terminalText, typeLine, update } = await openRpcWidgets(
      page,
      tenantApi,
      mqttUrl,
      true,
    );
    // the dashboard's code loads first, slowly on a shared machine
    await expect(knob).toHaveAttribute('aria-valuenow', '40', { timeout: 45_000 });
    await knob.focus();
    await page.keyboard.press('ArrowUp');
    await expect(knob).toHaveAttribute('aria-valuenow', '41');
    await expect.poll(() => valueDevice?.received).toEqual([41]);

    await expect(terminalText).toContainText('Welcome to Fleetdeck RPC debug terminal.');
    await typeLine('echo {"lamp":true}');
    await expect(terminalText).toContainText('{"method":"echo","params":{"lamp":true}}');
    await expect(knobWidget.getByRole('alert')).toHaveCount(0);

    await update.click();
    await expect(page.getByText('Update successful')).toBeVisible();
    const device = valueDevice?.device.id;
    if (!device) throw new Error('the device was not created');
    const saved = await tenantApi.telemetry.attributes(device, 'SHARED_SCOPE', ['mode']);
    expect(saved.map(({ key, value }) => ({ key, value }))).toEqual([{ key: 'mode', value: 'service' }]);
    await valueDevice?.disconnect();
  });

  test('a device that does not answer shows the platform’s request timeout; parameters that are not JSON are refused', async ({
    page,
    tenantApi,
    mqttUrl,
  }) => {
    const { knob, knobWidget, terminalText, typeLine, update, updateWidget } = await openRpcWidgets(
      page,
      tenantApi,
      mqttUrl,
      false,
    );
    await expect(knobWidget.getByRole('alert')).toHaveText('Request Timeout.', { timeout: 45_000 });
    await expect(knob).toHaveAttribute('aria-valuenow', '50');
    await typeLine('getValue');
    await expect(terminalText).toContainText('Request Timeout.');
    await update.click();
    await expect(updateWidget.getByRole('alert')).toHaveText('Invalid value');
  });
});

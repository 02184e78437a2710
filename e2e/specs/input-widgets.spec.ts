import type { Api } from '@fleetdeck/client';
import type { EntityId } from '@fleetdeck/model';
import type { Page } from '@playwright/test';
import { TENANT_ADMIN } from '../fixtures/accounts';
import { inputWidgetsDashboard } from '../fixtures/input-widgets-dashboard';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { DashboardPage } from '../pages/DashboardPage';
import { ShellPage } from '../pages/ShellPage';

const SET_POINT = { key: 'setPoint', label: 'Set point', min: 10, max: 30 };

async function sharedSetPoint(api: Api, device: EntityId): Promise<unknown> {
  const attributes = await api.telemetry.attributes(device, 'SHARED_SCOPE', [SET_POINT.key]);
  return attributes[0]?.value;
}

/** A device with a set point of 20 and a temperature of 21.5, and the dashboard of its two input widgets, open. */
async function openInputWidgets(page: Page, api: Api) {
  const device = await api.devices.save({ name: unique('Boiler'), type: 'default' });
  await api.telemetry.saveAttributes(device.id, 'SHARED_SCOPE', { [SET_POINT.key]: 20 });
  await api.telemetry.saveTimeseries(device.id, { temperature: 21.5 });
  const dashboard = await api.dashboards.save(
    inputWidgetsDashboard({
      title: unique('Input widgets'),
      deviceId: device.id.id,
      setPoint: SET_POINT,
      temperatureKey: 'temperature',
    }),
  );
  await signInWithoutForm(page, TENANT_ADMIN);
  const view = new DashboardPage(page);
  await view.goto(dashboard.id.id);
  const setPoint = view.widget('Set point widget').getByRole('spinbutton', { name: SET_POINT.label });
  // the dashboard's code loads first, slowly on a shared machine
  await expect(setPoint).toHaveValue('20', { timeout: 45_000 });
  return { device: device.id, view, setPoint };
}

test.describe('input widgets', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a shared integer attribute and a double time series are typed, saved and read back', async ({
    page,
    tenantApi,
  }) => {
    const { device, view, setPoint } = await openInputWidgets(page, tenantApi);
    await setPoint.fill('25');
    await setPoint.press('Enter');
    await expect(new ShellPage(page).toasts.filter({ hasText: 'Update successful' }).first()).toBeVisible();
    await expect.poll(() => sharedSetPoint(tenantApi, device)).toBe(25);
    await expect(setPoint).toHaveValue('25');

    const temperatureWidget = view.widget('Temperature widget');
    const temperature = temperatureWidget.getByRole('spinbutton', { name: 'Temperature' });
    await expect(temperature).toHaveValue('21.5');
    await temperature.fill('22.75');
    await temperatureWidget.getByRole('button', { name: 'Update timeseries' }).click();
    await expect
      .poll(async () => (await tenantApi.telemetry.latest(device, ['temperature'], true)).temperature?.[0]?.value)
      .toBe(22.75);
    await expect(temperature).toHaveValue('22.75');
  });

  test('an out-of-range or empty set point shows the platform’s message and is not saved', async ({
    page,
    tenantApi,
  }) => {
    const { device, view, setPoint } = await openInputWidgets(page, tenantApi);
    const widget = view.widget('Set point widget');
    await setPoint.fill('35');
    await expect(widget.getByText('Maximum value is 30')).toBeVisible();
    await expect(widget.getByRole('button', { name: 'Update attribute' })).toBeDisabled();
    await setPoint.press('Enter');
    await setPoint.fill('');
    await expect(widget.getByText('Entity attribute is required')).toBeVisible();
    await setPoint.press('Enter');
    await widget.getByRole('button', { name: 'Discard changes' }).click();
    await expect(setPoint).toHaveValue('20');
    expect(await sharedSetPoint(tenantApi, device)).toBe(20);
  });
});

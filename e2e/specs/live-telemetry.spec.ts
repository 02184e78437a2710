import { TENANT_ADMIN } from '../fixtures/accounts';
import { TestDevice } from '../fixtures/device';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { EntityListPage } from '../pages/EntityListPage';
import { ShellPage } from '../pages/ShellPage';
import { TelemetryTabs } from '../pages/TelemetryTabs';

test.describe('live data', () => {
  let device: TestDevice;

  test.beforeEach(async ({ page, tenantApi, mqttUrl }) => {
    device = await TestDevice.create(tenantApi, mqttUrl, unique('Thermostat'));
    await signInWithoutForm(page, TENANT_ADMIN);
    await new ShellPage(page).openMenuEntry('Devices');
    const list = new EntityListPage(page);
    await new ShellPage(page).search(device.device.name);
    await list.row(device.device.name).click();
  });

  test.afterEach(async () => {
    await device.disconnect();
  });

  test('a value the device publishes appears in the Latest telemetry tab without a reload', async ({ page }) => {
    const tabs = new TelemetryTabs(page);
    await tabs.openLatestTelemetry();
    await expect(tabs.details.getByText('No telemetry found')).toBeVisible();

    await device.publishTelemetry({ temperature: 21.5 });
    await expect(tabs.row('temperature')).toContainText('21.5');

    await device.publishTelemetry({ temperature: 23.25, humidity: 40 });
    await expect(tabs.row('temperature')).toContainText('23.25');
    await expect(tabs.row('humidity')).toContainText('40');

    await tabs.row('temperature').getByRole('checkbox').check();
    await tabs.details.getByRole('button', { name: 'Show on chart' }).click();
    await expect(tabs.chart.getByRole('heading')).toContainText(device.device.name);
    await expect(tabs.chart.getByRole('button', { name: 'last minute' })).toBeVisible();
    await expect(tabs.chart.getByTestId('telemetry-chart')).not.toHaveAttribute('data-points', '0');
  });

  test('a shared attribute added in the console reaches the device', async ({ page, tenantApi }) => {
    const tabs = new TelemetryTabs(page);
    // The device is subscribed to shared attribute updates before the console adds one.
    const update = device.nextAttributeUpdate(20_000);

    await tabs.openAttributes('Shared attributes');
    await tabs.startAddingAttribute('targetTemperature');
    await tabs.chooseValueType('Integer');
    await tabs.dialog.getByLabel(/Integer value/).fill('22');
    await tabs.dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(tabs.dialog).toBeHidden();
    await expect(tabs.row('targetTemperature')).toContainText('22');
    expect(await tenantApi.telemetry.attributes(device.device.id, 'SHARED_SCOPE', ['targetTemperature'])).toMatchObject(
      [{ key: 'targetTemperature', value: 22 }],
    );

    expect(await update).toEqual({ targetTemperature: 22 });
  });

  test('an invalid JSON value shows the seed message and saves nothing', async ({ page, tenantApi }) => {
    const tabs = new TelemetryTabs(page);
    await tabs.openAttributes('Server attributes');
    await tabs.startAddingAttribute('config');
    await tabs.chooseValueType('JSON');
    await tabs.dialog.getByLabel(/JSON value/).fill('{"mode": "eco"');
    await expect(tabs.dialog.getByText('JSON value has an invalid format')).toBeVisible();
    await expect(tabs.dialog.getByRole('button', { name: 'Add', exact: true })).toBeDisabled();
    await tabs.dialog.getByRole('button', { name: 'Cancel' }).click();
    // The connected device's state (active, lastConnectTime, …) is there; the refused attribute is not.
    await expect(tabs.row('active')).toContainText('true');
    await expect(tabs.row('config')).toHaveCount(0);
    expect(await tenantApi.telemetry.attributes(device.device.id, 'SERVER_SCOPE', ['config'])).toEqual([]);
  });
});

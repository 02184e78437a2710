import { TENANT_ADMIN } from '../fixtures/accounts';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { EntityViewsPage } from '../pages/EntityViewsPage';
import { ShellPage } from '../pages/ShellPage';

test.describe('entity views', () => {
  test('a tenant administrator adds an entity view of a device with some of its keys', async ({ page, tenantApi }) => {
    const deviceName = unique('Meter');
    const device = await tenantApi.devices.save({ name: deviceName, type: 'default' });
    await signInWithoutForm(page, TENANT_ADMIN);
    await new ShellPage(page).openMenuEntry('Entity views');
    const views = new EntityViewsPage(page);
    const name = unique('Meter view');
    await views.add({
      name,
      type: 'metering',
      deviceName,
      timeseries: ['energy', 'power'],
      sharedAttributes: ['tariff'],
    });
    await expect(views.dialog).toBeHidden();
    await expect(views.row(name)).toContainText('metering');

    const saved = (await tenantApi.entityViews.tenantEntityViews({ pageSize: 10, page: 0, textSearch: name })).data[0];
    expect(saved.entityId).toEqual(device.id);
    expect(saved.keys).toEqual({ timeseries: ['energy', 'power'], attributes: { cs: [], ss: [], sh: ['tariff'] } });
  });
});

test.describe('entity view key suggestions', () => {
  test('the key lists suggest the target device’s own time-series and attribute keys', async ({ page, tenantApi }) => {
    const deviceName = unique('Boiler');
    const device = await tenantApi.devices.save({ name: deviceName, type: 'default' });
    await tenantApi.telemetry.saveTimeseries(device.id, { waterTemperature: 61, pressure: 1.8 });
    await tenantApi.telemetry.saveAttributes(device.id, 'SHARED_SCOPE', { targetTemperature: 60 });
    await tenantApi.telemetry.saveAttributes(device.id, 'SERVER_SCOPE', { installedAt: 'cellar' });
    await expect.poll(() => tenantApi.telemetry.timeseriesKeys(device.id)).toHaveLength(2);
    await signInWithoutForm(page, TENANT_ADMIN);
    await new ShellPage(page).openMenuEntry('Entity views');
    const views = new EntityViewsPage(page);
    await views.startWithDevice(deviceName);

    await expect(await views.suggestedKeys('Timeseries')).toHaveText(['pressure', 'waterTemperature']);
    await expect(await views.suggestedKeys('Shared attributes')).toHaveText(['targetTemperature']);
    await expect(await views.suggestedKeys('Server attributes')).toHaveText(['installedAt']);
    // A suggestion is picked as a chip, and a key the device does not have yet can still be typed.
    await page.getByRole('option', { name: 'installedAt' }).click();
    const serverKeys = views.dialog.getByRole('combobox', { name: 'Server attributes' });
    await serverKeys.fill('serviceDate');
    await serverKeys.press('Enter');
    await expect(views.dialog.getByRole('button', { name: 'installedAt' })).toBeVisible();
    await expect(views.dialog.getByRole('button', { name: 'serviceDate' })).toBeVisible();
  });
});

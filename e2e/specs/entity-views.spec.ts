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

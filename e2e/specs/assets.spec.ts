import { TENANT_ADMIN } from '../fixtures/accounts';
import { expect, test, unique } from '../fixtures/test';
import { AssetsPage } from '../pages/AssetsPage';
import { LoginPage } from '../pages/LoginPage';
import { ShellPage } from '../pages/ShellPage';

test.describe('assets', () => {
  test.beforeEach(async ({ page }) => {
    await new LoginPage(page).signInAndWait(TENANT_ADMIN);
    await new ShellPage(page).openMenuEntry('Assets');
  });

  test('a tenant administrator adds an asset and relates it to a device', async ({ page, tenantApi }) => {
    const deviceName = unique('Boiler');
    await tenantApi.devices.save({ name: deviceName, type: 'default' });
    const assets = new AssetsPage(page);
    const name = unique('Building');
    await assets.add(name, 'building');
    await expect(assets.row(name)).toContainText('building');

    await assets.openDetails(name);
    await expect(assets.details.getByTestId('details-title')).toHaveText(name);
    await assets.relations.open();
    await expect(assets.details.getByText('No relations found')).toBeVisible();
    await assets.relations.addTo('Contains', 'Device', deviceName);
    await expect(assets.relations.addDialog).toBeHidden();
    await expect(assets.relations.rows).toHaveCount(1);
    await expect(assets.relations.rows.first()).toContainText('Contains');
    await expect(assets.relations.rows.first()).toContainText('Device');
    await expect(assets.relations.rows.first()).toContainText(deviceName);
  });

  test('a duplicate asset name shows the server message', async ({ page, tenantApi }) => {
    const name = unique('Warehouse');
    await tenantApi.assets.save({ name, type: 'building' });
    const assets = new AssetsPage(page);
    await assets.add(name, 'building');
    await expect(new ShellPage(page).toasts).toContainText('Asset with such name already exists!');
    await expect(assets.dialog).toBeVisible();
  });
});

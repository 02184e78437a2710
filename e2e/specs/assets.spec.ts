import { CUSTOMER_USER, TENANT_ADMIN } from '../fixtures/accounts';
import { backendAs } from '../fixtures/backend';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { AssetsPage } from '../pages/AssetsPage';
import { ShellPage } from '../pages/ShellPage';

test.describe('assets', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    if (testInfo.title.startsWith('a customer user')) return;
    await signInWithoutForm(page, TENANT_ADMIN);
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

  test('a customer user sees the customer’s assets read-only', async ({ page, serverUrl, tenantApi }) => {
    const customerApi = await backendAs(serverUrl, CUSTOMER_USER);
    const customerId = (await customerApi.auth.currentUser()).customerId.id;
    const ownName = unique('Customer site');
    const otherName = unique('Tenant site');
    const own = await tenantApi.assets.save({ name: ownName, type: 'site' });
    await tenantApi.assets.assignToCustomer(customerId, own.id.id);
    await tenantApi.assets.save({ name: otherName, type: 'site' });

    await signInWithoutForm(page, CUSTOMER_USER);
    await new ShellPage(page).openMenuEntry('Assets');
    const assets = new AssetsPage(page);
    await expect(assets.row(ownName)).toBeVisible();
    await expect(assets.row(otherName)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add asset' })).toHaveCount(0);
    await expect(assets.row(ownName).getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await assets.openDetails(ownName);
    await expect(assets.details.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await assets.relations.open();
    await expect(assets.details.getByRole('button', { name: 'Add relation' })).toHaveCount(0);
  });
});

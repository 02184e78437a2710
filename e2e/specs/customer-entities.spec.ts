import { NULL_UUID } from '@fleetdeck/model';
import { TENANT_ADMIN } from '../fixtures/accounts';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { CustomerEntitiesPage } from '../pages/CustomerEntitiesPage';
import { ShellPage } from '../pages/ShellPage';

test.describe('a customer’s own lists', () => {
  // A worker's first test starts its server and loads the console cold, which on two busy cores takes over 45 s.
  test.describe.configure({ timeout: 120_000 });

  test('a tenant administrator assigns a device to a customer from its devices list and unassigns it', async ({
    page,
    tenantApi,
  }) => {
    const customer = await tenantApi.customers.save({ title: unique('Harbour') });
    const deviceName = unique('Crane sensor');
    const device = await tenantApi.devices.save({ name: deviceName, type: 'default' });
    await signInWithoutForm(page, TENANT_ADMIN);
    await new ShellPage(page).openMenuEntry('Customers');
    const list = new CustomerEntitiesPage(page);
    await list.openFromCustomers(customer.title, 'Manage customer devices');
    await expect(page).toHaveURL(new RegExp(`/customers/${customer.id.id}/devices`));
    await expect(list.title).toHaveText(`${customer.title}: Devices`);
    await expect(list.row(deviceName)).toHaveCount(0);

    await list.chooseToAssign('Assign new device', 'Devices', [deviceName]);
    await list.confirmAssign();
    await expect(list.dialog).toBeHidden();
    await expect(list.row(deviceName)).toBeVisible();
    expect((await tenantApi.devices.get(device.id.id)).customerId.id).toBe(customer.id.id);

    await list.unassign(deviceName);
    await expect(list.row(deviceName)).toHaveCount(0);
    expect((await tenantApi.devices.get(device.id.id)).customerId.id).toBe(NULL_UUID);
  });

  test('an assignment the server refuses is shown as its readable message and nothing is listed', async ({
    page,
    tenantApi,
  }) => {
    const customer = await tenantApi.customers.save({ title: unique('Quarry') });
    const assetName = unique('Conveyor');
    const asset = await tenantApi.assets.save({ name: assetName, type: 'belt' });
    await signInWithoutForm(page, TENANT_ADMIN);
    await page.goto(`/customers/${customer.id.id}/assets`);
    const list = new CustomerEntitiesPage(page);
    await expect(list.title).toHaveText(`${customer.title}: Assets`);
    await list.chooseToAssign('Assign new asset', 'Assets', [assetName]);
    // Another administrator deletes the asset while this one is still choosing.
    await tenantApi.assets.delete(asset.id.id);
    await list.confirmAssign();

    await expect(new ShellPage(page).toasts).toContainText(/not found/i);
    await expect(list.dialog).toBeVisible();
    await expect(list.row(assetName)).toHaveCount(0);
  });
});

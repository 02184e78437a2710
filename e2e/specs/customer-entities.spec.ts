import { NULL_UUID } from '@fleetdeck/model';
import { TENANT_ADMIN } from '../fixtures/accounts';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { AssignedEntitiesPage } from '../pages/AssignedEntitiesPage';
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
    const list = new AssignedEntitiesPage(page);
    await list.openFromOwnerRow(customer.title, 'Manage customer devices');
    await expect(page).toHaveURL(new RegExp(`/customers/${customer.id.id}/devices`));
    await expect(list.title).toHaveText(`${customer.title}: Devices`);
    await expect(list.row(deviceName)).toHaveCount(0);

    await list.chooseToAssign('Assign new device', 'Devices', [deviceName]);
    await list.confirmAssign();
    await expect(list.dialog).toBeHidden();
    await expect(list.row(deviceName)).toBeVisible();
    expect((await tenantApi.devices.get(device.id.id)).customerId.id).toBe(customer.id.id);

    await list.unassign(deviceName, 'Unassign from customer');
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
    await new AssignedEntitiesPage(page).assignDeletedAsset(`/customers/${customer.id.id}/assets`, assetName, () =>
      tenantApi.assets.delete(asset.id.id),
    );
  });

  test('a tenant administrator edits a device in a customer’s list, which offers no delete', async ({
    page,
    tenantApi,
  }) => {
    const customer = await tenantApi.customers.save({ title: unique('Dockyard') });
    const deviceName = unique('Winch');
    const device = await tenantApi.devices.save({ name: deviceName, type: 'default' });
    await tenantApi.devices.assignToCustomer(customer.id.id, device.id.id);
    await signInWithoutForm(page, TENANT_ADMIN);
    await page.goto(`/customers/${customer.id.id}/devices`);
    const list = new AssignedEntitiesPage(page);
    await expect(list.row(deviceName)).toBeVisible();
    await expect(list.row(deviceName).getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add device' })).toHaveCount(0);

    await list.row(deviceName).click();
    await expect(list.detailsTitle).toHaveText(deviceName);
    await list.details.getByRole('button', { name: 'Edit' }).click();
    await list.details.getByLabel('Label').fill('Quay 4');
    await list.details.getByRole('button', { name: 'Apply changes' }).click();
    await expect(list.details.getByLabel('Label')).toBeDisabled();
    expect((await tenantApi.devices.get(device.id.id)).label).toBe('Quay 4');
    expect((await tenantApi.devices.get(device.id.id)).customerId.id).toBe(customer.id.id);
  });

  test('a name another device has is refused in a customer’s list with the server’s message', async ({
    page,
    tenantApi,
  }) => {
    const customer = await tenantApi.customers.save({ title: unique('Marina') });
    const taken = await tenantApi.devices.save({ name: unique('Buoy'), type: 'default' });
    const deviceName = unique('Pontoon');
    const device = await tenantApi.devices.save({ name: deviceName, type: 'default' });
    await tenantApi.devices.assignToCustomer(customer.id.id, device.id.id);
    await signInWithoutForm(page, TENANT_ADMIN);
    await page.goto(`/customers/${customer.id.id}/devices?details=${device.id.id}`);
    const list = new AssignedEntitiesPage(page);
    await expect(list.detailsTitle).toHaveText(deviceName);
    await list.details.getByRole('button', { name: 'Edit' }).click();
    await list.details.getByLabel('Name').fill(taken.name);
    await list.details.getByRole('button', { name: 'Apply changes' }).click();

    await expect(new ShellPage(page).toasts).toContainText('Device with such name already exists!');
    expect((await tenantApi.devices.get(device.id.id)).name).toBe(deviceName);
  });
});

import { TENANT_ADMIN } from '../fixtures/accounts';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { AssignedEntitiesPage } from '../pages/AssignedEntitiesPage';
import { ShellPage } from '../pages/ShellPage';

const FIRST_PAGE = { pageSize: 50, page: 0 };

test.describe('what is assigned to an edge', () => {
  // A worker's first test starts its server and loads the console cold, which on two busy cores takes over 45 s.
  test.describe.configure({ timeout: 120_000 });

  test('a tenant administrator assigns a device to an edge from its devices list and unassigns it', async ({
    page,
    tenantApi,
  }) => {
    const edge = await tenantApi.edges.save({ name: unique('Depot edge'), type: 'default' });
    const deviceName = unique('Forklift tracker');
    await tenantApi.devices.save({ name: deviceName, type: 'default' });
    await signInWithoutForm(page, TENANT_ADMIN);
    await new ShellPage(page).openMenuEntry('Edge instances');
    const list = new AssignedEntitiesPage(page);
    await list.openFromOwnerRow(edge.name, 'Manage edge devices');
    await expect(page).toHaveURL(new RegExp(`/edgeInstances/${edge.id.id}/devices`));
    await expect(list.title).toHaveText(`${edge.name}: Devices`);
    await expect(list.row(deviceName)).toHaveCount(0);

    await list.chooseToAssign('Assign new device', 'Devices', [deviceName]);
    await list.confirmAssign();
    await expect(list.dialog).toBeHidden();
    await expect(list.row(deviceName)).toBeVisible();
    const assigned = await tenantApi.edges.devices(edge.id.id, FIRST_PAGE);
    expect(assigned.data.map((device) => device.name)).toEqual([deviceName]);

    await list.unassign(deviceName, 'Unassign from edge');
    await expect(list.row(deviceName)).toHaveCount(0);
    expect((await tenantApi.edges.devices(edge.id.id, FIRST_PAGE)).data).toEqual([]);
  });

  test('an edge’s devices show the customer each is assigned to, as the tenant’s list does', async ({
    page,
    tenantApi,
  }) => {
    const edge = await tenantApi.edges.save({ name: unique('Harbour edge'), type: 'default' });
    const customer = await tenantApi.customers.save({ title: unique('Harbour authority') });
    const owned = await tenantApi.devices.save({ name: unique('Crane meter'), type: 'default' });
    const own = await tenantApi.devices.save({ name: unique('Gate meter'), type: 'default' });
    await tenantApi.devices.assignToCustomer(customer.id.id, owned.id.id);
    await tenantApi.edges.assignDevice(edge.id.id, owned.id.id);
    await tenantApi.edges.assignDevice(edge.id.id, own.id.id);
    await signInWithoutForm(page, TENANT_ADMIN);
    const list = new AssignedEntitiesPage(page);

    await page.goto(`/edgeInstances/${edge.id.id}/devices`);

    await expect(list.row(owned.name)).toContainText(customer.title);
    await expect(list.row(own.name)).toBeVisible();
    await expect(list.row(own.name)).not.toContainText(customer.title);
  });

  test('an asset deleted while it is being assigned is refused with the server’s message and nothing is listed', async ({
    page,
    tenantApi,
  }) => {
    const edge = await tenantApi.edges.save({ name: unique('Yard edge'), type: 'default' });
    const assetName = unique('Gantry');
    const asset = await tenantApi.assets.save({ name: assetName, type: 'crane' });
    await signInWithoutForm(page, TENANT_ADMIN);
    await new AssignedEntitiesPage(page).assignDeletedAsset(`/edgeInstances/${edge.id.id}/assets`, assetName, () =>
      tenantApi.assets.delete(asset.id.id),
    );
    expect((await tenantApi.edges.assets(edge.id.id, FIRST_PAGE)).data).toEqual([]);
  });
});

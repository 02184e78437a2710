import type { Api } from '@fleetdeck/client';
import type { Page } from '@playwright/test';
import { TENANT_ADMIN } from '../fixtures/accounts';
import { entitiesHierarchyDashboard } from '../fixtures/entities-hierarchy-dashboard';
import { persistentRpcDashboard } from '../fixtures/persistent-rpc-dashboard';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { DashboardPage } from '../pages/DashboardPage';

/** An offline device with one persistent request waiting for it, and the table of its requests, open. */
async function openPersistentTable(page: Page, api: Api) {
  const device = await api.devices.save({ name: unique('Boiler') });
  // it stays queued however slowly the dashboard loads: the default expiry is ten seconds away
  const sent = await api.rpc.oneway(device.id.id, {
    method: 'setMode',
    params: { mode: 'eco' },
    persistent: true,
    expirationTime: Date.now() + 600_000,
  });
  if (!sent) throw new Error('the persistent request has no id');
  const dashboard = await api.dashboards.save(persistentRpcDashboard({ title: unique('RPC'), deviceId: device.id.id }));
  await signInWithoutForm(page, TENANT_ADMIN);
  const view = new DashboardPage(page);
  await view.goto(dashboard.id.id);
  const table = view.widgetsOfType('control_widgets.persistent_table');
  // the dashboard's code loads first, slowly on a shared machine
  await expect(table.getByRole('row').filter({ hasText: sent.rpcId })).toBeVisible({ timeout: 45_000 });
  return { rpcId: sent.rpcId, table };
}

test.describe('persistent RPC table', () => {
  test.describe.configure({ timeout: 90_000 });

  test('lists the request sent to the device with its status, and sends a new one from "Add RPC"', async ({
    page,
    tenantApi,
  }) => {
    const { rpcId, table } = await openPersistentTable(page, tenantApi);
    const row = table.getByRole('row').filter({ hasText: rpcId });
    await expect(row).toContainText('setMode');
    await expect(row).toContainText('One-way');
    await expect(row).toContainText('Queued');

    await table.getByRole('button', { name: 'Add RPC' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create new RPC request' });
    await dialog.getByRole('textbox', { name: 'Method' }).fill('reboot');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog).toBeHidden();
    await expect(table.getByRole('row').filter({ hasText: 'reboot' })).toContainText('Two-way');
  });

  test('deleting a request that is already gone shows the server’s message', async ({ page, tenantApi }) => {
    const { rpcId, table } = await openPersistentTable(page, tenantApi);
    await tenantApi.rpc.deletePersistent(rpcId);
    await table.getByRole('row').filter({ hasText: rpcId }).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete Persistent RPC' }).getByRole('button', { name: 'Yes' }).click();
    await expect(table.getByRole('alert')).toHaveText(`RPC with id [${rpcId}] is not found`);
    await expect(table.getByRole('row').filter({ hasText: rpcId })).toHaveCount(0);
  });
});

test.describe('entities hierarchy', () => {
  test.describe.configure({ timeout: 90_000 });

  test('shows the site and what it contains, collapses and expands a relation, and selects a node', async ({
    page,
    tenantApi,
  }) => {
    const site = await tenantApi.assets.save({ name: unique('Site'), type: 'site' });
    const floor = await tenantApi.assets.save({ name: unique('Floor'), type: 'floor' });
    const sensor = await tenantApi.devices.save({ name: unique('Sensor') });
    await tenantApi.relations.save({ from: site.id, to: floor.id, type: 'Contains' });
    await tenantApi.relations.save({ from: floor.id, to: sensor.id, type: 'Contains' });
    const dashboard = await tenantApi.dashboards.save(
      entitiesHierarchyDashboard({ title: unique('Tree'), rootAssetId: site.id.id }),
    );
    await signInWithoutForm(page, TENANT_ADMIN);
    const view = new DashboardPage(page);
    await view.goto(dashboard.id.id);
    const tree = view.widgetsOfType('cards.entities_hierarchy').getByRole('tree');
    // the platform opens nodes up to the fourth level when they load
    await expect(tree.getByText(sensor.name)).toBeVisible({ timeout: 45_000 });
    await tree.getByRole('button', { name: floor.name }).click();
    await expect(tree.getByText(sensor.name)).toBeHidden();
    await tree.getByRole('button', { name: floor.name }).click();
    await expect(tree.getByText(sensor.name)).toBeVisible();
    await tree.getByText(floor.name).click();
    await expect(tree.getByRole('treeitem', { selected: true })).toContainText(floor.name);
  });
});

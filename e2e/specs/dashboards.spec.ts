import { readFileSync } from 'node:fs';
import type { Api } from '@fleetdeck/client';
import type { DashboardDraft } from '@fleetdeck/model';
import { CUSTOMER_USER, TENANT_ADMIN } from '../fixtures/accounts';

/** A demo customer user no other spec signs in as, so its home dashboard can change. */
const HOME_USER = { username: 'customerC@fleetdeck.io', password: 'customer' };

import { backendAs } from '../fixtures/backend';
import { TestDevice } from '../fixtures/device';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { DashboardPage } from '../pages/DashboardPage';
import { DashboardsListPage } from '../pages/DashboardsListPage';

const THERMOSTATS = new URL('../../fixtures/tb-3.4.1/dashboards/thermostats.json', import.meta.url);

/** The platform's Thermostats export under a title no other test uses. */
function thermostatsExport(title: string): DashboardDraft {
  return { ...JSON.parse(readFileSync(THERMOSTATS, 'utf8')), title };
}

async function importThroughApi(api: Api, title: string) {
  return api.dashboards.save(thermostatsExport(title));
}

test.describe('dashboards', () => {
  // a dashboard test signs in, imports a whole export and loads the widget code and the script sandbox's WebAssembly
  test.describe.configure({ timeout: 90_000 });

  test('an exported dashboard imported through the console opens with its widgets', async ({ page }) => {
    const title = unique('Thermostats');
    await signInWithoutForm(page, TENANT_ADMIN);
    const list = new DashboardsListPage(page);
    await list.goto();
    await list.openImport();
    await list.chooseImportFile('thermostats.json', JSON.stringify(thermostatsExport(title)));
    await list.confirmImport();
    await expect(list.dialog).toBeHidden();

    await list.row(title).click();
    await expect(page).toHaveURL(/\/dashboards\/[0-9a-f-]{36}$/);
    const dashboard = new DashboardPage(page);
    await expect(dashboard.widgets).toHaveCount(3);
    // every widget type of the export has a definition in the console
    await expect(dashboard.placeholders).toHaveCount(0);
    await expect(dashboard.widgetErrors).toHaveCount(0);
  });

  test('a malformed file shows a readable error and creates nothing', async ({ page, tenantApi }) => {
    const before = await tenantApi.dashboards.tenantDashboards({ page: 0, pageSize: 1 });
    await signInWithoutForm(page, TENANT_ADMIN);
    const list = new DashboardsListPage(page);
    await list.goto();

    await list.openImport();
    await list.chooseImportFile('broken.json', '{"title": "Broken", "configuration": ');
    await list.confirmImport();
    await expect(list.importError).toHaveText('Unable to import dashboard: the file is not valid JSON.');

    await list.chooseImportFile('device.json', JSON.stringify({ name: 'Not a dashboard', type: 'default' }));
    await list.confirmImport();
    await expect(list.importError).toHaveText('Unable to import dashboard: Invalid dashboard data structure.');
    await expect(list.dialog).toBeVisible();

    const after = await tenantApi.dashboards.tenantDashboards({ page: 0, pageSize: 1 });
    expect(after.totalElements).toBe(before.totalElements);
  });

  test('a value a device publishes appears in an open chart without a reload', async ({ page, tenantApi, mqttUrl }) => {
    const device = await TestDevice.create(tenantApi, mqttUrl, unique('Thermostat'));
    try {
      const saved = await importThroughApi(tenantApi, unique('Thermostats'));
      await signInWithoutForm(page, TENANT_ADMIN);
      const dashboard = new DashboardPage(page);
      // the chart state of the export, opened for the device as its Chart action opens it
      await dashboard.goto(saved.id.id, [
        { id: 'chart', params: { entityId: device.device.id, entityName: device.device.name } },
      ]);
      const chart = dashboard.widget('Temperature');
      await expect(chart).toHaveAttribute('data-widget-type', 'charts.basic_timeseries');
      await expect(chart).toHaveAttribute('data-points', '0');

      await device.publishTelemetry({ temperature: 21.5 });
      await expect(chart).not.toHaveAttribute('data-points', '0');
      await expect(dashboard.widgetErrors).toHaveCount(0);
    } finally {
      await device.disconnect();
    }
  });

  test('a public dashboard opens for a visitor who is not signed in', async ({ browser, tenantApi, serverUrl }) => {
    const saved = await importThroughApi(tenantApi, unique('Public thermostats'));
    const shared = await tenantApi.dashboards.makePublic(saved.id.id);
    const publicId = shared.assignedCustomers?.find((customer) => customer.public)?.customerId.id;
    expect(publicId).toBeTruthy();

    const visitor = await browser.newContext({ baseURL: serverUrl });
    try {
      const page = await visitor.newPage();
      await page.goto(`/dashboard/${saved.id.id}?publicId=${publicId}`);
      const dashboard = new DashboardPage(page);
      await expect(dashboard.widgets).toHaveCount(3);
      await expect(page.getByTestId('side-menu')).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`/dashboard/${saved.id.id}\\?publicId=${publicId}`));
    } finally {
      await visitor.close();
    }
  });

  test('a customer user sees only the dashboards assigned to the customer', async ({ page, tenantApi, serverUrl }) => {
    const customerApi = await backendAs(serverUrl, CUSTOMER_USER);
    const customerId = (await customerApi.auth.currentUser()).customerId.id;
    const assigned = await tenantApi.dashboards.save({ title: unique('Assigned board') });
    const other = await tenantApi.dashboards.save({ title: unique('Tenant board') });
    await tenantApi.dashboards.assignToCustomer(customerId, assigned.id.id);

    await signInWithoutForm(page, CUSTOMER_USER);
    const list = new DashboardsListPage(page);
    await list.goto();
    await expect(list.row(assigned.title)).toBeVisible();
    await expect(list.row(other.title)).toHaveCount(0);
    // read-only: nothing to add or import
    await expect(page.getByRole('button', { name: 'Add dashboard' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Import dashboard' })).toHaveCount(0);
  });

  test('a user with a home dashboard sees it on the home page, without its toolbar', async ({
    page,
    tenantApi,
    serverUrl,
  }) => {
    const me = await (await backendAs(serverUrl, HOME_USER)).auth.currentUser();
    const saved = await importThroughApi(tenantApi, unique('Home thermostats'));
    await tenantApi.dashboards.assignToCustomer(me.customerId.id, saved.id.id);
    const user = await tenantApi.users.get(me.id.id);
    await tenantApi.users.save({
      ...user,
      additionalInfo: { ...user.additionalInfo, homeDashboardId: saved.id.id, homeDashboardHideToolbar: true },
    });
    try {
      await signInWithoutForm(page, HOME_USER);
      await expect(page).toHaveURL(/\/home$/);
      const dashboard = new DashboardPage(page);
      await expect(dashboard.widgets).toHaveCount(3);
      await expect(dashboard.toolbar).toHaveCount(0);
    } finally {
      await tenantApi.users.save(user);
    }
  });
});

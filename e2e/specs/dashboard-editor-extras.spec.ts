import type { Page } from '@playwright/test';
import { TENANT_ADMIN } from '../fixtures/accounts';
import { customWidgetsDashboard, prefixedValueCardFile } from '../fixtures/custom-widgets';
import { pickOption } from '../fixtures/pick-option';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { ZONE_TABLE, zoneTableDashboard } from '../fixtures/zone-table-dashboard';
import { DashboardEditor } from '../pages/DashboardEditor';
import { DashboardPage } from '../pages/DashboardPage';

type Json = Record<string, unknown>;

type SavedConfiguration = {
  widgets: Record<string, { config: { datasources: { filterId: string | null }[] } }>;
  filters: Record<string, { id: string; filter: string }>;
};

async function openInEditMode(page: Page, dashboardId: string) {
  await signInWithoutForm(page, TENANT_ADMIN);
  const dashboard = new DashboardPage(page);
  await dashboard.goto(dashboardId);
  const editor = new DashboardEditor(page);
  await editor.editButton.click();
  await expect(editor.editButtons).toBeVisible();
  return { dashboard, editor };
}

test.describe('the dashboard editor extras', () => {
  // signing in and loading the dashboard's code take a while on a shared machine
  test.describe.configure({ timeout: 90_000 });

  test("a filter added in edit mode and picked for the table's datasource shows only the matching devices", async ({
    page,
    tenantApi,
  }) => {
    const prefix = unique('Zoned');
    for (const zone of ['north', 'south']) {
      const device = await tenantApi.devices.save({ name: `${prefix} ${zone}` });
      await tenantApi.telemetry.saveAttributes(device.id, 'SERVER_SCOPE', { zone });
    }
    const created = await tenantApi.dashboards.save(zoneTableDashboard(unique('Zones'), prefix));
    const { dashboard, editor } = await openInEditMode(page, created.id.id);
    const table = dashboard.widgetsOfType('cards.entities_table');
    await expect(dashboard.tableRow(table, `${prefix} south`)).toBeVisible();

    await editor.editButtons.getByRole('button', { name: 'Filters' }).click();
    const filters = page.getByRole('dialog', { name: 'Filters' });
    await filters.getByRole('button', { name: 'Add filter' }).click();
    const filter = page.getByRole('dialog', { name: 'Add filter' });
    await filter.getByRole('textbox', { name: 'Filter name' }).fill('North zone');
    await filter.getByRole('button', { name: 'Add key filter' }).click();
    const keyFilter = page.getByRole('dialog', { name: 'Add key filter' });
    await keyFilter.getByRole('combobox', { name: 'Key name' }).fill('zone');
    await keyFilter.getByRole('textbox', { name: 'Value' }).fill('north');
    await keyFilter.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(keyFilter).toBeHidden();
    await filter.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(filter).toBeHidden();
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(filters).toBeHidden();

    await dashboard.widget(ZONE_TABLE).getByRole('button', { name: 'Edit widget' }).click();
    const config = page.getByRole('dialog', { name: 'Edit widget' });
    await pickOption(page, config.getByRole('combobox', { name: 'Filter', exact: true }), 'North zone');
    await config.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(config).toBeHidden();
    await expect(dashboard.tableRow(table, `${prefix} north`)).toBeVisible();
    await expect(dashboard.tableRow(table, `${prefix} south`)).toHaveCount(0);

    await editor.saveButton.click();
    await expect(editor.editButtons).toBeHidden();
    const saved = (await tenantApi.dashboards.get(created.id.id)).configuration as unknown as SavedConfiguration;
    const north = Object.values(saved.filters).find((candidate) => candidate.filter === 'North zone');
    expect(saved.widgets.table?.config.datasources[0]?.filterId).toBe(north?.id);
  });

  test('a state switched to main and right layouts gets a new widget in its right layout', async ({
    page,
    tenantApi,
  }) => {
    const created = await tenantApi.dashboards.save(zoneTableDashboard(unique('Two layouts'), unique('Nothing')));
    const { dashboard, editor } = await openInEditMode(page, created.id.id);
    await editor.editButtons.getByRole('button', { name: 'Manage layouts' }).click();
    const layouts = page.getByRole('dialog', { name: 'Manage layouts' });
    await layouts.getByRole('checkbox', { name: 'Right' }).check();
    await layouts.getByRole('button', { name: 'Apply' }).click();
    await expect(layouts).toBeHidden();
    const right = page.getByTestId('dashboard-layout-right');
    await expect(right).toBeVisible();

    // the console has no native RPC remote shell, so it is added without its configuration step
    await editor.addWidgetTo('Right', 'Control widgets', 'RPC remote shell');
    await expect(right.getByRole('region', { name: 'New RPC remote shell', exact: true })).toBeVisible();
    await expect(page.getByTestId('dashboard-layout-main').getByRole('region', { name: ZONE_TABLE })).toBeVisible();

    // the right layout has grid settings of its own
    await editor.editButtons.getByRole('button', { name: 'Layout settings' }).click();
    await page.getByRole('menuitem', { name: 'Right' }).click();
    const layoutSettings = page.getByRole('dialog', { name: 'Layout settings' });
    await layoutSettings.getByRole('textbox', { name: 'Background color' }).fill('#ffe0b2');
    await layoutSettings.getByRole('button', { name: 'Apply' }).click();
    await expect(layoutSettings).toBeHidden();
    await expect(right).toHaveCSS('background-color', 'rgb(255, 224, 178)');

    await editor.saveButton.click();
    await expect(editor.editButtons).toBeHidden();
    const saved = (await tenantApi.dashboards.get(created.id.id)).configuration as unknown as {
      states: Record<string, { layouts: Record<string, { widgets: Record<string, unknown>; gridSettings: Json }> }>;
    };
    const state = saved.states.default;
    expect(Object.keys(state?.layouts.right?.widgets ?? {})).toHaveLength(1);
    expect(Object.keys(state?.layouts.main?.widgets ?? {})).toEqual(['table']);
    expect(state?.layouts.main?.gridSettings.columns).toBe(12);
    expect(state?.layouts.right?.gridSettings.backgroundColor).toBe('#ffe0b2');
    expect(state?.layouts.main?.gridSettings.backgroundColor).not.toBe('#ffe0b2');
    await expect(dashboard.widget('New RPC remote shell')).toBeVisible();
  });

  test("an alias created from the datasource's alias field is picked and saved with the dashboard", async ({
    page,
    tenantApi,
  }) => {
    const created = await tenantApi.dashboards.save(zoneTableDashboard(unique('New alias'), unique('Nothing')));
    const { dashboard, editor } = await openInEditMode(page, created.id.id);
    await dashboard.widget(ZONE_TABLE).getByRole('button', { name: 'Edit widget' }).click();
    const config = page.getByRole('dialog', { name: 'Edit widget' });
    const aliasField = config.getByRole('combobox', { name: 'Entity alias' });
    await aliasField.fill('All assets');
    await page.getByRole('option', { name: "Create a new alias 'All assets'" }).click();
    const alias = page.getByRole('dialog', { name: 'Add alias' });
    await expect(alias.getByRole('textbox', { name: 'Alias name' })).toHaveValue('All assets');
    await pickOption(page, alias.getByRole('combobox', { name: 'Filter type' }), 'Entity type');
    await pickOption(page, alias.getByRole('combobox', { name: 'Type', exact: true }), 'Asset');
    await alias.getByRole('button', { name: 'Add' }).click();
    await expect(alias).toBeHidden();
    await expect(aliasField).toHaveValue('All assets');
    await config.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(config).toBeHidden();

    await editor.saveButton.click();
    await expect(editor.editButtons).toBeHidden();
    const saved = (await tenantApi.dashboards.get(created.id.id)).configuration as unknown as SavedConfiguration & {
      entityAliases: Record<string, { id: string; alias: string; filter: Json }>;
    };
    const added = Object.values(saved.entityAliases).find((candidate) => candidate.alias === 'All assets');
    expect(added?.filter).toEqual({ type: 'entityType', resolveMultiple: false, entityType: 'ASSET' });
    expect(saved.widgets.table?.config.datasources[0]).toMatchObject({ entityAliasId: added?.id });
  });

  test('a key filter without a key name is refused with the message', async ({ page, tenantApi }) => {
    const created = await tenantApi.dashboards.save(zoneTableDashboard(unique('Zones'), unique('Nothing')));
    const { editor } = await openInEditMode(page, created.id.id);
    await editor.editButtons.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('dialog', { name: 'Add filter' }).getByRole('button', { name: 'Add key filter' }).click();
    const keyFilter = page.getByRole('dialog', { name: 'Add key filter' });
    await keyFilter.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(keyFilter.getByRole('alert')).toHaveText('Key name is required.');
    await expect(keyFilter).toBeVisible();
  });

  test("a key setting outside its type's schema is refused with the message", async ({ page, tenantApi }) => {
    const bundle = await tenantApi.widgets.saveBundle({ title: unique('Key settings') });
    await tenantApi.widgets.saveWidgetType({
      ...prefixedValueCardFile('Prefixed value', 'prefixed_value'),
      bundleAlias: bundle.alias,
    });
    const device = await tenantApi.devices.save({ name: unique('Boiler'), type: 'default' });
    const created = await tenantApi.dashboards.save(
      customWidgetsDashboard({
        title: unique('Key settings'),
        deviceId: device.id.id,
        bundleAlias: bundle.alias,
        typeAlias: 'prefixed_value',
      }),
    );
    const { dashboard } = await openInEditMode(page, created.id.id);
    const widget = dashboard.widget('Boiler live');
    await widget.getByRole('button', { name: 'Edit widget' }).click();
    const settings = page.getByRole('dialog', { name: 'Edit widget' });
    await settings.getByRole('region', { name: 'Datasource 1' }).getByText('Temperature').click();
    const key = page.getByRole('dialog', { name: 'Data key configuration' });
    // the form loads with its library on first use, slowly on a shared machine
    const decimals = key.getByRole('spinbutton', { name: 'Shown decimals' });
    await expect(decimals).toBeVisible({ timeout: 30_000 });
    await decimals.fill('-1');
    await key.getByRole('button', { name: 'Apply' }).click();
    await expect(key.getByText("The setting 'Shown decimals' of the key 'Temperature' is not valid.")).toBeVisible();
    await decimals.fill('2');
    await key.getByRole('button', { name: 'Apply' }).click();
    await expect(key).toBeHidden();
  });
});

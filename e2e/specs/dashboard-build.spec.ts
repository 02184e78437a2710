import type { Locator, Page } from '@playwright/test';
import { TENANT_ADMIN } from '../fixtures/accounts';
import { postDeviceTelemetry } from '../fixtures/device-http';
import { pickOption } from '../fixtures/pick-option';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { DashboardEditor } from '../pages/DashboardEditor';
import { DashboardPage } from '../pages/DashboardPage';
import { DashboardsListPage } from '../pages/DashboardsListPage';
import { VersionHistoryTab } from '../pages/VersionHistoryTab';

const TABLE = 'New Entities table';
const CHART = 'New Timeseries Line Chart';

async function openInEditMode(page: Page, dashboardId: string) {
  await signInWithoutForm(page, TENANT_ADMIN);
  const dashboard = new DashboardPage(page);
  await dashboard.goto(dashboardId);
  const editor = new DashboardEditor(page);
  await editor.editButton.click();
  await expect(editor.editButtons).toBeVisible();
  return { dashboard, editor };
}

async function addAlias(page: Page, editor: DashboardEditor, name: string, filter: (alias: Locator) => Promise<void>) {
  await editor.editButtons.getByRole('button', { name: 'Entity aliases' }).click();
  const aliases = page.getByRole('dialog', { name: 'Entity aliases' });
  await aliases.getByRole('button', { name: 'Add alias' }).click();
  const alias = page.getByRole('dialog', { name: 'Add alias' });
  await alias.getByRole('textbox', { name: 'Alias name' }).fill(name);
  await filter(alias);
  await alias.getByRole('button', { name: 'Add' }).click();
  await aliases.getByRole('button', { name: 'Apply' }).click();
  await expect(aliases).toBeHidden();
}

test.describe('building a dashboard in edit mode', () => {
  // signing in, the widget code, the settings forms and the code editor take a while on a shared machine
  test.describe.configure({ timeout: 180_000 });

  test('a dashboard built from nothing opens a state from a table row, and its first version restores', async ({
    page,
    tenantApi,
    serverUrl,
  }) => {
    const title = unique('Built dashboard');
    const created = await tenantApi.dashboards.save({ title });
    await postDeviceTelemetry(serverUrl, 'T1_TEST_TOKEN', { temperature: 21.5 });
    const { dashboard, editor } = await openInEditMode(page, created.id.id);

    await addAlias(page, editor, 'Thermostats', async (alias) => {
      await pickOption(page, alias.getByRole('combobox', { name: 'Filter type' }), 'Entity name');
      await pickOption(page, alias.getByRole('combobox', { name: 'Type', exact: true }), 'Device');
      await alias.getByRole('textbox', { name: 'Name starts with' }).fill('Thermostat');
      await alias.getByRole('checkbox', { name: 'Resolve as multiple entities' }).check();
    });
    await addAlias(page, editor, 'Chosen thermostat', async (alias) => {
      await pickOption(page, alias.getByRole('combobox', { name: 'Filter type' }), 'Entity from dashboard state');
    });
    await editor.editButtons.getByRole('button', { name: 'Dashboard states' }).click();
    const states = page.getByRole('dialog', { name: 'Dashboard states' });
    await states.getByRole('button', { name: 'Add dashboard state' }).click();
    const state = page.getByRole('dialog', { name: 'Add dashboard state' });
    await state.getByRole('textbox', { name: 'Name' }).fill('Thermostat details');
    await state.getByRole('button', { name: 'Add' }).click();
    await states.getByRole('button', { name: 'Apply' }).click();
    await expect(states).toBeHidden();

    // the table: its datasource starts on the first alias; a row click opens the new state with the row's entity
    await editor.pickWidgetType('Cards', 'Entities table');
    const tableConfig = editor.newWidgetDialog;
    await expect(tableConfig.getByRole('region', { name: 'Datasource 1' })).toBeVisible();
    await editor.addTimeseriesKey(tableConfig, 'Thermostats', 'temperature');
    await tableConfig.getByRole('tab', { name: 'Actions' }).click();
    await tableConfig.getByRole('region', { name: 'On row click' }).getByRole('button', { name: 'Add action' }).click();
    const action = page.getByRole('dialog', { name: 'Edit action' });
    await action.getByRole('textbox', { name: 'Name', exact: true }).fill('Details');
    await pickOption(page, action.getByRole('combobox', { name: 'Target dashboard state' }), 'Thermostat details');
    await action.getByRole('button', { name: 'Apply' }).click();
    await expect(action).toBeHidden();
    await tableConfig.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(tableConfig).toBeHidden();
    await expect(dashboard.widget(TABLE)).toBeVisible();

    // the chart reads the state's entity, and moves to the new state
    await editor.pickWidgetType('Charts', 'Timeseries Line Chart');
    const chartConfig = editor.newWidgetDialog;
    await editor.addTimeseriesKey(chartConfig, 'Chosen thermostat', 'temperature');
    await chartConfig.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(chartConfig).toBeHidden();
    await editor.frameOf(CHART).getByRole('button', { name: 'Move widget', exact: true }).click();
    await page.getByRole('menuitem', { name: /Thermostat details/ }).click();
    await expect(dashboard.widget(CHART)).toBeHidden();
    await editor.saveButton.click();
    await expect(editor.editButtons).toBeHidden();

    // a value inside the chart's window, which building the dashboard took longer than
    await postDeviceTelemetry(serverUrl, 'T1_TEST_TOKEN', { temperature: 22 });
    await page.reload();
    const table = dashboard.widget(TABLE);
    await dashboard.tableRow(table, 'Thermostat T1').click();
    await expect(dashboard.breadcrumb).toContainText('Thermostat details');
    const chart = dashboard.widget(CHART);
    await expect(chart).toHaveAttribute('data-widget-type', 'charts.basic_timeseries');
    await expect(chart).not.toHaveAttribute('data-points', '0');

    // version 1 is the dashboard as created, without widgets
    await page.goto(`/dashboards?details=${created.id.id}`);
    const versions = new VersionHistoryTab(page, new DashboardsListPage(page).details);
    await versions.open();
    await expect(versions.rows).toHaveCount(2);
    await versions.restore(1);
    await expect(versions.rows).toHaveCount(3);
    await dashboard.goto(created.id.id);
    await expect(dashboard.toolbar).toBeVisible();
    await expect(dashboard.widget(TABLE)).toHaveCount(0);
  });

  test('an action without a target state and a post-processing function that does not parse are refused', async ({
    page,
    tenantApi,
  }) => {
    const created = await tenantApi.dashboards.save({ title: unique('Refused widget dashboard') });
    const { editor } = await openInEditMode(page, created.id.id);
    await addAlias(page, editor, 'Thermostats', async (alias) => {
      await pickOption(page, alias.getByRole('combobox', { name: 'Filter type' }), 'Entity type');
      await pickOption(page, alias.getByRole('combobox', { name: 'Type', exact: true }), 'Device');
    });
    await editor.pickWidgetType('Cards', 'Entities table');
    const config = editor.newWidgetDialog;
    await editor.addTimeseriesKey(config, 'Thermostats', 'temperature');

    await config.getByRole('region', { name: 'Datasource 1' }).getByText('temperature').click();
    const key = page.getByRole('dialog', { name: 'Data key configuration' });
    await key.getByRole('checkbox', { name: 'Use data post-processing function' }).check();
    await key.getByRole('textbox', { name: /^Post-processing function/ }).click();
    await page.keyboard.type('return value * ;');
    await key.getByRole('button', { name: 'Apply' }).click();
    await expect(key.getByText("A function of the key 'temperature' is not valid JavaScript.")).toBeVisible();
    await key.getByRole('button', { name: 'Cancel' }).click();

    await config.getByRole('tab', { name: 'Actions' }).click();
    await config.getByRole('region', { name: 'On row click' }).getByRole('button', { name: 'Add action' }).click();
    const action = page.getByRole('dialog', { name: 'Edit action' });
    await action.getByRole('textbox', { name: 'Name', exact: true }).fill('Details');
    await action.getByRole('button', { name: 'Apply' }).click();
    await expect(action.getByText("The action 'Details' needs a target dashboard state.")).toBeVisible();
    await action.getByRole('button', { name: 'Cancel' }).click();

    // cancelled: no widget was added, and the draft holds only the alias
    await config.getByRole('button', { name: 'Cancel' }).click();
    await expect(config).toBeHidden();
    await expect(editor.frames).toHaveCount(0);
    await editor.undoButton.click();
    await expect(editor.undoButton).toBeDisabled();
  });
});

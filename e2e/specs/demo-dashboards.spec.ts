import { readFileSync } from 'node:fs';
import type { EntityId } from '@fleetdeck/model';
import type { Page } from '@playwright/test';
import { TENANT_ADMIN } from '../fixtures/accounts';
import { postDeviceTelemetry } from '../fixtures/device-http';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { DashboardPage } from '../pages/DashboardPage';
import { DashboardsListPage } from '../pages/DashboardsListPage';

interface ExportedState {
  name: string;
  root?: boolean;
  layouts: Record<string, { widgets: Record<string, unknown> }>;
}

interface DashboardExport {
  title: string;
  configuration: { states: Record<string, ExportedState> };
}

/** One of the platform's demo dashboards as it exports it, under a title no other test uses. */
function demoExport(file: string, title: string): DashboardExport {
  const url = new URL(`../../fixtures/tb-3.4.1/dashboards/${file}.json`, import.meta.url);
  return { ...(JSON.parse(readFileSync(url, 'utf8')) as DashboardExport), title };
}

const rootStateOf = (dashboard: DashboardExport): string =>
  Object.entries(dashboard.configuration.states).find(([, state]) => state.root)?.[0] ?? 'default';

const widgetCount = (state: ExportedState): number =>
  Object.values(state.layouts).reduce((sum, layout) => sum + Object.keys(layout.widgets).length, 0);

/** Script errors the page throws; a dashboard that opens cleanly throws none. */
function pageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

/** Signs in as the demo tenant's admin, imports the export through the console and opens it from the list. */
async function importAndOpen(page: Page, exported: DashboardExport): Promise<{ dashboard: DashboardPage; id: string }> {
  await signInWithoutForm(page, TENANT_ADMIN);
  const list = new DashboardsListPage(page);
  await list.goto();
  await list.importDashboard(`${exported.title}.json`, JSON.stringify(exported));
  await list.row(exported.title).click();
  await expect(page).toHaveURL(/\/dashboards\/[0-9a-f-]{36}$/);
  const id = new URL(page.url()).pathname.split('/').at(-1) as string;
  return { dashboard: new DashboardPage(page), id };
}

/** Every widget of the shown state is drawn by its widget type: no placeholder, no widget that failed. */
async function expectEveryWidgetShown(dashboard: DashboardPage, count: number): Promise<void> {
  await expect(dashboard.widgets).toHaveCount(count);
  await expect(dashboard.placeholders).toHaveCount(0);
  await expect(dashboard.widgetErrors).toHaveCount(0);
}

/** Opens each state other than the root for an entity, as its actions open them, and checks all its widgets. */
async function expectEveryStateShown(
  dashboard: DashboardPage,
  id: string,
  exported: DashboardExport,
  entity: { id: EntityId; name: string },
): Promise<void> {
  const root = rootStateOf(exported);
  for (const [stateId, state] of Object.entries(exported.configuration.states)) {
    if (stateId === root) continue;
    await dashboard.goto(id, [
      { id: root, params: {} },
      { id: stateId, params: { entityId: entity.id, entityName: entity.name } },
    ]);
    await expect(dashboard.breadcrumb, `state ${stateId}`).toBeVisible();
    await expectEveryWidgetShown(dashboard, widgetCount(state));
  }
}

test.describe('the demo dashboards', () => {
  // each test signs in, imports a whole export and loads the widget code and the script sandbox's WebAssembly
  test.describe.configure({ timeout: 120_000 });
  // the tables show times in the browser's zone; the expected texts are written in UTC
  test.use({ timezoneId: 'UTC' });

  test('Thermostats lists both thermostats with their telemetry, and a row opens its chart state', async ({
    page,
    serverUrl,
  }) => {
    const errors = pageErrors(page);
    await postDeviceTelemetry(serverUrl, 'T1_TEST_TOKEN', { temperature: 23.4, humidity: 41 });
    await postDeviceTelemetry(serverUrl, 'T2_TEST_TOKEN', { temperature: 19.8, humidity: 57 });
    const exported = demoExport('thermostats', unique('Thermostats'));
    const { dashboard } = await importAndOpen(page, exported);
    await expectEveryWidgetShown(dashboard, 3);

    const table = dashboard.widgetsOfType('cards.entities_table');
    await expect(dashboard.tableRow(table, 'Thermostat T1')).toContainText('23.4 °C');
    // the Active column's cell function, run in the dashboard's script sandbox, draws a dot
    await expect(dashboard.tableRow(table, 'Thermostat T1')).toContainText('\u2B24');
    await expect(dashboard.tableRow(table, 'Thermostat T1')).toContainText('41 %');
    await expect(dashboard.tableRow(table, 'Thermostat T2')).toContainText('19.8 °C');
    await expect(dashboard.tableRow(table, 'Thermostat T2')).toContainText('57 %');
    // the table draws its own title; the frame does not repeat it
    await expect(table.getByText('Thermostats', { exact: true })).toHaveCount(1);

    await dashboard.tableRow(table, 'Thermostat T1').getByRole('button', { name: 'Chart' }).click();
    await expect(dashboard.breadcrumb).toContainText('Thermostat T1');
    await expect(page).toHaveURL(/[?&]state=/);
    await expectEveryWidgetShown(dashboard, widgetCount(exported.configuration.states.chart));
    await expect(dashboard.widget('Temperature')).not.toHaveAttribute('data-points', '0');
    await expect(dashboard.widget('Humidity')).not.toHaveAttribute('data-points', '0');

    await dashboard.backTo('Thermostats');
    await expect(dashboard.breadcrumb).toHaveCount(0);
    await expect(page).not.toHaveURL(/[?&]state=/);
    await expectEveryWidgetShown(dashboard, 3);
    await expect(dashboard.tableRow(table, 'Thermostat T2')).toContainText('19.8 °C');
    expect(errors).toEqual([]);
  });

  for (const { file, prefix } of [
    { file: 'firmware', prefix: 'fw' },
    { file: 'software', prefix: 'sw' },
  ]) {
    test(`the ${file} dashboard lists a device's update with its target time and counts devices by state`, async ({
      page,
      serverUrl,
      tenantApi,
    }) => {
      const errors = pageErrors(page);
      const device = await tenantApi.devices.save({ name: unique(`Updating ${file}`) });
      const { credentialsId } = await tenantApi.devices.credentials(device.id.id);
      await postDeviceTelemetry(serverUrl, credentialsId, {
        [`current_${prefix}_title`]: 'fleet-image',
        [`current_${prefix}_version`]: '1.0.3',
        [`target_${prefix}_title`]: 'fleet-image',
        [`target_${prefix}_version`]: '1.1.0',
        [`target_${prefix}_ts`]: Date.UTC(2026, 0, 15, 8, 30, 5),
        [`${prefix}_state`]: 'QUEUED',
      });
      const exported = demoExport(file, unique(file));
      const { dashboard, id } = await importAndOpen(page, exported);
      await expectEveryWidgetShown(dashboard, 5);

      const table = dashboard.widgetsOfType('cards.entities_table');
      await dashboard.searchTable(table, device.name);
      const row = dashboard.tableRow(table, device.name);
      await expect(row).toContainText('1.0.3');
      await expect(row).toContainText('1.1.0');
      // the column's cell function formats the time with the widget context's date service
      await expect(row).toContainText('2026-01-15 08:30:05');
      const cards = dashboard.widgetsOfType('cards.html_value_card');
      await expect(cards).toHaveCount(4);
      for (const card of await cards.all()) await expect(card).toHaveText(/\d/);

      await expectEveryStateShown(dashboard, id, exported, { id: device.id, name: device.name });
      expect(errors).toEqual([]);
    });
  }

  test('Gateways lists a gateway with its counters and opens its configuration and details', async ({
    page,
    serverUrl,
    tenantApi,
  }) => {
    const errors = pageErrors(page);
    const gateway = await tenantApi.devices.save({ name: unique('Gateway'), type: 'gateway' });
    const { credentialsId } = await tenantApi.devices.credentials(gateway.id.id);
    await postDeviceTelemetry(serverUrl, credentialsId, { eventsSent: 1207, eventsProduced: 1311 });
    const exported = demoExport('gateways', unique('Gateways'));
    const { dashboard, id } = await importAndOpen(page, exported);
    await expectEveryWidgetShown(dashboard, 1);

    const table = dashboard.widgetsOfType('entity_admin_widgets.device_admin_table');
    await expect(dashboard.tableRow(table, gateway.name)).toContainText('1207');
    await expect(dashboard.tableRow(table, gateway.name)).toContainText('1311');

    await expectEveryStateShown(dashboard, id, exported, { id: gateway.id, name: gateway.name });
    await expect(dashboard.widget('Total Messages')).not.toHaveAttribute('data-points', '0');
    expect(errors).toEqual([]);
  });

  test('Rule Engine Statistics charts the statistics of a queue', async ({ page, tenantApi }) => {
    const errors = pageErrors(page);
    const queue = await tenantApi.assets.save({ name: unique('Main queue'), type: 'TbServiceQueue' });
    await tenantApi.telemetry.saveTimeseries(queue.id, {
      successfulMsgs: 120,
      failedMsgs: 3,
      tmpFailed: 1,
      timeoutMsgs: 2,
      tmpTimeout: 0,
      ruleEngineException: JSON.stringify({ ruleNodeName: 'Save Timeseries', message: 'Timeout' }),
    });
    const exported = demoExport('rule_engine_statistics', unique('Rule Engine Statistics'));
    const { dashboard } = await importAndOpen(page, exported);
    await expectEveryWidgetShown(dashboard, 3);
    await expect(dashboard.widget('Queue Stats')).not.toHaveAttribute('data-points', '0');
    await expect(dashboard.widget('Processing Failures and Timeouts')).not.toHaveAttribute('data-points', '0');
    await expect(dashboard.widget('Exceptions')).not.toHaveAttribute('data-points', '0');
    expect(errors).toEqual([]);
  });
});

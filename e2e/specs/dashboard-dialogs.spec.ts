import { readFileSync } from 'node:fs';
import type { DashboardDraft, WidgetAction } from '@fleetdeck/model';
import { TENANT_ADMIN } from '../fixtures/accounts';
import { postDeviceTelemetry } from '../fixtures/device-http';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { DashboardPage } from '../pages/DashboardPage';

const THERMOSTATS = new URL('../../fixtures/tb-3.4.1/dashboards/thermostats.json', import.meta.url);
const TABLE_WIDGET = 'f33c746c-0dfc-c212-395b-b448c8a17209';

type ActionChange = (action: WidgetAction) => WidgetAction;

/** The platform's Thermostats export with the entities table's actions changed, under a title no other test uses. */
function thermostatsWith(title: string, change: ActionChange): DashboardDraft {
  const dashboard = JSON.parse(readFileSync(THERMOSTATS, 'utf8'));
  const actions = dashboard.configuration.widgets[TABLE_WIDGET].config.actions as Record<string, WidgetAction[]>;
  for (const [source, descriptors] of Object.entries(actions)) actions[source] = descriptors.map(change);
  return { ...dashboard, title };
}

test.describe('dashboard states in dialogs and popovers', () => {
  // signing in, the widget code and the script sandbox's WebAssembly take a while on a shared machine
  test.describe.configure({ timeout: 90_000 });

  test('a row action meant for a dialog shows the state there, and the dashboard stays where it was', async ({
    page,
    tenantApi,
    serverUrl,
  }) => {
    const saved = await tenantApi.dashboards.save(
      thermostatsWith(unique('Dialog thermostats'), (action) =>
        action.name === 'Chart' ? { ...action, openInSeparateDialog: true, dialogWidth: 70, dialogHeight: 70 } : action,
      ),
    );
    await postDeviceTelemetry(serverUrl, 'T1_TEST_TOKEN', { temperature: 22.5, humidity: 44 });
    await signInWithoutForm(page, TENANT_ADMIN);
    const dashboard = new DashboardPage(page);
    await dashboard.goto(saved.id.id);
    const table = dashboard.widget('Thermostats');
    await dashboard.tableRow(table, 'Thermostat T1').getByRole('button', { name: 'Chart' }).click();

    await expect(dashboard.stateDialog).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Thermostat T1' })).toBeVisible();
    const chart = dashboard.stateDialog.getByRole('region', { name: 'Temperature', exact: true });
    await expect(chart).toHaveAttribute('data-widget-type', 'charts.basic_timeseries');
    await expect(chart).not.toHaveAttribute('data-points', '0');
    // the dialog does not open a state of the dashboard: no state in the URL, no breadcrumb
    expect(new URL(page.url()).searchParams.get('state')).toBeNull();
    await expect(dashboard.breadcrumb).toHaveCount(0);

    await dashboard.stateDialog.getByRole('button', { name: 'Close' }).click();
    await expect(dashboard.stateDialog).toBeHidden();
    await expect(table).toBeVisible();
  });

  test('a row action meant for a popover shows the state beside the clicked button', async ({ page, tenantApi }) => {
    const saved = await tenantApi.dashboards.save(
      thermostatsWith(unique('Popover thermostats'), (action) =>
        action.name === 'Chart'
          ? { ...action, openInPopover: true, popoverWidth: '600px', popoverHeight: '500px' }
          : action,
      ),
    );
    await signInWithoutForm(page, TENANT_ADMIN);
    const dashboard = new DashboardPage(page);
    await dashboard.goto(saved.id.id);
    const table = dashboard.widget('Thermostats');
    await dashboard.tableRow(table, 'Thermostat T2').getByRole('button', { name: 'Chart' }).click();

    await expect(dashboard.statePopover).toBeVisible();
    // The popover grows in with a transition: its width is read once the transition has ended.
    await expect.poll(async () => (await dashboard.statePopover.boundingBox())?.width).toBe(600);
    await expect(dashboard.statePopover.getByRole('region', { name: 'Humidity', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dashboard.statePopover).toBeHidden();
    expect(new URL(page.url()).searchParams.get('state')).toBeNull();
  });

  test("a customPretty action opens its dialog with the action's form", async ({ page, tenantApi }) => {
    const saved = await tenantApi.dashboards.save(thermostatsWith(unique('Pretty thermostats'), (action) => action));
    await signInWithoutForm(page, TENANT_ADMIN);
    const dashboard = new DashboardPage(page);
    await dashboard.goto(saved.id.id);
    const table = dashboard.widget('Thermostats');
    await dashboard.tableRow(table, 'Thermostat T1').getByRole('button', { name: 'Edit' }).click();

    await expect(dashboard.customDialog).toBeVisible();
    await expect(dashboard.customDialog.getByRole('heading', { name: /^Edit thermostat/ })).toBeVisible();
    // the form's own buttons were bound to the platform's Angular controller; the dialog's close button is ours
    await dashboard.customDialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dashboard.customDialog).toBeHidden();
  });
});

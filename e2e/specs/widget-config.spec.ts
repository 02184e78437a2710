import type { Locator } from '@playwright/test';
import { chartDashboard, openChart } from '../fixtures/chart-dashboard';
import { pickOption } from '../fixtures/pick-option';
import { expect, test, unique } from '../fixtures/test';

type StoredWidgets = Record<string, { config: Record<string, unknown> }>;

/** Opens the chart's configuration dialog from its header, outside edit mode, where Save saves at once. */
async function openConfig(chart: Locator): Promise<Locator> {
  await chart.getByRole('button', { name: 'Edit widget' }).click();
  const dialog = chart.page().getByRole('dialog', { name: 'Edit widget' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('the widget configuration dialog', () => {
  // signing in and the chart's code take a while on a shared machine
  test.describe.configure({ timeout: 120_000 });

  test("a chart's own time window and title icon are saved and shown in its header after a reload", async ({
    page,
    tenantApi,
  }) => {
    const device = await tenantApi.devices.save({ name: unique('Own window thermostat') });
    const saved = await tenantApi.dashboards.save(
      chartDashboard({
        title: unique('Own window'),
        deviceId: device.id.id,
        chartTitle: 'Boiler temperature',
        aliasName: 'Boiler',
        timewindow: 'lastHour',
      }),
    );
    const { dashboard, chart } = await openChart(page, saved.id.id, 'Boiler temperature');
    const dialog = await openConfig(chart);

    await dialog.getByRole('checkbox', { name: 'Use dashboard timewindow' }).uncheck();
    await dialog.getByRole('button', { name: 'last minute' }).click();
    await pickOption(page, page.getByRole('combobox', { name: 'Last' }), '1 day');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(dialog.getByRole('button', { name: 'last day' })).toBeVisible();

    await dialog.getByRole('tab', { name: 'Appearance' }).click();
    await dialog.getByRole('checkbox', { name: 'Display title icon' }).check();
    await dialog.getByRole('combobox', { name: 'Title icon' }).click();
    await page.getByRole('option', { name: 'thermometer', exact: true }).click();
    await expect(dialog.getByRole('combobox', { name: 'Title icon' })).toHaveValue('mdi:thermometer');
    await dialog.getByRole('textbox', { name: 'Icon color' }).fill('#ff0000');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    await page.reload();
    const reloaded = dashboard.widget('Boiler temperature');
    await expect(reloaded).toBeVisible({ timeout: 45_000 });
    await expect(reloaded.getByTestId('widget-title-icon')).toHaveCSS('color', 'rgb(255, 0, 0)');
    await expect(reloaded.getByRole('button', { name: 'last day' })).toBeVisible();
    const stored = (await tenantApi.dashboards.get(saved.id.id)).configuration.widgets as StoredWidgets;
    expect(stored.chart.config).toMatchObject({
      useDashboardTimewindow: false,
      titleIcon: 'mdi:thermometer',
      iconColor: '#ff0000',
      showTitleIcon: true,
      timewindow: { selectedTab: 0, realtime: { realtimeType: 0, timewindowMs: 86_400_000 } },
    });
  });

  test('a title style that is not JSON keeps the dialog open with the reason, and nothing is saved', async ({
    page,
    tenantApi,
  }) => {
    const device = await tenantApi.devices.save({ name: unique('Styled thermostat') });
    const saved = await tenantApi.dashboards.save(
      chartDashboard({
        title: unique('Bad title style'),
        deviceId: device.id.id,
        chartTitle: 'Styled temperature',
        aliasName: 'Styled',
        timewindow: 'lastHour',
      }),
    );
    const { chart } = await openChart(page, saved.id.id, 'Styled temperature');
    const dialog = await openConfig(chart);
    await dialog.getByRole('tab', { name: 'Appearance' }).click();
    await dialog.getByRole('textbox', { name: 'Title style' }).fill('{"fontSize": 20px}');
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect(
      dialog.getByText('The title style must be a JSON object, for example {"fontSize": "16px"}.'),
    ).toBeVisible();
    await expect(dialog).toBeVisible();
    const stored = (await tenantApi.dashboards.get(saved.id.id)).configuration.widgets as StoredWidgets;
    expect(stored.chart.config.titleStyle).toBeUndefined();
  });
});

import type { Locator } from '@playwright/test';
import { chartDashboard, HOUR, openChart } from '../fixtures/chart-dashboard';
import { expect, test, unique } from '../fixtures/test';

/** A dashboard with one line chart of a device's temperature over a fixed hour, without thresholds. */
function thresholdDashboard(title: string, deviceId: string, startTimeMs: number) {
  return chartDashboard({
    title,
    deviceId,
    chartTitle: 'Temperature to limit',
    aliasName: 'Thermostat',
    timewindow: { fixedStartMs: startTimeMs },
  });
}

/** Chooses an option of a select of the settings form. */
async function choose(scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await scope.page().getByRole('option', { name: option, exact: true }).click();
}

/** Opens the chart's settings and adds to its key a threshold read from an attribute of the alias's entity. */
async function addAttributeThreshold(chart: Locator, attribute: string): Promise<void> {
  await chart.getByRole('button', { name: 'Edit widget' }).click();
  const dialog = chart.page().getByRole('dialog', { name: 'Edit widget' });
  // a time-series widget's dialog opens on its data; a key's settings are in its own dialog
  await dialog.getByRole('region', { name: 'Datasource 1' }).getByText('Temperature').click();
  const keyDialog = chart.page().getByRole('dialog', { name: 'Data key configuration' });
  const key = keyDialog.getByRole('region', { name: 'Data key settings: Temperature' });
  // the forms load with their library on first use, slowly on a shared machine
  await expect(key).toBeVisible({ timeout: 30_000 });
  await key.getByRole('button', { name: 'Add Item' }).click();
  // a new threshold is a predefined value: only its value is asked for
  await expect(key.getByRole('textbox', { name: 'Threshold value', exact: true })).toBeVisible();
  await expect(key.getByRole('textbox', { name: 'Source entity attribute' })).toHaveCount(0);
  await expect(key.getByRole('combobox', { name: 'Source entity alias' })).toHaveCount(0);
  await choose(key, 'Threshold value source', 'Value taken from entity attribute');
  // an attribute's threshold asks for the alias and the attribute instead
  await expect(key.getByRole('textbox', { name: 'Threshold value', exact: true })).toHaveCount(0);
  await choose(key, 'Source entity alias', 'Thermostat');
  await key.getByRole('textbox', { name: 'Source entity attribute' }).fill(attribute);
  // the threshold's fields follow the key's own line width; its colour comes before the comparison colour
  await key.getByLabel('Line width', { exact: true }).last().fill('3');
  await key.getByRole('textbox', { name: 'Color', exact: true }).first().fill('#0000ff');
  await keyDialog.getByRole('button', { name: 'Apply' }).click();
  await expect(keyDialog).toBeHidden();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('the line chart threshold form', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a threshold from an attribute, set in the form, is saved, drawn, and follows the attribute', async ({
    page,
    tenantApi,
  }) => {
    const device = await tenantApi.devices.save({ name: unique('Limited thermostat') });
    const start = Date.now() - 2 * HOUR;
    await tenantApi.telemetry.saveTimeseries(device.id, [
      { ts: start + 60_000, values: { temperature: 20 } },
      { ts: start + 120_000, values: { temperature: 26 } },
    ]);
    await tenantApi.telemetry.saveAttributes(device.id, 'SERVER_SCOPE', { maxTemperature: 25 });
    const saved = await tenantApi.dashboards.save(thresholdDashboard(unique('Threshold form'), device.id.id, start));
    const { dashboard, chart } = await openChart(page, saved.id.id, 'Temperature to limit');
    await expect(chart).toHaveAttribute('data-points', '2');
    await expect(chart.locator('[data-thresholds]')).toHaveAttribute('data-thresholds', '');

    await addAttributeThreshold(chart, 'maxTemperature');
    await expect(chart.locator('[data-thresholds]')).toHaveAttribute('data-thresholds', '25');
    const stored = await tenantApi.dashboards.get(saved.id.id);
    const storedKey = (stored.configuration.widgets as Record<string, { config: Record<string, unknown> }>).chart.config
      .datasources as Array<{ dataKeys: Array<{ settings: { thresholds: unknown[] } }> }>;
    expect(storedKey[0].dataKeys[0].settings.thresholds).toEqual([
      expect.objectContaining({
        thresholdValueSource: 'entityAttribute',
        thresholdEntityAlias: 'Thermostat',
        thresholdAttribute: 'maxTemperature',
        lineWidth: 3,
        color: '#0000ff',
      }),
    ]);

    // the line moves with the attribute, without a reload
    await tenantApi.telemetry.saveAttributes(device.id, 'SERVER_SCOPE', { maxTemperature: 28 });
    await expect(chart.locator('[data-thresholds]')).toHaveAttribute('data-thresholds', '28');
    // and is there again when the dashboard is opened afresh
    await page.reload();
    await expect(chart.locator('[data-thresholds]')).toHaveAttribute('data-thresholds', '28', { timeout: 45_000 });
    await expect(dashboard.widgetErrors).toHaveCount(0);
  });

  test('a threshold naming an attribute the device does not have draws no line and breaks nothing', async ({
    page,
    tenantApi,
  }) => {
    const device = await tenantApi.devices.save({ name: unique('Unlimited thermostat') });
    const start = Date.now() - 2 * HOUR;
    await tenantApi.telemetry.saveTimeseries(device.id, [
      { ts: start + 60_000, values: { temperature: 21 } },
      { ts: start + 120_000, values: { temperature: 22 } },
    ]);
    const saved = await tenantApi.dashboards.save(thresholdDashboard(unique('Missing limit'), device.id.id, start));
    const { dashboard, chart } = await openChart(page, saved.id.id, 'Temperature to limit');
    await expect(chart).toHaveAttribute('data-points', '2');

    await addAttributeThreshold(chart, 'noSuchAttribute');
    await expect(chart.locator('[data-legend]')).toHaveAttribute(
      'data-legend',
      'Temperature   min: 21 °C   max: 22 °C',
    );
    await expect(chart.locator('[data-thresholds]')).toHaveAttribute('data-thresholds', '');
    await expect(chart).not.toContainText('Data could not be loaded');
    await expect(chart).not.toContainText('No data to display');
    await expect(dashboard.widgetErrors).toHaveCount(0);
    // once the device has the attribute, the line appears
    await tenantApi.telemetry.saveAttributes(device.id, 'SERVER_SCOPE', { noSuchAttribute: 30 });
    await expect(chart.locator('[data-thresholds]')).toHaveAttribute('data-thresholds', '30');
  });
});

import type { Api } from '@fleetdeck/client';
import type { DashboardDraft } from '@fleetdeck/model';
import type { Page } from '@playwright/test';
import { TENANT_ADMIN } from '../fixtures/accounts';
import { chartDashboard } from '../fixtures/chart-dashboard';
import { contrastRatio, drawnColours, luminance } from '../fixtures/colours';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { DashboardPage } from '../pages/DashboardPage';
import { DevicesPage } from '../pages/DevicesPage';
import { ShellPage } from '../pages/ShellPage';

// WCAG AA for normal text
const READABLE = 4.5;

const pageBackground = async (page: Page) => (await drawnColours(page.locator('body'))).background;

/** A dashboard with one chart of a new device; `colours` are the widget's saved background and text colour. */
async function savedChart(tenantApi: Api, colours: { backgroundColor: string; color: string }) {
  const device = await tenantApi.devices.save({ name: unique('Night thermostat') });
  const draft = chartDashboard({
    title: unique('Night dashboard'),
    deviceId: device.id.id,
    chartTitle: 'Temperature',
    aliasName: 'Thermostat',
    timewindow: 'lastHour',
  }) as unknown as { configuration: { widgets: { chart: { config: Record<string, unknown> } } } };
  Object.assign(draft.configuration.widgets.chart.config, colours);
  return { device, dashboard: await tenantApi.dashboards.save(draft as unknown as DashboardDraft) };
}

test.describe('dark mode', () => {
  // signing in and the dashboard's chart code take a while on a shared machine
  test.describe.configure({ timeout: 90_000 });

  test('picked in the user menu, the shell, a list and a dashboard turn dark and readable, and stay so after a reload', async ({
    page,
    tenantApi,
  }) => {
    const { device, dashboard: saved } = await savedChart(tenantApi, {
      backgroundColor: '#fff',
      color: 'rgba(0, 0, 0, 0.87)',
    });
    await signInWithoutForm(page, TENANT_ADMIN, '/devices');
    const devices = new DevicesPage(page);
    await expect(devices.row(device.name)).toBeVisible();
    expect(luminance(await pageBackground(page))).toBeGreaterThan(0.5);

    await new ShellPage(page).chooseTheme('Dark');
    await expect.poll(async () => luminance(await pageBackground(page))).toBeLessThan(0.05);
    const cell = devices.row(device.name).getByRole('cell', { name: device.name });
    const listColours = await drawnColours(cell);
    expect(luminance(listColours.background)).toBeLessThan(0.05);
    expect(contrastRatio(listColours)).toBeGreaterThanOrEqual(READABLE);
    await devices.row(device.name).click();
    await expect(devices.detailsTitle).toHaveText(device.name);
    expect(contrastRatio(await drawnColours(devices.detailsTitle))).toBeGreaterThanOrEqual(READABLE);
    await devices.closeDetails();

    await page.reload();
    await expect(devices.row(device.name)).toBeVisible();
    expect(luminance(await pageBackground(page))).toBeLessThan(0.05);

    const dashboard = new DashboardPage(page);
    await dashboard.goto(saved.id.id);
    const chart = dashboard.widget('Temperature');
    await expect(chart).toBeVisible({ timeout: 45_000 });
    const title = chart.getByRole('heading', { name: 'Temperature' });
    const widgetColours = await drawnColours(title);
    expect(luminance(widgetColours.background)).toBeLessThan(0.05);
    expect(contrastRatio(widgetColours)).toBeGreaterThanOrEqual(READABLE);
    // the chart's legend, drawn in the platform's default grey (#545454) when the theme did not replace it
    const legend = chart.getByRole('table', { name: 'Legend' });
    await expect(legend).toBeVisible();
    expect(contrastRatio(await drawnColours(legend))).toBeGreaterThanOrEqual(READABLE);
  });

  test.describe('with the system set to dark', () => {
    test.use({ colorScheme: 'dark' });

    test('the console starts dark when the user has not chosen', async ({ page }) => {
      await signInWithoutForm(page, TENANT_ADMIN, '/devices');
      expect(luminance(await pageBackground(page))).toBeLessThan(0.05);
      const shell = new ShellPage(page);
      await shell.userMenuButton.click();
      await expect(page.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'true');
    });

    test('a widget whose saved config sets its own colours keeps them', async ({ page, tenantApi }) => {
      const { dashboard: saved } = await savedChart(tenantApi, { backgroundColor: '#ffe082', color: '#1a237e' });
      await signInWithoutForm(page, TENANT_ADMIN);
      expect(luminance(await pageBackground(page))).toBeLessThan(0.05);
      const dashboard = new DashboardPage(page);
      await dashboard.goto(saved.id.id);
      const chart = dashboard.widget('Temperature');
      await expect(chart).toBeVisible({ timeout: 45_000 });
      await expect(chart).toHaveCSS('background-color', 'rgb(255, 224, 130)');
      await expect(chart).toHaveCSS('color', 'rgb(26, 35, 126)');
    });
  });
});

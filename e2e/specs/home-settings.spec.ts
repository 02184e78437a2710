import type { Api } from '@fleetdeck/client';
import { TENANT_ADMIN } from '../fixtures/accounts';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { DashboardPage } from '../pages/DashboardPage';
import { ShellPage } from '../pages/ShellPage';

/** The tenant's home dashboard changes what every tenant administrator test sees on /home: each test puts it back. */
async function keepingTenantHome(tenantApi: Api, body: () => Promise<void>): Promise<void> {
  const stored = await tenantApi.dashboards.tenantHomeInfo();
  try {
    await body();
  } finally {
    await tenantApi.dashboards.setTenantHomeInfo(stored);
  }
}

test.describe('home settings', () => {
  test('a tenant administrator makes a dashboard the home page, without its toolbar', async ({ page, tenantApi }) => {
    const title = unique('Control room');
    const dashboard = await tenantApi.dashboards.save({ title });
    await keepingTenantHome(tenantApi, async () => {
      await signInWithoutForm(page, TENANT_ADMIN);
      const shell = new ShellPage(page);
      await shell.menu.getByRole('link', { name: 'Settings' }).click();
      await expect(page).toHaveURL(/\/settings\/home$/);
      const form = page.getByRole('form', { name: 'Home settings' });
      await form.getByRole('combobox', { name: 'Home dashboard' }).fill(title);
      await page.getByRole('option', { name: title }).click();
      await form.getByRole('checkbox', { name: 'Hide home dashboard toolbar' }).check();
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(shell.toasts).toContainText('Settings saved.');
      expect(await tenantApi.dashboards.tenantHomeInfo()).toEqual({
        dashboardId: dashboard.id,
        hideDashboardToolbar: true,
      });

      await shell.menu.getByRole('link', { name: 'Home', exact: true }).click();
      await expect(page).toHaveURL(/\/home$/);
      const home = new DashboardPage(page);
      await expect(home.root).toBeVisible();
      await expect(home.toolbar).toHaveCount(0);
    });
  });

  test('a dashboard deleted before saving is refused as not found and the home page stays', async ({
    page,
    tenantApi,
  }) => {
    const title = unique('Short-lived');
    const dashboard = await tenantApi.dashboards.save({ title });
    await keepingTenantHome(tenantApi, async () => {
      const before = await tenantApi.dashboards.tenantHomeInfo();
      await signInWithoutForm(page, TENANT_ADMIN);
      await page.goto('/settings/home');
      const form = page.getByRole('form', { name: 'Home settings' });
      await form.getByRole('combobox', { name: 'Home dashboard' }).fill(title);
      await page.getByRole('option', { name: title }).click();
      await tenantApi.dashboards.delete(dashboard.id.id);
      await form.getByRole('button', { name: 'Save' }).click();

      // A 404 is told as the call and its status, as the console tells every 404 (seed 000, error handling).
      await expect(new ShellPage(page).toasts).toContainText('POST: /api/tenant/dashboard/home/info');
      await expect(new ShellPage(page).toasts).toContainText('404: Not Found');
      expect(await tenantApi.dashboards.tenantHomeInfo()).toEqual(before);
    });
  });
});

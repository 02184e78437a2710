import { TENANT_ADMIN } from '../fixtures/accounts';
import { navigationDashboard } from '../fixtures/navigation-dashboard';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { DashboardPage } from '../pages/DashboardPage';
import { ShellPage } from '../pages/ShellPage';

test.describe('navigation widgets', () => {
  test.describe.configure({ timeout: 90_000 });

  test("the navigation cards show the menu's chosen pages and open them, as the navigation card opens its page", async ({
    page,
    tenantApi,
  }) => {
    const dashboard = await tenantApi.dashboards.save(navigationDashboard(unique('Navigation')));
    await signInWithoutForm(page, TENANT_ADMIN);
    const view = new DashboardPage(page);
    await view.goto(dashboard.id.id);
    const shortcuts = view.widget('Shortcuts');
    // the dashboard's code loads first, slowly on a shared machine
    await expect(shortcuts).toBeVisible({ timeout: 45_000 });
    await expect(shortcuts.getByRole('link')).toHaveText(['Assets', 'Devices']);
    await expect(view.widget('To dashboards').getByRole('link', { name: 'Dashboards' })).toBeVisible();

    await shortcuts.getByRole('link', { name: 'Devices' }).click();
    await page.waitForURL((url) => url.pathname === '/devices');
    const shell = new ShellPage(page);
    await expect(shell.heading).toHaveText('Devices');

    await page.goBack();
    await view.widget('To dashboards').getByRole('link', { name: 'Dashboards' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboards');
    await expect(shell.heading).toHaveText('Dashboards');
  });
});

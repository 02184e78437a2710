import { SYSADMIN, TENANT_ADMIN } from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';
import { LoginPage } from '../pages/LoginPage';
import { ShellPage } from '../pages/ShellPage';

test.describe('route guards', () => {
  test('an unauthenticated visit goes to sign in and returns to the page afterwards', async ({ page }) => {
    await page.goto('/tenantProfiles?pageSize=20');
    await expect(page).toHaveURL(/\/login$/);
    await new LoginPage(page).signIn(SYSADMIN);
    await expect(page).toHaveURL(/\/tenantProfiles\?pageSize=20$/);
    await expect(new ShellPage(page).heading).toHaveText('Tenant profiles');
  });

  test('a page outside the user authority opens the forbidden dialog', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(TENANT_ADMIN);
    await expect(new ShellPage(page).menu).toBeVisible();
    await page.goto('/tenants');
    const dialog = page.getByRole('dialog', { name: 'Access forbidden' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an unknown path goes home', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(TENANT_ADMIN);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/home$/);
  });
});

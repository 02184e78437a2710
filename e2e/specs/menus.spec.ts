import { CUSTOMER_USER, SYSADMIN, TENANT_ADMIN } from '../fixtures/accounts';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test } from '../fixtures/test';
import { LoginPage } from '../pages/LoginPage';
import { ShellPage } from '../pages/ShellPage';

const MENUS = [
  {
    account: SYSADMIN,
    role: 'System administrator',
    entries: ['Home', 'Tenants', 'Tenant profiles', 'Widgets Library', 'System settings'],
  },
  {
    account: TENANT_ADMIN,
    role: 'Tenant administrator',
    entries: [
      'Home',
      'Rule chains',
      'Customers',
      'Assets',
      'Devices',
      'Device profiles',
      'OTA updates',
      'Entity views',
      'Edge instances',
      'Edge management',
      'Widgets Library',
      'Dashboards',
      'Audit Logs',
      'API usage',
      'Settings',
    ],
  },
  {
    account: CUSTOMER_USER,
    role: 'Customer',
    entries: ['Home', 'Assets', 'Devices', 'Entity views', 'Edge instances', 'Dashboards'],
  },
];

test.describe('menus', () => {
  for (const { account, role, entries } of MENUS) {
    test(`${account.username} sees the menu of the ${role.toLowerCase()}`, async ({ page }) => {
      const login = new LoginPage(page);
      await login.goto();
      await login.signIn(account);
      const shell = new ShellPage(page);
      await expect(shell.menu.getByRole('link')).toHaveText(entries);
      await expect(page.getByTestId('user-display')).toContainText(role);
    });
  }

  test("the system administrator's settings group lists its pages in the platform's order", async ({ page }) => {
    await signInWithoutForm(page, SYSADMIN);
    const shell = new ShellPage(page);
    await shell.menu.getByRole('link', { name: 'System settings' }).click();
    await expect(page).toHaveURL(/\/settings\/general$/);
    await expect(shell.menu.getByRole('link')).toHaveText([
      'Home',
      'Tenants',
      'Tenant profiles',
      'Widgets Library',
      'System settings',
      'General',
      'Mail server',
      'SMS provider',
      'Security settings',
      'OAuth2',
      'Two-factor authentication',
      'Resources library',
      'Queues',
    ]);
  });

  test('the home page offers the sections of the menu', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(SYSADMIN);
    const section = page.getByRole('region', { name: 'Tenant management' });
    await section.getByRole('link', { name: 'Tenant profiles' }).click();
    await expect(page).toHaveURL(/\/tenantProfiles$/);
    await expect(new ShellPage(page).menu.getByRole('link', { name: 'Tenant profiles' })).toHaveClass(/Mui-selected/);
  });

  test('the home shortcuts fit a desktop screen without scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInWithoutForm(page, TENANT_ADMIN);
    const shortcuts = page.getByTestId('home-shortcut');
    await expect(shortcuts.first()).toBeVisible();
    expect(await shortcuts.count()).toBeGreaterThanOrEqual(7);
    for (const shortcut of await shortcuts.all()) {
      const box = await shortcut.boundingBox();
      expect(box && box.y + box.height).toBeLessThanOrEqual(900);
    }
  });

  test('on a narrow screen the menu is an overlay that starts closed', async ({ page }) => {
    await page.setViewportSize({ width: 420, height: 800 });
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(TENANT_ADMIN);
    const shell = new ShellPage(page);
    await expect(shell.menu).toBeHidden();
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(shell.menu).toBeVisible();
    await shell.openMenuEntry('Customers');
    await expect(shell.menu).toBeHidden();
    await expect(page).toHaveURL(/\/customers$/);
    await expect(shell.heading).toHaveText('Customers');
  });

  test('the question mark opens the keyboard shortcuts', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(CUSTOMER_USER);
    await expect(new ShellPage(page).menu).toBeVisible();
    await page.keyboard.press('?');
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
    await page.keyboard.press('?');
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeHidden();
  });
});

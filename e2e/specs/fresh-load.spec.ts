import { TENANT_ADMIN } from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';
import { LoginPage } from '../pages/LoginPage';
import { ShellPage } from '../pages/ShellPage';

test.describe('fresh load', () => {
  test('loading the console afresh logs no router warning', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    await new LoginPage(page).signInAndWait(TENANT_ADMIN);
    await page.goto('/devices');
    await expect(new ShellPage(page).heading).toHaveText('Devices');
    expect(warnings.filter((text) => /HydrateFallback|hydration/i.test(text))).toEqual([]);
  });
});

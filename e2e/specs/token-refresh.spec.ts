import { TENANT_ADMIN } from '../fixtures/accounts';
import { type RunningServer, startServer } from '../fixtures/server';
import { test as base, expect } from '../fixtures/test';
import { waitUntilAccessTokenExpires } from '../fixtures/tokens';
import { LoginPage } from '../pages/LoginPage';
import { ShellPage } from '../pages/ShellPage';

/** A server of its own whose access tokens live 3 seconds, so the console has to refresh them. */
const test = base.extend<object, { shortLivedServer: RunningServer }>({
  shortLivedServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this destructuring.
    async ({}, use) => {
      const server = await startServer({ JWT_TOKEN_EXPIRATION_TIME: '3' });
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ shortLivedServer }, use) => use(shortLivedServer.url),
});

test.describe('token refresh', () => {
  test('an expired access token is refreshed and the page still loads', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(TENANT_ADMIN);
    await expect(page).toHaveURL(/\/home$/);
    const firstToken = await page.evaluate(() => localStorage.getItem('TB-jwt_token'));
    await waitUntilAccessTokenExpires(page);
    await new ShellPage(page).openMenuEntry('Customers');
    await expect(page.getByRole('row', { name: /Customer A/ })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('TB-jwt_token'))).not.toBe(firstToken);
  });

  test('a refused refresh logs out and returns to the page after the next sign-in', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(TENANT_ADMIN);
    await expect(page).toHaveURL(/\/home$/);
    await waitUntilAccessTokenExpires(page);
    // A refresh token the server cannot verify, still valid by its stored expiry, forces a refresh that fails.
    await page.evaluate(() => {
      const token = localStorage.getItem('TB-refresh_token') ?? '';
      localStorage.setItem('TB-refresh_token', `${token.slice(0, -4)}AAAA`);
    });
    await new ShellPage(page).openMenuEntry('Customers');
    await expect(page).toHaveURL(/\/login$/);
    await expect(new ShellPage(page).toasts.first()).toBeVisible();
    await login.signIn(TENANT_ADMIN);
    await expect(page).toHaveURL(/\/customers$/);
  });
});

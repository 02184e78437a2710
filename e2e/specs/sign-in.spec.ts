import { CUSTOMER_USER, SYSADMIN } from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';
import { LoginPage } from '../pages/LoginPage';
import { ShellPage } from '../pages/ShellPage';

test.describe('sign in', () => {
  test('a user signs in and lands on the home page', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(CUSTOMER_USER);
    await expect(page).toHaveURL(/\/home$/);
    await expect(new ShellPage(page).heading).toHaveText('Home');
    await expect(page).toHaveTitle('Fleetdeck | Home');
    const storage = await page.evaluate(() => Object.keys(localStorage).sort());
    expect(storage).toEqual(
      expect.arrayContaining([
        'TB-jwt_token',
        'TB-jwt_token_expiration',
        'TB-refresh_token',
        'TB-refresh_token_expiration',
      ]),
    );
  });

  test('a wrong password is refused with the server message', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn({ ...SYSADMIN, password: 'wrong-password' });
    await expect(new ShellPage(page).toasts).toContainText('Invalid username or password');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a username that is not an email is not sent', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    let loginCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/login')) loginCalls++;
    });
    await login.signIn({ username: 'not-an-email', password: 'x' });
    await expect(page.getByText('Invalid email format.')).toBeVisible();
    expect(loginCalls).toBe(0);
  });

  test('the password can be shown and hidden', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.password.fill('secret');
    await expect(login.password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(login.password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(login.password).toHaveAttribute('type', 'password');
  });

  test('tokens in the URL sign the user in', async ({ page, sysadminApi }) => {
    const token = sysadminApi.http.tokens.getToken();
    const refreshToken = sysadminApi.http.tokens.getRefreshToken();
    await page.goto(`/home?accessToken=${token}&refreshToken=${refreshToken}`);
    await expect(new ShellPage(page).menu.getByRole('link', { name: 'Tenants' })).toBeVisible();
    expect(page.url()).not.toContain('accessToken');
  });

  test('a sign-in error from an external provider opens an alert', async ({ page }) => {
    await page.goto('/login?loginError=Provider%20refused%20the%20account');
    const alert = page.getByRole('dialog', { name: 'Login error' });
    await expect(alert).toContainText('Provider refused the account');
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(alert).toBeHidden();
  });

  test('logging out returns to the sign-in page', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(CUSTOMER_USER);
    await new ShellPage(page).chooseUserMenuItem('Logout');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('TB-jwt_token'))).toBeNull();
  });
});

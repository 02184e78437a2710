import { expect, test, unique } from '../fixtures/test';
import { LoginPage } from '../pages/LoginPage';
import { ShellPage } from '../pages/ShellPage';

const GERMAN_MENU = ['Startseite', 'Assets', 'Geräte', 'Entitätsansichten', 'Edge-Instanzen', 'Dashboards'];
const ENGLISH_MENU = ['Home', 'Assets', 'Devices', 'Entity views', 'Edge instances', 'Dashboards'];

test.describe('languages', () => {
  test('a user switches the interface to German in the profile and back', async ({ page, tenantApi }) => {
    // A user of its own, so the other tests keep seeing the demo accounts in English.
    const customer = await tenantApi.customers.save({ title: unique('Language customer') });
    const email = `${unique('lang').replace(' ', '-')}@fleetdeck.test`;
    const user = await tenantApi.users.save({
      email,
      authority: 'CUSTOMER_USER',
      customerId: customer.id,
      firstName: 'Lena',
      lastName: null,
    });
    const activateToken =
      new URL(await tenantApi.users.activationLink(user.id.id)).searchParams.get('activateToken') ?? '';
    await tenantApi.auth.activate(activateToken, 'lena-password', false);

    await new LoginPage(page).signInAndWait({ username: email, password: 'lena-password' });
    const shell = new ShellPage(page);
    await shell.chooseUserMenuItem('Profile');
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveText('English');
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Deutsch' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(shell.menu.getByRole('link')).toHaveText(GERMAN_MENU);
    await expect(shell.heading).toHaveText('Profil');

    await page.reload();
    await expect(shell.menu.getByRole('link')).toHaveText(GERMAN_MENU);
    await expect(page.getByRole('combobox', { name: 'Sprache' })).toHaveText('Deutsch');
    // MUI's own texts (pager buttons) follow the interface language too.
    await shell.openMenuEntry('Geräte');
    await expect(page.getByRole('button', { name: 'Zur nächsten Seite' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go to next page' })).toHaveCount(0);
    await page.goto('/profile');
    await page.getByRole('combobox', { name: 'Sprache' }).click();
    await page.getByRole('option', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(shell.menu.getByRole('link')).toHaveText(ENGLISH_MENU);
  });

  test('the sign-in page follows the browser language', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anmelden');
    await expect(page.getByRole('link', { name: 'Passwort vergessen?' })).toBeVisible();
    await context.close();
  });

  test('a browser language the console does not have falls back to English', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, locale: 'nl-NL' });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login');
    await context.close();
  });
});

import type { Locator } from '@playwright/test';
import { SYSADMIN } from '../fixtures/accounts';
import { type OidcServer, startOidcServer } from '../fixtures/oidc-provider';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test } from '../fixtures/test';
import { LoginPage } from '../pages/LoginPage';
import { OAuth2SettingsPage } from '../pages/OAuth2SettingsPage';
import { ShellPage } from '../pages/ShellPage';

test.describe('OAuth2 settings', () => {
  let oidc: OidcServer;
  test.beforeAll(async ({ serverUrl }) => {
    oidc = await startOidcServer(`${serverUrl}/login/oauth2/code/`);
  });
  test.afterAll(async () => oidc?.stop());
  // Each test starts from no configuration and leaves none: other specs of this worker's server sign in with the form.
  test.beforeEach(async ({ sysadminApi }) => {
    await sysadminApi.oauth2.saveConfig({ enabled: false, oauth2ParamsInfos: [] });
  });
  test.afterEach(async ({ sysadminApi }) => {
    await sysadminApi.oauth2.saveConfig({ enabled: false, oauth2ParamsInfos: [] });
  });

  /** A domain group for this server's host, with a Custom client pointing at the test provider but its id. */
  async function addCustomClient(settings: OAuth2SettingsPage, serverUrl: string): Promise<Locator> {
    await settings.addDomain.click();
    const group = settings.domainGroup();
    await settings.field(group, 'Domain name').fill(new URL(serverUrl).hostname);
    await settings.chooseOption(group, 'Protocol', 'HTTP+HTTPS');
    const client = await settings.addProvider(group, 'Custom');
    await settings.field(client, 'Client secret').fill(oidc.clientSecret);
    await settings.field(client, 'Access token URI').fill(`${oidc.issuer}/token`);
    await settings.field(client, 'Authorization URI').fill(`${oidc.issuer}/auth`);
    await settings.field(client, 'User info URI').fill(`${oidc.issuer}/me`);
    await settings.field(client, 'Provider label').fill('Test OIDC');
    return group.getByRole('group', { name: 'Test OIDC' });
  }

  test('a Custom client saved for this host signs a new user in as the administrator of a new tenant', async ({
    page,
    serverUrl,
  }) => {
    await signInWithoutForm(page, SYSADMIN);
    await page.getByRole('region', { name: 'System settings' }).getByRole('link', { name: 'OAuth2' }).click();
    await expect(page).toHaveURL(/\/settings\/oauth2$/);
    const settings = new OAuth2SettingsPage(page);
    await settings.enable.check();
    const client = await addCustomClient(settings, serverUrl);
    await settings.field(client, 'Client ID').fill(oidc.clientId);
    await client.getByRole('checkbox', { name: 'Activate user' }).check();
    await settings.save.click();
    const shell = new ShellPage(page);
    await expect(shell.toasts).toContainText('Settings saved.');

    await shell.chooseUserMenuItem('Logout');
    const domain = `oidc${Date.now()}.example`;
    oidc.signInAs({ email: `dana@${domain}`, given_name: 'Dana', family_name: 'Reed' });
    const login = new LoginPage(page);
    await expect(login.username).toBeVisible();
    await page.getByRole('link', { name: 'Login with Test OIDC' }).click();
    await expect(shell.userMenuButton).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Dana Reed');
    await expect(page.getByRole('banner')).toContainText('Tenant administrator');
  });

  test('a client without its id shows the message and nothing is saved', async ({ page, serverUrl, sysadminApi }) => {
    await signInWithoutForm(page, SYSADMIN, '/settings/oauth2');
    const settings = new OAuth2SettingsPage(page);
    await settings.enable.check();
    const client = await addCustomClient(settings, serverUrl);
    await settings.save.click();
    await expect(settings.fieldError(client, 'Client ID')).toHaveText('Client ID is required.');
    await expect(settings.field(client, 'Client ID')).toBeFocused();
    expect(await sysadminApi.oauth2.config()).toEqual({ enabled: false, oauth2ParamsInfos: [] });
  });
});

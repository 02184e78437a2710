import type { Api } from '@fleetdeck/client';
import type { OAuth2Info } from '@fleetdeck/model';
import { type OidcServer, startOidcServer } from '../fixtures/oidc-provider';
import { expect, test } from '../fixtures/test';
import { LoginPage } from '../pages/LoginPage';
import { ShellPage } from '../pages/ShellPage';

/** One registration for the test provider on this server's host, creating users (or not) with the basic mapper. */
async function configure(sysadmin: Api, serverUrl: string, oidc: OidcServer, allowUserCreation: boolean) {
  const info: OAuth2Info = {
    enabled: true,
    oauth2ParamsInfos: [
      {
        domainInfos: [{ name: new URL(serverUrl).hostname, scheme: 'MIXED' }],
        mobileInfos: [],
        clientRegistrations: [
          {
            clientId: oidc.clientId,
            clientSecret: oidc.clientSecret,
            authorizationUri: `${oidc.issuer}/auth`,
            accessTokenUri: `${oidc.issuer}/token`,
            scope: ['openid', 'email', 'profile'],
            userInfoUri: `${oidc.issuer}/me`,
            userNameAttributeName: 'email',
            jwkSetUri: null,
            clientAuthenticationMethod: 'BASIC',
            loginButtonLabel: 'Test OIDC',
            loginButtonIcon: null,
            platforms: ['WEB'],
            additionalInfo: null,
            mapperConfig: {
              allowUserCreation,
              activateUser: true,
              type: 'BASIC',
              basic: {
                emailAttributeKey: 'email',
                firstNameAttributeKey: 'given_name',
                lastNameAttributeKey: 'family_name',
                tenantNameStrategy: 'DOMAIN',
                tenantNamePattern: null,
                customerNamePattern: null,
                defaultDashboardName: null,
                alwaysFullScreen: false,
              },
              custom: null,
            },
          },
        ],
      },
    ],
  };
  await sysadmin.oauth2.saveConfig(info);
}

test.describe('OAuth2 sign-in', () => {
  let oidc: OidcServer;
  test.beforeAll(async ({ serverUrl }) => {
    oidc = await startOidcServer(`${serverUrl}/login/oauth2/code/`);
  });
  test.afterAll(async () => oidc?.stop());

  test('the provider button signs a new user in as the administrator of its domain tenant', async ({
    page,
    sysadminApi,
    serverUrl,
  }) => {
    await configure(sysadminApi, serverUrl, oidc, true);
    const domain = `oidc${Date.now()}.example`;
    oidc.signInAs({ email: `ann@${domain}`, given_name: 'Ann', family_name: 'Lee' });
    const login = new LoginPage(page);
    await login.goto();
    await page
      .getByRole('button', { name: 'Login with Test OIDC' })
      .or(page.getByRole('link', { name: 'Login with Test OIDC' }))
      .click();
    const shell = new ShellPage(page);
    await expect(shell.userMenuButton).toBeVisible();
    await expect(page).not.toHaveURL(/accessToken/);
    await expect(page.getByRole('banner')).toContainText('Ann Lee');
    await expect(page.getByRole('banner')).toContainText('Tenant administrator');
  });

  test('an unknown user is refused with the reason on the sign-in page when users are not created', async ({
    page,
    sysadminApi,
    serverUrl,
  }) => {
    await configure(sysadminApi, serverUrl, oidc, false);
    const email = `bob@oidc${Date.now()}.example`;
    oidc.signInAs({ email, given_name: 'Bob', family_name: 'Ray' });
    const login = new LoginPage(page);
    await login.goto();
    await page
      .getByRole('button', { name: 'Login with Test OIDC' })
      .or(page.getByRole('link', { name: 'Login with Test OIDC' }))
      .click();
    const dialog = page.getByRole('dialog', { name: 'Login error' });
    await expect(dialog).toContainText(`User not found: ${email}`);
    await expect(login.username).toBeVisible();
  });
});

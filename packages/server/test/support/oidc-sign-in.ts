import type { OAuth2BasicMapperConfig, OAuth2MapperConfig, OAuth2RegistrationInfo } from '@fleetdeck/model';
import type { OidcAccount, OidcServer } from './oidc-server.js';

function htmlText(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The action and hidden fields of the provider's form-post page. */
function postedForm(html: string): { action: string; fields: URLSearchParams } {
  const action = /<form method="post" action="([^"]*)"/.exec(html)?.[1];
  if (action === undefined) throw new Error('The provider answered a page without a form');
  const fields = new URLSearchParams();
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)"\/>/g)) {
    fields.append(name, htmlText(value));
  }
  return { action: htmlText(action), fields };
}

/**
 * Follows the redirects from a sign-in button through the provider, with its cookies, back to the console, and
 * answers the console address it ends on (with the tokens, or the sign-in error). With `formPost`, a provider
 * answering in a form-post page has its fields posted back with these added (Apple's `user`).
 */
export async function signInThroughProvider(
  serverUrl: string,
  oidc: OidcServer,
  account: OidcAccount,
  buttonUrl: string,
  formPost?: Record<string, string>,
): Promise<URL> {
  oidc.signInAs(account);
  const cookies = new Map<string, string>();
  let url = new URL(buttonUrl, serverUrl);
  for (let hop = 0; hop < 12; hop++) {
    const cookieHeader = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, { redirect: 'manual', headers: cookieHeader ? { cookie: cookieHeader } : {} });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair.split('=');
      cookies.set(name, value.join('='));
    }
    const location = response.headers.get('location');
    if (!location && response.status === 200 && formPost) {
      // `response_mode=form_post`: the page the provider answers would post its hidden fields back at once.
      const page = postedForm(await response.text());
      for (const [name, value] of Object.entries(formPost)) page.fields.append(name, value);
      const posted = await fetch(new URL(page.action, url), { method: 'POST', body: page.fields, redirect: 'manual' });
      const back = posted.headers.get('location');
      if (!back) throw new Error(`${page.action} answered ${posted.status} without a redirect`);
      return new URL(back, serverUrl);
    }
    if (!location) throw new Error(`${url} answered ${response.status} without a redirect`);
    url = new URL(location, url);
    if (
      url.origin === serverUrl &&
      !url.pathname.startsWith('/login/oauth2/') &&
      !url.pathname.startsWith('/oauth2/')
    ) {
      return url;
    }
  }
  throw new Error('too many redirects');
}

/** A registration for the test provider with the given mapper, offered on the server's host once saved. */
export function oidcRegistration(oidc: OidcServer, mapperConfig: OAuth2MapperConfig): OAuth2RegistrationInfo {
  return {
    clientId: oidc.clientId,
    clientSecret: oidc.clientSecret,
    authorizationUri: `${oidc.issuer}/auth`,
    accessTokenUri: `${oidc.issuer}/token`,
    scope: ['openid', 'email', 'profile'],
    userInfoUri: `${oidc.issuer}/me`,
    userNameAttributeName: 'email',
    jwkSetUri: `${oidc.issuer}/jwks`,
    clientAuthenticationMethod: 'BASIC',
    loginButtonLabel: 'Test OIDC',
    loginButtonIcon: null,
    platforms: [],
    additionalInfo: { providerName: 'Custom' },
    mapperConfig,
  };
}

/** The basic mapper the tests start from: new users, activated, in the tenant of their e-mail's domain. */
export function basicMapper(basic: Partial<OAuth2BasicMapperConfig> = {}): OAuth2MapperConfig {
  return {
    allowUserCreation: true,
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
      ...basic,
    },
    custom: null,
  };
}

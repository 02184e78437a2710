import type { OAuth2RegistrationInfo } from '@fleetdeck/model';
import * as client from 'openid-client';
import type { ProviderUser } from './user-mapping.js';

/**
 * The openid-client configuration of a registration. The platform keeps no issuer, so the origin of the
 * authorization URI stands for it (what an ID token's `iss` is checked against); plain-HTTP endpoints are the
 * administrator's choice and allowed.
 */
export function providerConfiguration(registration: OAuth2RegistrationInfo): client.Configuration {
  const issuer = new URL(registration.authorizationUri).origin;
  const authentication =
    registration.clientAuthenticationMethod === 'POST'
      ? client.ClientSecretPost(registration.clientSecret)
      : client.ClientSecretBasic(registration.clientSecret);
  const config = new client.Configuration(
    {
      issuer,
      authorization_endpoint: registration.authorizationUri,
      token_endpoint: registration.accessTokenUri,
      userinfo_endpoint: registration.userInfoUri || undefined,
      jwks_uri: registration.jwkSetUri || undefined,
    },
    registration.clientId,
    undefined,
    authentication,
  );
  const endpoints = [registration.authorizationUri, registration.accessTokenUri, registration.userInfoUri];
  if (endpoints.some((uri) => uri?.startsWith('http:'))) client.allowInsecureRequests(config);
  return config;
}

/** The provider's sign-in page for this registration, with a PKCE (S256) challenge and the state. */
export async function authorizationUrl(
  registration: OAuth2RegistrationInfo,
  redirectUri: string,
  state: string,
  codeVerifier: string,
): Promise<URL> {
  return client.buildAuthorizationUrl(providerConfiguration(registration), {
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: registration.scope.join(' '),
    state,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
}

/**
 * The provider's user info, read as the platform reads it: a plain protected resource, since GitHub's and
 * Facebook's user APIs are not OpenID user info endpoints and have no `sub`. When both the ID token and the
 * answer name a subject, they must be the same, as OpenID asks.
 */
async function userInfo(
  config: client.Configuration,
  userInfoUri: string,
  accessToken: string,
  subject: string | undefined,
): Promise<Record<string, unknown>> {
  const answer = await client.fetchProtectedResource(config, accessToken, new URL(userInfoUri), 'GET');
  if (!answer.ok) throw new Error(`The user info endpoint answered ${answer.status}`);
  const attributes = (await answer.json()) as Record<string, unknown>;
  if (!attributes || typeof attributes !== 'object') throw new Error('The user info endpoint answered no user');
  if (subject && typeof attributes.sub === 'string' && attributes.sub !== subject) {
    throw new Error('The user info is of another user than the ID token');
  }
  return attributes;
}

/**
 * Exchanges the code of the provider's answer and reads the user's attributes: from the user info endpoint when
 * the registration has one, else from the ID token's claims.
 */
export async function providerUser(
  registration: OAuth2RegistrationInfo,
  callbackUrl: URL,
  state: string,
  codeVerifier: string,
): Promise<ProviderUser> {
  const config = providerConfiguration(registration);
  const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
    expectedState: state,
    pkceCodeVerifier: codeVerifier,
  });
  const claims = tokens.claims();
  const accessToken = tokens.access_token;
  if (registration.userInfoUri) {
    return { attributes: await userInfo(config, registration.userInfoUri, accessToken, claims?.sub), accessToken };
  }
  if (!claims) throw new Error('The provider answered neither user info nor an ID token');
  return { attributes: { ...claims }, accessToken };
}

import type { OAuth2RegistrationInfo } from '@fleetdeck/model';
import * as client from 'openid-client';

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
 * Exchanges the code of the provider's answer and reads the user's attributes: from the user info endpoint when
 * the registration has one, else from the ID token's claims.
 */
export async function userAttributes(
  registration: OAuth2RegistrationInfo,
  callbackUrl: URL,
  state: string,
  codeVerifier: string,
): Promise<Record<string, unknown>> {
  const config = providerConfiguration(registration);
  const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
    expectedState: state,
    pkceCodeVerifier: codeVerifier,
  });
  const claims = tokens.claims();
  if (registration.userInfoUri) {
    return { ...(await client.fetchUserInfo(config, tokens.access_token, claims?.sub ?? client.skipSubjectCheck)) };
  }
  if (!claims) throw new Error('The provider answered neither user info nor an ID token');
  return { ...claims };
}

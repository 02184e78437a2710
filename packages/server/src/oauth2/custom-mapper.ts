import type { OAuth2MapperConfig } from '@fleetdeck/model';
import type { OAuth2User } from './oauth2-user.js';

/** The header the platform hands the provider's access token to a custom mapper in, when asked to. */
export const PROVIDER_ACCESS_TOKEN_HEADER = 'provider-access-token';

/**
 * The platform's custom mapper: the provider's user (its name and attributes) is posted to the configured URL,
 * with basic authentication when a user name and password are set, and the answer is the `OAuth2User` to apply.
 */
export async function customOAuth2User(
  custom: NonNullable<OAuth2MapperConfig['custom']>,
  principal: { name: string | null; attributes: Record<string, unknown> },
  accessToken: string,
): Promise<OAuth2User> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (custom.username && custom.password) {
    headers.authorization = `Basic ${Buffer.from(`${custom.username}:${custom.password}`).toString('base64')}`;
  }
  if (custom.sendToken && accessToken) headers[PROVIDER_ACCESS_TOKEN_HEADER] = accessToken;
  let user: OAuth2User | undefined;
  try {
    const answer = await fetch(custom.url, { method: 'POST', headers, body: JSON.stringify(principal) });
    if (answer.ok) user = (await answer.json()) as OAuth2User;
  } catch {
    user = undefined;
  }
  // The platform's words: the administrator finds the cause in the log, the user is only told to ask.
  if (!user || typeof user.email !== 'string' || !user.email.trim()) {
    throw new Error('Unable to login. Please contact your Administrator!');
  }
  return { ...user, email: user.email.trim() };
}

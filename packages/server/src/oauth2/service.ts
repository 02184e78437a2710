import type { OAuth2Info } from '@fleetdeck/model';
import type { AppContext } from '../context.js';
import {
  findRegistration,
  publicOAuth2Info,
  readOAuth2Info,
  registrationsForDomain,
  type StoredRegistration,
  saveOAuth2Info,
} from './config.js';

/** The OAuth2 settings as the system administrator reads them: without the registrations' internal ids. */
export async function oauth2Config(ctx: AppContext): Promise<OAuth2Info> {
  return publicOAuth2Info(await readOAuth2Info(ctx.db));
}

export function saveOAuth2Config(ctx: AppContext, info: OAuth2Info): Promise<OAuth2Info> {
  return saveOAuth2Info(ctx.db, info);
}

/** The enabled registration a sign-in button or a provider's redirect names, or undefined. */
export async function oauth2Registration(
  ctx: AppContext,
  registrationId: string,
): Promise<StoredRegistration | undefined> {
  return findRegistration(await readOAuth2Info(ctx.db), registrationId);
}

/** The sign-in page's buttons: the enabled registrations whose domain entry names this host and scheme. */
export async function oauth2Clients(ctx: AppContext, host: string, scheme: string, platform: string | undefined) {
  const info = await readOAuth2Info(ctx.db);
  return registrationsForDomain(info, host, scheme, platform).map((registration) => ({
    name: registration.loginButtonLabel,
    icon: registration.loginButtonIcon,
    url: `/oauth2/authorization/${registration.registrationId}`,
  }));
}

import type { OAuth2Info, OAuth2MapperConfig, OAuth2ParamsInfo, OAuth2RegistrationInfo } from '@fleetdeck/model';
import { newId } from '../common/uuid.js';
import { badRequest } from '../http/errors.js';
import { readSettings, writeSettings } from '../settings/store.js';
import type { Db } from '../storage/schema.js';

/** The settings key of the OAuth2 configuration; internal, so its client secrets never leave through /api/admin. */
export const OAUTH2_SETTINGS_KEY = 'oauth2';

/** A client registration as stored: with the id its sign-in URL is made of. */
export type StoredRegistration = OAuth2RegistrationInfo & { registrationId: string };
type StoredParams = Omit<OAuth2ParamsInfo, 'clientRegistrations'> & { clientRegistrations: StoredRegistration[] };
export interface StoredOAuth2Info {
  enabled: boolean;
  oauth2ParamsInfos: StoredParams[];
}

const EMPTY: StoredOAuth2Info = { enabled: false, oauth2ParamsInfos: [] };

export async function readOAuth2Info(db: Db): Promise<StoredOAuth2Info> {
  return (await readSettings<StoredOAuth2Info>(db, OAUTH2_SETTINGS_KEY))?.jsonValue ?? EMPTY;
}

/** The configuration as the API shows it: the registrations' internal ids are not part of it. */
export function publicOAuth2Info(stored: StoredOAuth2Info): OAuth2Info {
  return {
    enabled: stored.enabled,
    oauth2ParamsInfos: stored.oauth2ParamsInfos.map((params) => ({
      ...params,
      clientRegistrations: params.clientRegistrations.map(({ registrationId: _id, ...registration }) => registration),
    })),
  };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function required(value: unknown, message: string): string {
  const found = text(value);
  if (!found) throw badRequest(message);
  return found;
}

function checkMapper(mapper: OAuth2MapperConfig | undefined): void {
  if (!mapper || typeof mapper !== 'object') throw badRequest('Mapper config should be specified!');
  if (!mapper.type) throw badRequest('Mapper config type should be specified!');
  if (mapper.type === 'CUSTOM') {
    if (!mapper.custom) throw badRequest('Custom config should be specified!');
    required(mapper.custom.url, 'Custom mapper URL should be specified!');
    return;
  }
  const basic = mapper.basic;
  if (!basic) throw badRequest('Basic config should be specified!');
  required(basic.emailAttributeKey, 'Email attribute key should be specified!');
  if (!basic.tenantNameStrategy) throw badRequest('Tenant name strategy should be specified!');
  if (basic.tenantNameStrategy === 'CUSTOM')
    required(basic.tenantNamePattern, 'Tenant name pattern should be specified!');
}

function checkRegistration(registration: OAuth2RegistrationInfo): void {
  required(registration.clientId, 'Client ID should be specified!');
  required(registration.clientSecret, 'Client secret should be specified!');
  required(registration.authorizationUri, 'Authorization uri should be specified!');
  required(registration.accessTokenUri, 'Token uri should be specified!');
  if (!Array.isArray(registration.scope) || registration.scope.length === 0) {
    throw badRequest('Scope should be specified!');
  }
  required(registration.userNameAttributeName, 'User name attribute name should be specified!');
  if (!registration.clientAuthenticationMethod) throw badRequest('Client authentication method should be specified!');
  required(registration.loginButtonLabel, 'Login button label should be specified!');
  checkMapper(registration.mapperConfig);
}

function checkParams(params: OAuth2ParamsInfo): void {
  const domains = params.domainInfos ?? [];
  const seen = new Set<string>();
  for (const domain of domains) {
    const name = required(domain?.name, 'Domain name should be specified!');
    if (!domain.scheme) throw badRequest('Domain scheme should be specified!');
    const key = `${name}|${domain.scheme}`;
    if (seen.has(key)) throw badRequest('Domain name and protocol must be unique within OAuth2 parameters!');
    seen.add(key);
  }
  for (const registration of params.clientRegistrations ?? []) checkRegistration(registration);
}

/** Checks and stores a new configuration; each registration gets a new id, so old sign-in links stop working. */
export async function saveOAuth2Info(db: Db, info: OAuth2Info): Promise<OAuth2Info> {
  const paramsInfos = Array.isArray(info.oauth2ParamsInfos) ? info.oauth2ParamsInfos : [];
  for (const params of paramsInfos) checkParams(params);
  const stored: StoredOAuth2Info = {
    enabled: info.enabled === true,
    oauth2ParamsInfos: paramsInfos.map((params) => ({
      domainInfos: params.domainInfos ?? [],
      mobileInfos: params.mobileInfos ?? [],
      clientRegistrations: (params.clientRegistrations ?? []).map((registration) => ({
        ...registration,
        registrationId: newId(),
      })),
    })),
  };
  await writeSettings(db, OAUTH2_SETTINGS_KEY, stored);
  return publicOAuth2Info(stored);
}

/** Whether a domain entry admits a request of this host and scheme. */
function domainMatches(domain: { name: string; scheme: string }, host: string, protocol: string): boolean {
  if (domain.name.toLowerCase() !== host.toLowerCase()) return false;
  return domain.scheme === 'MIXED' || domain.scheme.toLowerCase() === protocol.toLowerCase();
}

/** The enabled registrations offered on this host, for the platform asked (the web console when none is). */
export function registrationsForDomain(
  info: StoredOAuth2Info,
  host: string,
  protocol: string,
  platform: string | undefined,
): StoredRegistration[] {
  if (!info.enabled) return [];
  return info.oauth2ParamsInfos
    .filter((params) => params.domainInfos.some((domain) => domainMatches(domain, host, protocol)))
    .flatMap((params) => params.clientRegistrations)
    .filter((registration) => {
      const platforms = registration.platforms ?? [];
      return !platform || platforms.length === 0 || platforms.includes(platform as never);
    });
}

export function findRegistration(info: StoredOAuth2Info, registrationId: string): StoredRegistration | undefined {
  if (!info.enabled) return undefined;
  return info.oauth2ParamsInfos
    .flatMap((params) => params.clientRegistrations)
    .find((registration) => registration.registrationId === registrationId);
}

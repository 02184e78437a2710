import { NULL_UUID, type OAuth2MapperConfig, type OAuth2RegistrationInfo } from '@fleetdeck/model';
import { EMPTY_CONTACT } from '../common/contact.js';
import { toJsonText } from '../common/json.js';
import { newId, uuidTime } from '../common/uuid.js';
import type { AppContext } from '../context.js';
import { type CustomerRow, findCustomerByTitle, insertCustomer } from '../customers/store.js';
import { authenticationFailed } from '../http/errors.js';
import { saveTenant } from '../tenants/service.js';
import { findTenantByTitle } from '../tenants/store.js';
import { findUserByEmail, insertUser, type UserRow } from '../users/store.js';
import { withAppleUser } from './apple-user.js';
import { customOAuth2User } from './custom-mapper.js';
import { findDefaultDashboard } from './default-dashboard-store.js';
import { githubPrimaryEmail } from './github-email.js';
import { attribute, basicOAuth2User, type OAuth2User } from './oauth2-user.js';

/**
 * What the provider told about the user: its attributes, the access token they were read with, and the `user`
 * field of a form-posted callback (Apple's).
 */
export interface ProviderUser {
  attributes: Record<string, unknown>;
  accessToken: string;
  formUser?: string | null;
}

async function tenantIdNamed(ctx: AppContext, title: string): Promise<string> {
  const existing = await findTenantByTitle(ctx.db, title);
  return existing ? existing.id : (await saveTenant(ctx, { title })).id.id;
}

async function customerIdNamed(ctx: AppContext, tenantId: string, title: string): Promise<string> {
  const existing = await findCustomerByTitle(ctx.db, tenantId, title);
  if (existing) return existing.id;
  // Made by the sign-in itself, with no acting user to credit, like the platform's mapper.
  const id = newId();
  const row = { id, created_time: uuidTime(id), tenant_id: tenantId, is_public: 0, title, additional_info: null };
  await insertCustomer(ctx.db, { ...EMPTY_CONTACT, ...row, external_id: null } as CustomerRow);
  return id;
}

/** The mapper's user: the custom mapper's answer, or the basic one once the e-mail is known (GitHub, Apple: see there). */
async function oauth2User(registration: OAuth2RegistrationInfo, provider: ProviderUser): Promise<OAuth2User> {
  const mapper = registration.mapperConfig;
  const attributes =
    mapper.type === 'APPLE' ? withAppleUser(provider.attributes, provider.formUser ?? null) : provider.attributes;
  if (mapper.type === 'CUSTOM') {
    if (!mapper.custom) throw authenticationFailed('Custom config should be specified!');
    const name = attribute(attributes, registration.userNameAttributeName);
    return customOAuth2User(mapper.custom, { name, attributes }, provider.accessToken);
  }
  const basic = mapper.basic;
  if (!basic) throw authenticationFailed('Basic config should be specified!');
  let email = attribute(attributes, basic.emailAttributeKey || 'email');
  if (!email && mapper.type === 'GITHUB' && registration.userInfoUri) {
    email = await githubPrimaryEmail(registration.userInfoUri, provider.accessToken);
  }
  if (!email) throw authenticationFailed('Email attribute was not found in the user attributes');
  return basicOAuth2User(basic, email, attributes);
}

async function createUser(
  ctx: AppContext,
  mapper: OAuth2MapperConfig,
  user: OAuth2User,
  providerName: unknown,
): Promise<UserRow> {
  const tenantTitle = user.tenantName?.trim() ?? '';
  if (!user.tenantId?.id && !tenantTitle) {
    throw authenticationFailed('Tenant name could not be made from the user attributes');
  }
  const tenantId = user.tenantId?.id ?? (await tenantIdNamed(ctx, tenantTitle));
  const customerTitle = user.customerName?.trim() ?? '';
  const customerId =
    user.customerId?.id ?? (customerTitle ? await customerIdNamed(ctx, tenantId, customerTitle) : NULL_UUID);
  const isCustomerUser = customerId !== NULL_UUID;
  const additionalInfo: Record<string, unknown> = {};
  const dashboardName = user.defaultDashboardName?.trim();
  const dashboard = dashboardName
    ? await findDefaultDashboard(ctx.db, tenantId, isCustomerUser ? customerId : null, dashboardName)
    : undefined;
  if (dashboard) {
    additionalInfo.defaultDashboardFullscreen = user.alwaysFullScreen === true;
    additionalInfo.defaultDashboardId = dashboard;
  }
  if (typeof providerName === 'string' && providerName) additionalInfo.authProviderName = providerName;
  const userId = newId();
  const row: UserRow = {
    id: userId,
    created_time: uuidTime(userId),
    tenant_id: tenantId,
    customer_id: customerId,
    authority: isCustomerUser ? 'CUSTOMER_USER' : 'TENANT_ADMIN',
    email: user.email,
    first_name: user.firstName?.trim() || null,
    last_name: user.lastName?.trim() || null,
    additional_info: toJsonText(additionalInfo),
  };
  const credentialsId = newId();
  // No password: such a user signs in through the provider only.
  await insertUser(ctx.db, row, {
    id: credentialsId,
    created_time: uuidTime(credentialsId),
    user_id: userId,
    enabled: mapper.activateUser ? 1 : 0,
    password: null,
    activate_token: null,
    reset_token: null,
    tokens_valid_since: 0,
    failed_login_attempts: 0,
    last_login_ts: null,
    password_changed_ts: null,
    password_history: null,
    two_fa: null,
  });
  return row;
}

/**
 * The platform's mappers: the user the mapper's e-mail names, created when the registration allows it in the
 * tenant (and customer) the mapper names, with the default dashboard it names when the tenant has one so titled.
 */
export async function mappedUser(
  ctx: AppContext,
  registration: OAuth2RegistrationInfo,
  provider: ProviderUser,
): Promise<UserRow> {
  const user = await oauth2User(registration, provider);
  const existing = await findUserByEmail(ctx.db, user.email);
  if (existing) return existing;
  if (!registration.mapperConfig.allowUserCreation) throw authenticationFailed(`User not found: ${user.email}`);
  return createUser(ctx, registration.mapperConfig, user, registration.additionalInfo?.providerName);
}

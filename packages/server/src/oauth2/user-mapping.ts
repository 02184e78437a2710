import { NULL_UUID, type OAuth2MapperConfig } from '@fleetdeck/model';
import { EMPTY_CONTACT } from '../common/contact.js';
import { newId, uuidTime } from '../common/uuid.js';
import type { AppContext } from '../context.js';
import { type CustomerRow, findCustomerByTitle, insertCustomer } from '../customers/store.js';
import { authenticationFailed } from '../http/errors.js';
import { saveTenant } from '../tenants/service.js';
import { findTenantByTitle } from '../tenants/store.js';
import { findUserByEmail, insertUser, type UserRow } from '../users/store.js';
import { fillPattern, tenantName } from './name-patterns.js';

function attribute(attributes: Record<string, unknown>, key: string | null): string | null {
  const value = key ? attributes[key] : undefined;
  return typeof value === 'string' && value.trim() ? value.trim() : null;
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

async function createUser(
  ctx: AppContext,
  mapper: OAuth2MapperConfig,
  email: string,
  attributes: Record<string, unknown>,
): Promise<UserRow> {
  const basic = mapper.basic;
  if (!basic) throw authenticationFailed(`User not found: ${email}`);
  const title = tenantName(basic, email, attributes).trim();
  if (!title) throw authenticationFailed('Tenant name could not be made from the user attributes');
  const tenantId = await tenantIdNamed(ctx, title);
  const customerTitle = basic.customerNamePattern ? fillPattern(basic.customerNamePattern, attributes).trim() : '';
  const customerId = customerTitle ? await customerIdNamed(ctx, tenantId, customerTitle) : NULL_UUID;
  const userId = newId();
  const row: UserRow = {
    id: userId,
    created_time: uuidTime(userId),
    tenant_id: tenantId,
    customer_id: customerId,
    authority: customerTitle ? 'CUSTOMER_USER' : 'TENANT_ADMIN',
    email,
    first_name: attribute(attributes, basic.firstNameAttributeKey),
    last_name: attribute(attributes, basic.lastNameAttributeKey),
    additional_info: null,
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
 * The platform's basic mapper: the user of the e-mail attribute, created when the registration allows it, in the
 * tenant named by its strategy (and the customer of the customer pattern, when there is one).
 */
export async function mappedUser(
  ctx: AppContext,
  mapper: OAuth2MapperConfig,
  attributes: Record<string, unknown>,
): Promise<UserRow> {
  const email = attribute(attributes, mapper.basic?.emailAttributeKey ?? 'email');
  if (!email) throw authenticationFailed('Email attribute was not found in the user attributes');
  const existing = await findUserByEmail(ctx.db, email);
  if (existing) return existing;
  if (!mapper.allowUserCreation) throw authenticationFailed(`User not found: ${email}`);
  return createUser(ctx, mapper, email, attributes);
}

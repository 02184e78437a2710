import {
  type JwtPair,
  NULL_UUID,
  type PageData,
  USER_AUTHORITIES,
  type User,
  type UserAuthority,
} from '@fleetdeck/model';
import type { SecurityUser } from '../auth/security-user.js';
import { checkTenant } from '../common/access.js';
import { toJsonText } from '../common/json.js';
import { randomToken } from '../common/passwords.js';
import { newId, uuidTime } from '../common/uuid.js';
import { bodyId, checkEmail, checkTextFields, optionalText } from '../common/validation.js';
import type { AppContext } from '../context.js';
import { findCustomer } from '../customers/store.js';
import { entityDeleted, entitySaved } from '../entity-actions/publish.js';
import { badRequest, itemNotFound, notFound, permissionDenied } from '../http/errors.js';
import type { ParsedPageLink } from '../http/paging.js';
import { activationMail } from '../mail/templates.js';
import { findTenant } from '../tenants/store.js';
import { activationLink } from './activation.js';
import {
  deleteUserWithData,
  findCredentials,
  findUser,
  findUserByEmail,
  insertUser,
  toSecurityUser,
  toUser,
  type UserRow,
  updateCredentials,
  updateUser,
  userPage,
} from './store.js';

/** Keys the server keeps in additionalInfo itself; a client's copy of them is never stored. */
const SERVER_KEYS = ['userCredentialsEnabled', 'lastLoginTs', 'failedLoginAttempts', 'userPasswordHistory'];

/**
 * Who may read or manage a user, the same for reading as for writing, as the platform's permission checkers have it:
 * a system administrator reaches system and tenant administrators but never a customer user, a tenant administrator
 * the users of its own tenant, and a customer user only itself (its customer's other users are only listed).
 */
export function checkUserAccess(caller: SecurityUser, row: UserRow): void {
  if (caller.userId === row.id) return;
  switch (caller.authority) {
    case 'SYS_ADMIN':
      if (row.authority === 'CUSTOMER_USER') throw permissionDenied();
      return;
    case 'TENANT_ADMIN':
      checkTenant(caller, row.tenant_id);
      return;
    case 'CUSTOMER_USER':
      throw permissionDenied();
  }
}

export async function readUser(ctx: AppContext, caller: SecurityUser, id: string) {
  const row = await findUser(ctx.db, id);
  if (!row) throw notFound('User', id);
  checkUserAccess(caller, row);
  return row;
}

/** Where a new user belongs: checked against the caller, since a user can only be created inside one's own reach. */
async function ownerOfNewUser(ctx: AppContext, caller: SecurityUser, body: Partial<User>) {
  const authority = body.authority as UserAuthority | undefined;
  if (!authority || !USER_AUTHORITIES.includes(authority)) throw badRequest('User authority should be specified!');
  if (caller.authority === 'CUSTOMER_USER') throw permissionDenied();
  if (caller.authority === 'SYS_ADMIN') {
    if (authority === 'SYS_ADMIN') return { authority, tenantId: NULL_UUID, customerId: NULL_UUID };
    if (authority !== 'TENANT_ADMIN') throw permissionDenied();
    const tenantId = bodyId(body.tenantId);
    if (!tenantId || tenantId === NULL_UUID) throw badRequest('Tenant administrator should be assigned to tenant!');
    if (!(await findTenant(ctx.db, tenantId))) throw badRequest('User is referencing to non-existent tenant!');
    return { authority, tenantId, customerId: NULL_UUID };
  }
  if (authority === 'SYS_ADMIN') throw permissionDenied();
  if (authority === 'TENANT_ADMIN') return { authority, tenantId: caller.tenantId, customerId: NULL_UUID };
  const customerId = bodyId(body.customerId);
  if (!customerId || customerId === NULL_UUID) throw badRequest('Customer user should be assigned to customer!');
  const customer = await findCustomer(ctx.db, customerId);
  if (!customer) throw badRequest('User is referencing to non-existent customer!');
  // The platform's user validator refuses this before any permission check, as a bad request (not a 403).
  if (customer.tenant_id !== caller.tenantId) {
    throw badRequest("User can't be assigned to customer from different tenant!");
  }
  return { authority, tenantId: caller.tenantId, customerId };
}

function storedAdditionalInfo(info: User['additionalInfo'] | undefined): string | null {
  if (!info || typeof info !== 'object') return null;
  const copy: Record<string, unknown> = { ...info };
  for (const key of SERVER_KEYS) delete copy[key];
  return toJsonText(copy);
}

export async function saveUser(
  ctx: AppContext,
  caller: SecurityUser,
  body: Partial<User>,
  options: { sendActivationMail: boolean; baseUrl: string },
): Promise<User> {
  const id = bodyId(body.id);
  const email = optionalText(body.email)?.trim();
  if (!email) throw badRequest('User email should be specified!');
  checkEmail(email);
  checkTextFields(body as Record<string, unknown>, ['email', 'firstName', 'lastName']);
  const existing = id ? await readUser(ctx, caller, id) : undefined;
  const owner = existing
    ? { authority: existing.authority, tenantId: existing.tenant_id, customerId: existing.customer_id }
    : await ownerOfNewUser(ctx, caller, body);
  if (existing && body.authority && body.authority !== existing.authority) throw permissionDenied();
  const duplicate = await findUserByEmail(ctx.db, email);
  if (duplicate && duplicate.id !== id) throw badRequest(`User with email '${email}'  already present in database!`);
  const values = {
    email,
    first_name: optionalText(body.firstName),
    last_name: optionalText(body.lastName),
    additional_info: storedAdditionalInfo(body.additionalInfo),
  };
  if (existing) {
    await updateUser(ctx.db, existing.id, values);
    const updated = toUser({ ...existing, ...values }, await findCredentials(ctx.db, existing.id));
    entitySaved(ctx, caller, updated, false);
    return updated;
  }
  const userId = newId();
  const row: UserRow = {
    id: userId,
    created_time: uuidTime(userId),
    tenant_id: owner.tenantId,
    customer_id: owner.customerId,
    authority: owner.authority,
    ...values,
  };
  const credentialsId = newId();
  const credentials = {
    id: credentialsId,
    created_time: uuidTime(credentialsId),
    user_id: userId,
    enabled: 0,
    password: null,
    activate_token: randomToken(),
    reset_token: null,
    tokens_valid_since: 0,
    failed_login_attempts: 0,
    last_login_ts: null,
    password_changed_ts: null,
    password_history: null,
    two_fa: null,
  };
  await insertUser(ctx.db, row, credentials);
  if (options.sendActivationMail) {
    try {
      await ctx.mailer.send(activationMail(email, activationLink(options.baseUrl, credentials)));
    } catch (error) {
      // A user who cannot be told how to sign in is not kept.
      await deleteUserWithData(ctx.db, userId);
      throw error;
    }
  }
  const created = toUser(row, credentials);
  entitySaved(ctx, caller, created, true);
  return created;
}

export async function deleteUser(ctx: AppContext, caller: SecurityUser, id: string): Promise<void> {
  if (caller.authority === 'SYS_ADMIN' && caller.userId === id) {
    throw permissionDenied('Sysadmin is not allowed to delete himself');
  }
  const user = await readUser(ctx, caller, id);
  await deleteUserWithData(ctx.db, id);
  entityDeleted(ctx, caller, toUser(user));
}

/** Disabling an account also outdates its tokens; enabling it clears a lockout. */
export async function setCredentialsEnabled(ctx: AppContext, caller: SecurityUser, id: string, enabled: boolean) {
  if (caller.userId === id) throw permissionDenied();
  await readUser(ctx, caller, id);
  const changes = enabled
    ? { enabled: 1, failed_login_attempts: 0 }
    : { enabled: 0, tokens_valid_since: Math.floor(Date.now() / 1000) };
  await updateCredentials(ctx.db, id, changes);
}

/** The users a list shows: a tenant's, one customer's, or a tenant's administrators. */
export interface UserScope {
  tenantId: string;
  customerId?: string;
  authority?: UserAuthority;
}

export function listUsers(ctx: AppContext, scope: UserScope, link: ParsedPageLink): Promise<PageData<User>> {
  return userPage(ctx.db, scope, link);
}

/** The tenant's id, when the tenant exists (404 otherwise). */
export async function existingTenant(ctx: AppContext, tenantId: string): Promise<string> {
  if (!(await findTenant(ctx.db, tenantId))) throw notFound('Tenant', tenantId);
  return tenantId;
}

/** The user as its readers see it, with the state of its credentials. */
export async function readUserWithCredentials(ctx: AppContext, caller: SecurityUser, id: string): Promise<User> {
  const row = await readUser(ctx, caller, id);
  const credentials = await findCredentials(ctx.db, row.id);
  const user = toUser(row, credentials);
  if (credentials?.enabled) user.additionalInfo = { ...user.additionalInfo, userCredentialsEnabled: true };
  return user;
}

/**
 * Login as user: a system administrator may act as a tenant administrator, a tenant administrator as one of its
 * customers' users, never the other way round.
 */
export async function userToken(ctx: AppContext, caller: SecurityUser, id: string): Promise<JwtPair> {
  const row = await readUser(ctx, caller, id);
  const expected = caller.authority === 'SYS_ADMIN' ? 'TENANT_ADMIN' : 'CUSTOMER_USER';
  if (row.authority !== expected) throw permissionDenied();
  checkTenant(caller, row.tenant_id);
  const credentials = await findCredentials(ctx.db, row.id);
  if (!credentials) throw notFound('User', row.id);
  return ctx.jwt.pair(toSecurityUser(row, credentials));
}

/** Sends the activation mail again to a user the caller may manage. */
export async function sendActivationMail(
  ctx: AppContext,
  caller: SecurityUser,
  email: string,
  baseUrl: string,
): Promise<void> {
  const row = await findUserByEmail(ctx.db, email);
  if (!row) throw itemNotFound();
  await readUser(ctx, caller, row.id);
  const credentials = await findCredentials(ctx.db, row.id);
  if (!credentials) throw itemNotFound();
  await ctx.mailer.send(activationMail(email, activationLink(baseUrl, credentials)));
}

export async function userActivationLink(
  ctx: AppContext,
  caller: SecurityUser,
  id: string,
  baseUrl: string,
): Promise<string> {
  const row = await readUser(ctx, caller, id);
  const credentials = await findCredentials(ctx.db, row.id);
  if (!credentials) throw itemNotFound();
  return activationLink(baseUrl, credentials);
}

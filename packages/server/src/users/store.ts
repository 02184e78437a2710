import type { PageData, User, UserAdditionalInfo, UserAuthority } from '@fleetdeck/model';
import type { Selectable } from 'kysely';
import type { SecurityUser } from '../auth/security-user.js';
import { fromFlag, fromJsonText } from '../common/json.js';
import type { ParsedPageLink } from '../http/paging.js';
import { deleteEntityTelemetry } from '../storage/cascade.js';
import { fetchPage } from '../storage/page-query.js';
import type { Db, UserCredentialsTable, UserTable } from '../storage/schema.js';
import { searchNarrowing } from '../storage/text-search.js';

export type UserRow = Selectable<UserTable>;
export type UserCredentialsRow = Selectable<UserCredentialsTable>;

/** The stored additionalInfo, with the figures the platform keeps there itself merged in from the credentials. */
export function toUser(row: UserRow, credentials?: UserCredentialsRow): User {
  const additionalInfo = fromJsonText<UserAdditionalInfo>(row.additional_info) ?? {};
  if (credentials) {
    if (credentials.last_login_ts) additionalInfo.lastLoginTs = credentials.last_login_ts;
    additionalInfo.failedLoginAttempts = credentials.failed_login_attempts;
  }
  return {
    id: { entityType: 'USER', id: row.id },
    createdTime: row.created_time,
    additionalInfo,
    tenantId: { entityType: 'TENANT', id: row.tenant_id },
    customerId: { entityType: 'CUSTOMER', id: row.customer_id },
    email: row.email,
    authority: row.authority as UserAuthority,
    firstName: row.first_name,
    lastName: row.last_name,
    name: row.email,
  };
}

export function toSecurityUser(row: UserRow, credentials: UserCredentialsRow): SecurityUser {
  return {
    userId: row.id,
    email: row.email,
    authority: row.authority as UserAuthority,
    tenantId: row.tenant_id,
    customerId: row.customer_id,
    firstName: row.first_name,
    lastName: row.last_name,
    enabled: fromFlag(credentials.enabled),
    isPublic: false,
  };
}

export function findUser(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('tb_user').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('tb_user').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findCredentials(db: Db, userId: string): Promise<UserCredentialsRow | undefined> {
  return db.selectFrom('user_credentials').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** One page of the users of a tenant, of one customer and of one authority when given. */
export function userPage(
  db: Db,
  scope: { tenantId: string; customerId?: string; authority?: UserAuthority },
  link: ParsedPageLink,
): Promise<PageData<User>> {
  let base = db.selectFrom('tb_user').selectAll().where('tenant_id', '=', scope.tenantId);
  if (scope.customerId) base = base.where('customer_id', '=', scope.customerId);
  if (scope.authority) base = base.where('authority', '=', scope.authority);
  return fetchPage(base, link, { search: 'email', searchIndex: searchNarrowing(db, 'tb_user') }, (row) => toUser(row));
}

/** A new user with its credentials, in one transaction. */
export async function insertUser(db: Db, row: UserRow, credentials: UserCredentialsRow): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('tb_user').values(row).execute();
    await trx.insertInto('user_credentials').values(credentials).execute();
  });
}

/** Changes the user's own fields; its authority, tenant and customer stay as they are. */
export async function updateUser(
  db: Db,
  id: string,
  values: Partial<Omit<UserRow, 'id' | 'created_time' | 'tenant_id' | 'customer_id' | 'authority'>>,
): Promise<void> {
  await db.updateTable('tb_user').set(values).where('id', '=', id).execute();
}

export async function updateCredentials(
  db: Db,
  userId: string,
  changes: Partial<Omit<UserCredentialsRow, 'id' | 'user_id'>>,
): Promise<void> {
  await db.updateTable('user_credentials').set(changes).where('user_id', '=', userId).execute();
}

/** The user, in one transaction with its credentials, telemetry and relations. */
export async function deleteUserWithData(db: Db, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('user_credentials').where('user_id', '=', userId).execute();
    await deleteEntityTelemetry(trx, userId);
    await trx
      .deleteFrom('relation')
      .where((eb) => eb.or([eb('from_id', '=', userId), eb('to_id', '=', userId)]))
      .execute();
    await trx.deleteFrom('tb_user').where('id', '=', userId).execute();
  });
}

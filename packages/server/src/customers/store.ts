import { type Customer, NULL_UUID, type PageData } from '@fleetdeck/model';
import type { Selectable } from 'kysely';
import { contactOf } from '../common/contact.js';
import { fromFlag, fromJsonText } from '../common/json.js';
import type { ParsedPageLink } from '../http/paging.js';
import { deleteCustomerData } from '../storage/cascade.js';
import { fetchPage, type ListJoin } from '../storage/page-query.js';
import type { CustomerTable, Db } from '../storage/schema.js';
import { searchNarrowing } from '../storage/text-search.js';

export type CustomerRow = Selectable<CustomerTable>;

export function toCustomer(row: CustomerRow): Customer {
  return {
    id: { entityType: 'CUSTOMER', id: row.id },
    createdTime: row.created_time,
    additionalInfo: fromJsonText(row.additional_info),
    ...contactOf(row),
    title: row.title,
    tenantId: { entityType: 'TENANT', id: row.tenant_id },
    externalId: row.external_id ? { entityType: 'CUSTOMER', id: row.external_id } : null,
    name: row.title,
  };
}

export function isPublicCustomer(row: Pick<CustomerRow, 'is_public'>): boolean {
  return fromFlag(row.is_public);
}

export function findCustomer(db: Db, id: string): Promise<CustomerRow | undefined> {
  return db.selectFrom('customer').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function customerTitle(db: Db, id: string): Promise<string | null> {
  if (id === NULL_UUID) return null;
  const row = await db.selectFrom('customer').select('title').where('id', '=', id).executeTakeFirst();
  return row?.title ?? null;
}

/**
 * The customer an entity is assigned to, for the title and public flag its info rows carry (null when it is not
 * assigned): the left join of every info list of customer-owned entities.
 */
export function assignedCustomerJoin(table: 'device' | 'asset' | 'edge' | 'entity_view'): ListJoin {
  return (query) =>
    query
      .leftJoin('customer', (join) =>
        join.onRef('customer.id', '=', `${table}.customer_id`).on(`${table}.customer_id`, '!=', NULL_UUID),
      )
      .select(['customer.title as customer_title', 'customer.is_public as customer_is_public']);
}

/** One page of a tenant's customers. */
export function customerPage(db: Db, tenantId: string, link: ParsedPageLink): Promise<PageData<Customer>> {
  const base = db.selectFrom('customer').selectAll().where('tenant_id', '=', tenantId);
  return fetchPage(base, link, { search: 'title', searchIndex: searchNarrowing(db, 'customer') }, toCustomer);
}

export function findCustomerByTitle(db: Db, tenantId: string, title: string): Promise<CustomerRow | undefined> {
  return db
    .selectFrom('customer')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('title', '=', title)
    .executeTakeFirst();
}

export function findPublicCustomer(db: Db, tenantId: string): Promise<CustomerRow | undefined> {
  return db
    .selectFrom('customer')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('is_public', '=', 1)
    .executeTakeFirst();
}

export async function insertCustomer(db: Db, row: CustomerRow): Promise<void> {
  await db.insertInto('customer').values(row).execute();
}

/** Changes the customer's own fields; its tenant and public flag stay as they are. */
export async function updateCustomer(
  db: Db,
  id: string,
  values: Partial<Omit<CustomerRow, 'id' | 'created_time' | 'tenant_id' | 'is_public'>>,
): Promise<void> {
  await db.updateTable('customer').set(values).where('id', '=', id).execute();
}

/** The customer, in one transaction with what it owns (its users) and what was assigned to it (back to the tenant). */
export async function deleteCustomerWithData(db: Db, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await deleteCustomerData(trx, id);
    await trx.deleteFrom('customer').where('id', '=', id).execute();
  });
}

import type { Customer } from '@fleetdeck/model';
import { CONTACT_FIELDS } from '@fleetdeck/model';
import type { SecurityUser } from '../auth/security-user.js';
import { checkTenant } from '../common/access.js';
import { contactOf } from '../common/contact.js';
import { toJsonText } from '../common/json.js';
import { newId, uuidTime } from '../common/uuid.js';
import { bodyId, checkEmail, checkTextFields, optionalText } from '../common/validation.js';
import type { AppContext } from '../context.js';
import { badRequest, notFound, permissionDenied } from '../http/errors.js';
import { deleteCustomerData } from '../storage/cascade.js';
import { type CustomerRow, findCustomer, toCustomer } from './store.js';

/** The customer, if the caller may see it: its tenant's administrators, and its own users. */
export async function readableCustomer(ctx: AppContext, user: SecurityUser, id: string): Promise<CustomerRow> {
  const row = await findCustomer(ctx.db, id);
  if (!row) throw notFound('Customer', id);
  checkTenant(user, row.tenant_id);
  if (user.authority === 'CUSTOMER_USER' && user.customerId !== id) throw permissionDenied();
  return row;
}

export async function saveCustomer(ctx: AppContext, user: SecurityUser, body: Partial<Customer>): Promise<Customer> {
  const id = bodyId(body.id);
  const title = optionalText(body.title)?.trim();
  if (!title) throw badRequest('Customer title should be specified!');
  if (title === 'Public') throw badRequest("'Public' title for customer is system reserved!");
  checkTextFields(body as Record<string, unknown>, ['title', ...CONTACT_FIELDS]);
  checkEmail(body.email);
  const existing = id ? await findCustomer(ctx.db, id) : undefined;
  if (id && !existing) throw notFound('Customer', id);
  if (existing) checkTenant(user, existing.tenant_id);
  const tenantId = user.tenantId;
  const duplicate = await ctx.db
    .selectFrom('customer')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('title', '=', title)
    .executeTakeFirst();
  if (duplicate && duplicate.id !== id) throw badRequest('Customer with such title already exists!');
  const contact = contactOf(body);
  const values = {
    ...contact,
    title,
    additional_info: toJsonText(body.additionalInfo),
    external_id: bodyId(body.externalId),
  };
  if (existing) {
    await ctx.db.updateTable('customer').set(values).where('id', '=', existing.id).execute();
    return toCustomer({ ...existing, ...values } as CustomerRow);
  }
  const newCustomerId = newId();
  const row = {
    id: newCustomerId,
    created_time: uuidTime(newCustomerId),
    tenant_id: tenantId,
    is_public: 0,
    ...values,
  } as CustomerRow;
  await ctx.db.insertInto('customer').values(row).execute();
  return toCustomer(row);
}

/**
 * The tenant's public customer, which public dashboards and "make public" entities are assigned to; the platform
 * creates it the first time something is made public (title `Public`, additionalInfo `{"isPublic":true}`).
 */
export async function publicCustomer(ctx: AppContext, tenantId: string): Promise<CustomerRow> {
  const found = await ctx.db
    .selectFrom('customer')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('is_public', '=', 1)
    .executeTakeFirst();
  if (found) return found;
  const id = newId();
  const row = {
    id,
    created_time: uuidTime(id),
    tenant_id: tenantId,
    title: 'Public',
    is_public: 1,
    additional_info: toJsonText({ isPublic: true }),
    external_id: null,
    ...contactOf({}),
  } as CustomerRow;
  await ctx.db.insertInto('customer').values(row).execute();
  return row;
}

export async function deleteCustomer(ctx: AppContext, user: SecurityUser, id: string): Promise<void> {
  const row = await findCustomer(ctx.db, id);
  if (!row) throw notFound('Customer', id);
  checkTenant(user, row.tenant_id);
  await ctx.db.transaction().execute(async (trx) => {
    await deleteCustomerData(trx, id);
    await trx.deleteFrom('customer').where('id', '=', id).execute();
  });
}

import type { Customer, PageData } from '@fleetdeck/model';
import { CONTACT_FIELDS } from '@fleetdeck/model';
import type { SecurityUser } from '../auth/security-user.js';
import { checkTenant } from '../common/access.js';
import { contactOf } from '../common/contact.js';
import { toJsonText } from '../common/json.js';
import type { Owner } from '../common/owned-entities.js';
import { newId, uuidTime } from '../common/uuid.js';
import { bodyId, checkEmail, checkTextFields, optionalText, parseUuid } from '../common/validation.js';
import type { CoreContext } from '../context.js';
import { entityDeleted, entitySaved } from '../entity-actions/publish.js';
import { badRequest, itemNotFound, notFound, permissionDenied } from '../http/errors.js';
import type { ParsedPageLink } from '../http/paging.js';
import {
  type CustomerRow,
  customerPage,
  deleteCustomerWithData,
  findCustomer,
  findCustomerByTitle,
  findPublicCustomer,
  insertCustomer,
  toCustomer,
  updateCustomer,
} from './store.js';

/** The customer, if the caller may see it: its tenant's administrators, and its own users. */
export async function readableCustomer(ctx: CoreContext, user: SecurityUser, id: string): Promise<CustomerRow> {
  const row = await findCustomer(ctx.db, id);
  if (!row) throw notFound('Customer', id);
  checkTenant(user, row.tenant_id);
  if (user.authority === 'CUSTOMER_USER' && user.customerId !== id) throw permissionDenied();
  return row;
}

export async function saveCustomer(ctx: CoreContext, user: SecurityUser, body: Partial<Customer>): Promise<Customer> {
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
  const duplicate = await findCustomerByTitle(ctx.db, tenantId, title);
  if (duplicate && duplicate.id !== id) throw badRequest('Customer with such title already exists!');
  const contact = contactOf(body);
  const values = {
    ...contact,
    title,
    additional_info: toJsonText(body.additionalInfo),
    external_id: bodyId(body.externalId),
  };
  if (existing) {
    await updateCustomer(ctx.db, existing.id, values);
    const updated = toCustomer({ ...existing, ...values } as CustomerRow);
    entitySaved(ctx, user, updated, false);
    return updated;
  }
  const newCustomerId = newId();
  const row = {
    id: newCustomerId,
    created_time: uuidTime(newCustomerId),
    tenant_id: tenantId,
    is_public: 0,
    ...values,
  } as CustomerRow;
  await insertCustomer(ctx.db, row);
  const created = toCustomer(row);
  entitySaved(ctx, user, created, true);
  return created;
}

export async function deleteCustomer(ctx: CoreContext, user: SecurityUser, id: string): Promise<void> {
  const row = await findCustomer(ctx.db, id);
  if (!row) throw notFound('Customer', id);
  checkTenant(user, row.tenant_id);
  await deleteCustomerWithData(ctx.db, id);
  entityDeleted(ctx, user, toCustomer(row));
}

const PUBLIC_TITLE = 'Public';

/**
 * The tenant's public customer (title `Public`, additionalInfo {"isPublic":true}), created on first use, to which
 * "make public" assigns devices, assets, entity views and dashboards. Two first uses at once meet the unique
 * title index; the loser reads the winner's row.
 */
export async function publicCustomer(ctx: CoreContext, tenantId: string): Promise<CustomerRow> {
  const find = () => findPublicCustomer(ctx.db, tenantId);
  const found = await find();
  if (found) return found;
  const id = newId();
  const row = {
    id,
    created_time: uuidTime(id),
    tenant_id: tenantId,
    is_public: 1,
    title: PUBLIC_TITLE,
    ...contactOf({}),
    additional_info: toJsonText({ isPublic: true }),
    external_id: null,
  } as CustomerRow;
  try {
    await insertCustomer(ctx.db, row);
    return row;
  } catch (error) {
    const winner = await find();
    if (winner) return winner;
    throw error;
  }
}

/** The owner behind /customer/{customerId}/…: the customer must be readable by the caller (403 otherwise). */
export async function customerOwner(ctx: CoreContext, user: SecurityUser, customerId: string): Promise<Owner> {
  const customer = await readableCustomer(ctx, user, parseUuid(customerId));
  return { tenantId: customer.tenant_id, customerId: customer.id };
}

/** The customer something is assigned to: it must exist and belong to the caller's tenant. */
export async function assignableCustomer(ctx: CoreContext, user: SecurityUser, customerId: string): Promise<void> {
  const customer = await findCustomer(ctx.db, customerId);
  if (!customer) throw notFound('Customer', customerId);
  checkTenant(user, customer.tenant_id);
}

export function listCustomers(ctx: CoreContext, user: SecurityUser, link: ParsedPageLink): Promise<PageData<Customer>> {
  return customerPage(ctx.db, user.tenantId, link);
}

/** The tenant's customer of that title; none (or an empty title) answers the platform's checkNotNull (404). */
export async function tenantCustomerByTitle(ctx: CoreContext, user: SecurityUser, title: string): Promise<Customer> {
  const row = title ? await findCustomerByTitle(ctx.db, user.tenantId, title) : undefined;
  if (!row) throw itemNotFound();
  return toCustomer(row);
}

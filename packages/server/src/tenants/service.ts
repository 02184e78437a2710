import type { PageData, Tenant } from '@fleetdeck/model';
import { CONTACT_FIELDS } from '@fleetdeck/model';
import type { SecurityUser } from '../auth/security-user.js';
import { checkTenant } from '../common/access.js';
import { contactOf } from '../common/contact.js';
import { toJsonText } from '../common/json.js';
import { newId, uuidTime } from '../common/uuid.js';
import { bodyId, checkEmail, checkTextFields, optionalText } from '../common/validation.js';
import type { AppContext } from '../context.js';
import { badRequest, notFound } from '../http/errors.js';
import type { ParsedPageLink } from '../http/paging.js';
import { syncTenantQueues } from '../queues/service.js';
import { findDefaultTenantProfile, findTenantProfile } from '../tenant-profiles/store.js';
import {
  deleteTenantWithData,
  findTenant,
  findTenantInfo,
  insertTenantWithDefaults,
  type TenantInfoRow,
  type TenantRow,
  tenantPage,
  toTenant,
  updateTenant,
} from './store.js';

async function tenantProfileFor(ctx: AppContext, body: Partial<Tenant>): Promise<string> {
  const requested = bodyId(body.tenantProfileId);
  if (requested) {
    if (!(await findTenantProfile(ctx.db, requested))) {
      throw badRequest('Tenant is referencing to non-existent tenant profile!');
    }
    return requested;
  }
  const fallback = await findDefaultTenantProfile(ctx.db);
  if (!fallback) throw badRequest('Tenant is referencing to non-existent tenant profile!');
  return fallback.id;
}

export async function saveTenant(ctx: AppContext, body: Partial<Tenant>): Promise<Tenant> {
  const id = bodyId(body.id);
  const title = optionalText(body.title)?.trim();
  if (!title) throw badRequest('Tenant title should be specified!');
  checkTextFields(body as Record<string, unknown>, ['title', 'region', ...CONTACT_FIELDS]);
  checkEmail(body.email);
  const existing = id ? await findTenant(ctx.db, id) : undefined;
  if (id && !existing) throw notFound('Tenant', id);
  const contact = contactOf(body);
  const values = {
    ...contact,
    title,
    region: optionalText(body.region),
    tenant_profile_id: await tenantProfileFor(ctx, body),
    additional_info: toJsonText(body.additionalInfo),
  };
  if (existing) {
    await updateTenant(ctx.db, existing.id, values);
    await syncTenantQueues(ctx, existing.id);
    return toTenant({ ...existing, ...values } as TenantRow);
  }
  const tenantId = newId();
  const row = { id: tenantId, created_time: uuidTime(tenantId), ...values } as TenantRow;
  await insertTenantWithDefaults(ctx.db, row);
  // A tenant on an isolated profile starts with that profile's queues.
  await syncTenantQueues(ctx, tenantId);
  return toTenant(row);
}

export async function deleteTenant(ctx: AppContext, id: string): Promise<void> {
  if (!(await findTenant(ctx.db, id))) throw notFound('Tenant', id);
  await deleteTenantWithData(ctx.db, id);
  // Its devices are gone with it: their sessions close and the transports forget their tokens.
  ctx.bus.publish({ type: 'entityDeleted', tenantId: id, entityId: { entityType: 'TENANT', id } });
}

/** The tenant with its profile's name, if the caller may see it: the system administrator, or its own admins. */
export async function readableTenant(ctx: AppContext, user: SecurityUser, id: string): Promise<TenantInfoRow> {
  const row = await findTenantInfo(ctx.db, id);
  if (!row) throw notFound('Tenant', id);
  checkTenant(user, id);
  return row;
}

export function listTenants<Out>(
  ctx: AppContext,
  link: ParsedPageLink,
  toEntity: (row: TenantInfoRow) => Out,
): Promise<PageData<Out>> {
  return tenantPage(ctx.db, link, toEntity);
}

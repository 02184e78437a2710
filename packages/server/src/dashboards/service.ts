import type { Dashboard, DashboardInfo, PageData } from '@fleetdeck/model';
import type { SecurityUser } from '../auth/security-user.js';
import { checkTenant } from '../common/access.js';
import { toJsonText } from '../common/json.js';
import { newId, uuidTime } from '../common/uuid.js';
import { bodyId, checkTextFields, optionalText, parseUuid } from '../common/validation.js';
import type { AppContext, CoreContext } from '../context.js';
import { assignableCustomer, customerOwner, publicCustomer } from '../customers/service.js';
import { type EdgeAssignable, readableEdge, setEdgeAssignment } from '../edges/service.js';
import { DASHBOARD } from '../entities/kinds/dashboard.js';
import { entityAssigned, entityDeleted, entitySaved, entityUnassigned } from '../entity-actions/publish.js';
import { badRequest, notFound, permissionDenied } from '../http/errors.js';
import type { ParsedPageLink } from '../http/paging.js';
import { inTransaction } from '../storage/transaction.js';
import { findTenant } from '../tenants/store.js';
import {
  changeAssignments,
  customersOf,
  type DashboardRow,
  dashboardPage,
  deleteDashboardWithData,
  findDashboard,
  insertDashboard,
  isAssigned,
  profilesUsingDashboard,
  toDashboard,
  toDashboardInfo,
  updateDashboard,
} from './store.js';
import { dashboardVersionLimit, keepVersion } from './versions-keep.js';

/** The largest configuration a dashboard may hold, as JSON text. */
export const MAX_CONFIGURATION_BYTES = 10 * 1024 * 1024;
export const CONFIGURATION_TOO_LARGE = `Dashboard configuration is too large: the limit is ${MAX_CONFIGURATION_BYTES} bytes!`;

/** What a dashboard save may carry; configuration is an object or null (the request schema refuses anything else). */
export interface DashboardBody {
  id?: unknown;
  title?: unknown;
  image?: unknown;
  mobileHide?: unknown;
  mobileOrder?: unknown;
  configuration?: unknown;
  externalId?: unknown;
}

/**
 * The dashboard, if the caller may read it: the system administrator reads any, a tenant administrator its
 * tenant's (another tenant's answers 403), and a customer user (a public visitor too) only those assigned to its
 * customer.
 */
export async function readableDashboard(ctx: CoreContext, user: SecurityUser, id: string): Promise<DashboardRow> {
  const row = await findDashboard(ctx.db, id);
  if (!row) throw notFound('Dashboard', id);
  if (user.authority === 'SYS_ADMIN') return row;
  checkTenant(user, row.tenant_id);
  if (user.authority === 'CUSTOMER_USER' && !(await isAssigned(ctx.db, row.id, user.customerId))) {
    throw permissionDenied();
  }
  return row;
}

/** The dashboard the caller changes: only a tenant administrator of its own tenant may. */
export async function ownDashboard(ctx: CoreContext, user: SecurityUser, id: string): Promise<DashboardRow> {
  const row = await findDashboard(ctx.db, id);
  if (!row) throw notFound('Dashboard', id);
  if (user.authority !== 'TENANT_ADMIN' || row.tenant_id !== user.tenantId) throw permissionDenied();
  return row;
}

export async function withCustomers(ctx: CoreContext, row: DashboardRow): Promise<Dashboard> {
  return toDashboard(row, await customersOf(ctx.db, row.id));
}

export async function getDashboard(ctx: CoreContext, user: SecurityUser, id: string): Promise<Dashboard> {
  return withCustomers(ctx, await readableDashboard(ctx, user, id));
}

export async function getDashboardInfo(ctx: CoreContext, user: SecurityUser, id: string): Promise<DashboardInfo> {
  const row = await readableDashboard(ctx, user, id);
  return toDashboardInfo(row, await customersOf(ctx.db, row.id));
}

function configurationText(configuration: unknown): string | null {
  const text = toJsonText(configuration);
  if (text !== null && Buffer.byteLength(text) > MAX_CONFIGURATION_BYTES) {
    throw badRequest(CONFIGURATION_TOO_LARGE);
  }
  return text;
}

export async function saveDashboard(ctx: CoreContext, user: SecurityUser, body: DashboardBody): Promise<Dashboard> {
  const id = bodyId(body.id);
  const existing = id ? await ownDashboard(ctx, user, id) : undefined;
  const title = optionalText(body.title)?.trim();
  if (!title) throw badRequest('Dashboard title should be specified!');
  checkTextFields(body as Record<string, unknown>, ['title']);
  const values = {
    title,
    image: optionalText(body.image),
    mobile_hide: body.mobileHide === true ? 1 : 0,
    mobile_order: typeof body.mobileOrder === 'number' ? Math.trunc(body.mobileOrder) : null,
    configuration: configurationText(body.configuration),
    external_id: bodyId(body.externalId),
  };
  const versionLimit = await dashboardVersionLimit(ctx, user.tenantId);
  if (existing) {
    // Customers change only through the assignment calls, so the stored assignments are kept.
    const saved = { ...existing, ...values };
    await inTransaction(ctx.db, async (trx) => {
      await updateDashboard(trx, existing.id, values);
      await keepVersion(trx, user, saved, versionLimit);
    });
    const updated = await withCustomers(ctx, saved);
    entitySaved(ctx, user, updated, false);
    return updated;
  }
  const dashboardId = newId();
  const row: DashboardRow = {
    id: dashboardId,
    created_time: uuidTime(dashboardId),
    tenant_id: user.tenantId,
    ...values,
  };
  await inTransaction(ctx.db, async (trx) => {
    await insertDashboard(trx, row);
    await keepVersion(trx, user, row, versionLimit);
  });
  const created = toDashboard(row, []);
  entitySaved(ctx, user, created, true);
  return created;
}

export async function deleteDashboard(ctx: CoreContext, user: SecurityUser, id: string): Promise<void> {
  const row = await ownDashboard(ctx, user, id);
  // The platform's database refuses to drop a dashboard a device profile opens by default.
  if ((await profilesUsingDashboard(ctx.db, row.id)).length > 0) {
    throw badRequest('The dashboard referenced by the device profiles cannot be deleted!');
  }
  const deleted = await withCustomers(ctx, row);
  await deleteDashboardWithData(ctx.db, row.id);
  entityDeleted(ctx, user, deleted);
}

/** Assigns the dashboard to a customer of the caller's tenant; assigning twice changes nothing. */
export async function assignDashboard(ctx: CoreContext, user: SecurityUser, customerId: string, dashboardId: string) {
  await assignableCustomer(ctx, user, customerId);
  const row = await ownDashboard(ctx, user, dashboardId);
  await changeAssignments(ctx.db, row, [customerId], []);
  const assigned = await withCustomers(ctx, row);
  await entityAssigned(ctx, user, assigned, customerId);
  return assigned;
}

export async function unassignDashboard(ctx: CoreContext, user: SecurityUser, customerId: string, dashboardId: string) {
  await assignableCustomer(ctx, user, customerId);
  const row = await ownDashboard(ctx, user, dashboardId);
  await changeAssignments(ctx.db, row, [], [customerId]);
  const unassigned = await withCustomers(ctx, row);
  await entityUnassigned(ctx, user, unassigned, customerId);
  return unassigned;
}

export type CustomersUpdate = 'replace' | 'add' | 'remove';

/**
 * Sets the dashboard's customers from a list of customer ids: exactly those (`replace`), those too (`add`), or all
 * but those (`remove`). Every id to assign must be a customer of the caller's tenant.
 */
export async function updateDashboardCustomers(
  ctx: CoreContext,
  user: SecurityUser,
  dashboardId: string,
  rawIds: readonly string[],
  update: CustomersUpdate,
): Promise<Dashboard> {
  // A scalar body passes the array schema (Ajv cannot coerce the body itself into an array), so it is refused here.
  if (!Array.isArray(rawIds)) throw badRequest('The request body must be a JSON array of customer ids');
  const ids = [...new Set(rawIds.map(parseUuid))];
  const row = await ownDashboard(ctx, user, dashboardId);
  const current = new Set((await customersOf(ctx.db, row.id)).map((customer) => customer.customerId.id));
  const wanted = new Set(ids);
  const added = update === 'remove' ? [] : ids.filter((id) => !current.has(id));
  const removed =
    update === 'add' ? [] : [...current].filter((id) => (update === 'replace' ? !wanted.has(id) : wanted.has(id)));
  for (const customerId of added) await assignableCustomer(ctx, user, customerId);
  await changeAssignments(ctx.db, row, added, removed);
  return withCustomers(ctx, row);
}

/** Assigns the dashboard to (or takes it from) the tenant's public customer, which is created on first use. */
export async function setDashboardPublic(ctx: CoreContext, user: SecurityUser, dashboardId: string, isPublic: boolean) {
  const row = await ownDashboard(ctx, user, dashboardId);
  const publicId = (await publicCustomer(ctx, row.tenant_id)).id;
  await changeAssignments(ctx.db, row, isPublic ? [publicId] : [], isPublic ? [] : [publicId]);
  return withCustomers(ctx, row);
}

export function listTenantDashboards(
  ctx: CoreContext,
  tenantId: string,
  mobile: boolean | undefined,
  link: ParsedPageLink,
): Promise<PageData<DashboardInfo>> {
  return dashboardPage(ctx.db, { tenantId, mobile }, link);
}

/** A tenant's dashboards for the system administrator: the tenant must exist. */
export async function listDashboardsOfTenant(
  ctx: CoreContext,
  tenantId: string,
  link: ParsedPageLink,
): Promise<PageData<DashboardInfo>> {
  if (!(await findTenant(ctx.db, tenantId))) throw notFound('Tenant', tenantId);
  return dashboardPage(ctx.db, { tenantId }, link);
}

/** The dashboards assigned to a customer the caller may read (a customer user: only its own). */
export async function listCustomerDashboards(
  ctx: CoreContext,
  user: SecurityUser,
  customerId: string,
  mobile: boolean | undefined,
  link: ParsedPageLink,
): Promise<PageData<DashboardInfo>> {
  const owner = await customerOwner(ctx, user, customerId);
  return dashboardPage(ctx.db, { ...owner, mobile }, link);
}

const EDGE_DASHBOARD: EdgeAssignable<DashboardRow> = {
  kind: DASHBOARD,
  read: ownDashboard,
  toEntity: (row, ctx) => withCustomers(ctx, row),
};

/** Assigns (or unassigns) the dashboard to an edge of the caller's tenant, as devices and assets are. */
export async function setDashboardEdge(
  ctx: AppContext,
  user: SecurityUser,
  edgeId: string,
  dashboardId: string,
  assigned: boolean,
): Promise<Dashboard> {
  return withCustomers(ctx, await setEdgeAssignment(ctx, user, edgeId, EDGE_DASHBOARD, dashboardId, assigned));
}

/** The edge's dashboards; a customer user sees only those assigned to its customer among them. */
export async function listEdgeDashboards(
  ctx: AppContext,
  user: SecurityUser,
  edgeId: string,
  link: ParsedPageLink,
): Promise<PageData<DashboardInfo>> {
  const edge = await readableEdge(ctx, user, edgeId);
  const customerId = user.authority === 'CUSTOMER_USER' ? user.customerId : undefined;
  return dashboardPage(ctx.db, { tenantId: edge.tenant_id, customerId, edgeId: edge.id }, link);
}

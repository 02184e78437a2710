import { type HomeDashboard, type HomeDashboardInfo, isUuid } from '@fleetdeck/model';
import type { SecurityUser } from '../auth/security-user.js';
import { fromJsonText, toJsonText } from '../common/json.js';
import { bodyId } from '../common/validation.js';
import type { CoreContext } from '../context.js';
import { findCustomer } from '../customers/store.js';
import { ApiError } from '../http/errors.js';
import { findTenant, updateTenant } from '../tenants/store.js';
import { findUser } from '../users/store.js';
import { readableDashboard, withCustomers } from './service.js';

const HOME_DASHBOARD_ID = 'homeDashboardId';
const HOME_DASHBOARD_HIDE_TOOLBAR = 'homeDashboardHideToolbar';

type AdditionalInfo = Record<string, unknown>;

function asObject(info: unknown): AdditionalInfo | null {
  return info !== null && typeof info === 'object' && !Array.isArray(info) ? (info as AdditionalInfo) : null;
}

/** Jackson's asBoolean: a boolean as it is, the text "true", a non-zero number; anything else is false. */
function asBoolean(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') return value.trim().toLowerCase() === 'true';
  if (typeof value === 'number') return value !== 0;
  return false;
}

/** The home dashboard an additionalInfo names, with the toolbar hidden unless it says otherwise. */
function namedHome(info: unknown): { dashboardId: string; hideDashboardToolbar: boolean } | null {
  const object = asObject(info);
  const raw = object?.[HOME_DASHBOARD_ID];
  if (raw === undefined || raw === null) return null;
  const dashboardId = String(raw).toLowerCase();
  if (!isUuid(dashboardId)) return null;
  const hide = object && HOME_DASHBOARD_HIDE_TOOLBAR in object ? asBoolean(object[HOME_DASHBOARD_HIDE_TOOLBAR]) : true;
  return { dashboardId, hideDashboardToolbar: hide };
}

/**
 * The additionalInfo objects that may name the caller's home dashboard, in the order the platform reads them: the
 * user's own, then (a customer user) its customer's, then its tenant's. The system administrator has none.
 */
async function homeSources(ctx: CoreContext, user: SecurityUser): Promise<unknown[]> {
  if (user.authority === 'SYS_ADMIN') return [];
  const sources: unknown[] = [];
  // A public visitor is no stored user: its customer and tenant still count.
  const stored = user.isPublic ? undefined : await findUser(ctx.db, user.userId);
  sources.push(fromJsonText(stored?.additional_info));
  if (user.authority === 'CUSTOMER_USER') {
    sources.push(fromJsonText((await findCustomer(ctx.db, user.customerId))?.additional_info));
  }
  sources.push(fromJsonText((await findTenant(ctx.db, user.tenantId))?.additional_info));
  return sources;
}

/**
 * The caller's home dashboard: the first source that names a dashboard the caller may read. A source naming a
 * missing or unreadable dashboard is passed over, as the platform swallows that failure.
 */
export async function homeDashboard(ctx: CoreContext, user: SecurityUser): Promise<HomeDashboard | null> {
  for (const source of await homeSources(ctx, user)) {
    const named = namedHome(source);
    if (!named) continue;
    try {
      const dashboard = await withCustomers(ctx, await readableDashboard(ctx, user, named.dashboardId));
      return { ...dashboard, hideDashboardToolbar: named.hideDashboardToolbar };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  }
  return null;
}

export async function homeDashboardInfo(ctx: CoreContext, user: SecurityUser): Promise<HomeDashboardInfo | null> {
  const home = await homeDashboard(ctx, user);
  return home ? { dashboardId: home.id, hideDashboardToolbar: home.hideDashboardToolbar } : null;
}

/** The tenant's own home dashboard setting; none set reads as no dashboard with the toolbar hidden. */
export async function tenantHomeDashboardInfo(ctx: CoreContext, user: SecurityUser): Promise<HomeDashboardInfo> {
  const named = namedHome(fromJsonText((await findTenant(ctx.db, user.tenantId))?.additional_info));
  return named
    ? {
        dashboardId: { entityType: 'DASHBOARD', id: named.dashboardId },
        hideDashboardToolbar: named.hideDashboardToolbar,
      }
    : { dashboardId: null, hideDashboardToolbar: true };
}

/** Sets (or, with no dashboard, clears) the tenant's home dashboard; the dashboard must be one the caller reads. */
export async function setTenantHomeDashboardInfo(
  ctx: CoreContext,
  user: SecurityUser,
  body: { dashboardId?: unknown; hideDashboardToolbar?: unknown },
): Promise<void> {
  const dashboardId = bodyId(body.dashboardId);
  if (dashboardId) await readableDashboard(ctx, user, dashboardId);
  const tenant = await findTenant(ctx.db, user.tenantId);
  if (!tenant) return;
  const info = { ...(asObject(fromJsonText(tenant.additional_info)) ?? {}) };
  if (dashboardId) {
    info[HOME_DASHBOARD_ID] = dashboardId;
    info[HOME_DASHBOARD_HIDE_TOOLBAR] = body.hideDashboardToolbar === true;
  } else {
    delete info[HOME_DASHBOARD_ID];
    delete info[HOME_DASHBOARD_HIDE_TOOLBAR];
  }
  await updateTenant(ctx.db, tenant.id, { additional_info: toJsonText(info) });
}

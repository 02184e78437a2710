import type { Dashboard, DashboardVersion, DashboardVersionInfo, PageData } from '@fleetdeck/model';
import type { SecurityUser } from '../auth/security-user.js';
import type { CoreContext } from '../context.js';
import { notFound } from '../http/errors.js';
import type { ParsedPageLink } from '../http/paging.js';
import { ownDashboard, saveDashboard } from './service.js';
import { findVersion, toVersion, versionPage } from './versions-store.js';

/** A dashboard's versions: only a tenant administrator of its tenant reads them, as it alone writes the dashboard. */
export async function listVersions(
  ctx: CoreContext,
  user: SecurityUser,
  dashboardId: string,
  link: ParsedPageLink,
): Promise<PageData<DashboardVersionInfo>> {
  const dashboard = await ownDashboard(ctx, user, dashboardId);
  return versionPage(ctx.db, dashboard.id, link);
}

export async function getVersion(
  ctx: CoreContext,
  user: SecurityUser,
  dashboardId: string,
  versionId: string,
): Promise<DashboardVersion> {
  const dashboard = await ownDashboard(ctx, user, dashboardId);
  const row = await findVersion(ctx.db, dashboard.id, versionId);
  if (!row) throw notFound('Dashboard version', versionId);
  return toVersion(row);
}

/**
 * Saves the version's fields as the dashboard's current ones, through the ordinary save: its checks apply, and the
 * restore itself becomes the dashboard's newest version.
 */
export async function restoreVersion(
  ctx: CoreContext,
  user: SecurityUser,
  dashboardId: string,
  versionId: string,
): Promise<Dashboard> {
  const version = await getVersion(ctx, user, dashboardId, versionId);
  const dashboard = await ownDashboard(ctx, user, dashboardId);
  return saveDashboard(ctx, user, {
    id: { entityType: 'DASHBOARD', id: dashboard.id },
    title: version.title,
    image: version.image,
    mobileHide: version.mobileHide,
    mobileOrder: version.mobileOrder,
    configuration: version.configuration,
    externalId: dashboard.external_id ? { entityType: 'DASHBOARD', id: dashboard.external_id } : null,
  });
}

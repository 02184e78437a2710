import { DEFAULT_MAX_DASHBOARD_VERSIONS, MAX_DASHBOARD_VERSIONS_FIELD } from '@fleetdeck/model';
import type { SecurityUser } from '../auth/security-user.js';
import { fromJsonText } from '../common/json.js';
import { newId } from '../common/uuid.js';
import type { CoreContext } from '../context.js';
import type { Db } from '../storage/schema.js';
import { findTenantProfileDataOf } from '../tenant-profiles/store.js';
import type { DashboardRow } from './store.js';
import { insertVersion } from './versions-store.js';

/** The versions kept per dashboard of the tenant: its profile's limit, or the default when the profile has none. */
export async function dashboardVersionLimit(ctx: CoreContext, tenantId: string): Promise<number> {
  const profileData = fromJsonText<{ configuration?: Record<string, unknown> }>(
    await findTenantProfileDataOf(ctx.db, tenantId),
  );
  const limit = profileData?.configuration?.[MAX_DASHBOARD_VERSIONS_FIELD];
  return typeof limit === 'number' && Number.isFinite(limit) && limit >= 0
    ? Math.trunc(limit)
    : DEFAULT_MAX_DASHBOARD_VERSIONS;
}

/** Keeps the saved dashboard as its next version, on the save's transaction handle. */
export async function keepVersion(trx: Db, user: SecurityUser, saved: DashboardRow, limit: number): Promise<void> {
  await insertVersion(
    trx,
    {
      id: newId(),
      dashboard_id: saved.id,
      tenant_id: saved.tenant_id,
      created_time: Date.now(),
      user_id: user.userId,
      user_email: user.email,
      title: saved.title,
      image: saved.image,
      mobile_hide: saved.mobile_hide,
      mobile_order: saved.mobile_order,
      configuration: saved.configuration,
    },
    limit,
  );
}

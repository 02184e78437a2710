import { fromJsonText } from '../common/json.js';
import type { Db } from '../storage/schema.js';
import { findTenantProfileDataOf } from '../tenant-profiles/store.js';

/** The maxTransportMessages of the tenant's profile; 0 (unlimited) when unset or not a positive number. */
export async function readTransportMessageLimit(db: Db, tenantId: string): Promise<number> {
  const profileData = await findTenantProfileDataOf(db, tenantId);
  const config = fromJsonText<{ configuration?: Record<string, unknown> }>(profileData)?.configuration ?? {};
  const limit = Number(config.maxTransportMessages ?? 0);
  return Number.isFinite(limit) && limit > 0 ? Math.trunc(limit) : 0;
}

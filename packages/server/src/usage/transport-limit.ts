import { fromJsonText } from '../common/json.js';
import type { Db } from '../storage/schema.js';
import { findTenantProfileDataOf } from '../tenant-profiles/store.js';
import type { TransportLimits } from './transport-usage.js';

const limitOf = (value: unknown): number => {
  const limit = Number(value ?? 0);
  return Number.isFinite(limit) && limit > 0 ? Math.trunc(limit) : 0;
};

/** maxTransportMessages and maxTransportDataPoints of the tenant's profile; 0 (unlimited) when unset or not positive. */
export async function readTransportLimits(db: Db, tenantId: string): Promise<TransportLimits> {
  const profileData = await findTenantProfileDataOf(db, tenantId);
  const config = fromJsonText<{ configuration?: Record<string, unknown> }>(profileData)?.configuration ?? {};
  return { messages: limitOf(config.maxTransportMessages), dataPoints: limitOf(config.maxTransportDataPoints) };
}

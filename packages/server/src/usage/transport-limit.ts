import { fromJsonText } from '../common/json.js';
import type { Db } from '../storage/schema.js';
import { findTenantProfileDataOf } from '../tenant-profiles/store.js';
import { transportRateLimitTexts } from './transport-rate-limits.js';
import type { TransportLimits } from './transport-usage.js';
import { API_FEATURES, type ApiFeature, FEATURE_KEYS } from './usage-keys.js';

/** The platform's share of a limit from which a feature warns, when the profile's warnThreshold is not above 0. */
const DEFAULT_WARN_THRESHOLD = 0.8;

const limitOf = (value: unknown): number => {
  const limit = Number(value ?? 0);
  return Number.isFinite(limit) && limit > 0 ? Math.trunc(limit) : 0;
};

const thresholdOf = (value: unknown): number => {
  const threshold = Number(value ?? 0);
  return Number.isFinite(threshold) && threshold > 0 ? threshold : DEFAULT_WARN_THRESHOLD;
};

/**
 * maxTransportMessages and maxTransportDataPoints of the tenant's profile, 0 (unlimited) when unset or not
 * positive, its warnThreshold and its transport rate limits.
 */
export async function readTransportLimits(db: Db, tenantId: string): Promise<TransportLimits> {
  const profileData = await findTenantProfileDataOf(db, tenantId);
  const config = fromJsonText<{ configuration?: Record<string, unknown> }>(profileData)?.configuration ?? {};
  return {
    messages: limitOf(config.maxTransportMessages),
    dataPoints: limitOf(config.maxTransportDataPoints),
    warnThreshold: thresholdOf(config.warnThreshold),
    rates: transportRateLimitTexts(config),
  };
}

/** The tenant profile's monthly limits of the other features (0 = unlimited), and its warnThreshold. */
export interface FeatureLimits {
  limits: Record<ApiFeature, number>;
  warnThreshold: number;
}

/** maxREExecutions, maxJSExecutions, maxEmails, maxSms, maxCreatedAlarms and maxDPStorageDays of the tenant's profile. */
export async function readFeatureLimits(db: Db, tenantId: string): Promise<FeatureLimits> {
  const profileData = await findTenantProfileDataOf(db, tenantId);
  const config = fromJsonText<{ configuration?: Record<string, unknown> }>(profileData)?.configuration ?? {};
  const limits = Object.fromEntries(
    API_FEATURES.map((feature) => [feature, limitOf(config[FEATURE_KEYS[feature].profileLimit])]),
  ) as Record<ApiFeature, number>;
  return { limits, warnThreshold: thresholdOf(config.warnThreshold) };
}

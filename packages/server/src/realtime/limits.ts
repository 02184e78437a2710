import { fromJsonText } from '../common/json.js';
import type { AppContext } from '../context.js';
import { findTenantProfileDataOf } from '../tenant-profiles/store.js';

/** The WebSocket limits of a tenant profile; 0 = unlimited. */
export interface WsLimits {
  maxSessionsPerTenant: number;
  maxSessionsPerCustomer: number;
  maxSessionsPerRegularUser: number;
  maxSessionsPerPublicUser: number;
  maxSubscriptionsPerTenant: number;
  maxSubscriptionsPerCustomer: number;
  maxSubscriptionsPerRegularUser: number;
  maxSubscriptionsPerPublicUser: number;
  /** the outbound queue of a session; the profile's 0 means the platform default */
  msgQueueLimitPerSession: number;
  /** e.g. "10:1,300:60" (capacity:seconds pairs); null = no limit */
  updatesPerSessionRateLimit: string | null;
}

export const DEFAULT_MSG_QUEUE_LIMIT = 500;

const count = (value: unknown) => {
  const number = Number(value ?? 0);
  return Number.isFinite(number) && number > 0 ? Math.trunc(number) : 0;
};

export async function readWsLimits(ctx: Pick<AppContext, 'db'>, tenantId: string): Promise<WsLimits> {
  const profileData = await findTenantProfileDataOf(ctx.db, tenantId);
  const config = fromJsonText<{ configuration?: Record<string, unknown> }>(profileData)?.configuration ?? {};
  const rate = config.wsUpdatesPerSessionRateLimit;
  return {
    maxSessionsPerTenant: count(config.maxWsSessionsPerTenant),
    maxSessionsPerCustomer: count(config.maxWsSessionsPerCustomer),
    maxSessionsPerRegularUser: count(config.maxWsSessionsPerRegularUser),
    maxSessionsPerPublicUser: count(config.maxWsSessionsPerPublicUser),
    maxSubscriptionsPerTenant: count(config.maxWsSubscriptionsPerTenant),
    maxSubscriptionsPerCustomer: count(config.maxWsSubscriptionsPerCustomer),
    maxSubscriptionsPerRegularUser: count(config.maxWsSubscriptionsPerRegularUser),
    maxSubscriptionsPerPublicUser: count(config.maxWsSubscriptionsPerPublicUser),
    msgQueueLimitPerSession: count(config.wsMsgQueueLimitPerSession) || DEFAULT_MSG_QUEUE_LIMIT,
    updatesPerSessionRateLimit: typeof rate === 'string' && rate.trim() ? rate.trim() : null,
  };
}

interface Bucket {
  capacity: number;
  perMs: number;
  tokens: number;
  refilledAt: number;
}

/**
 * The platform's rate limit text ("capacity:seconds" pairs separated by commas) as token buckets, all of which must
 * have a token for an update to pass. A malformed pair is ignored.
 */
export class RateLimit {
  private readonly buckets: Bucket[];

  constructor(spec: string, now = Date.now()) {
    this.buckets = spec
      .split(',')
      .map((pair) => pair.split(':').map((part) => Number(part.trim())))
      .filter(
        ([capacity, seconds]) => Number.isFinite(capacity) && Number.isFinite(seconds) && capacity > 0 && seconds > 0,
      )
      .map(([capacity, seconds]) => ({
        capacity: capacity as number,
        perMs: (capacity as number) / ((seconds as number) * 1000),
        tokens: capacity as number,
        refilledAt: now,
      }));
  }

  tryConsume(now = Date.now()): boolean {
    for (const bucket of this.buckets) {
      bucket.tokens = Math.min(bucket.capacity, bucket.tokens + (now - bucket.refilledAt) * bucket.perMs);
      bucket.refilledAt = now;
    }
    if (this.buckets.some((bucket) => bucket.tokens < 1)) return false;
    for (const bucket of this.buckets) bucket.tokens -= 1;
    return true;
  }
}

import { HOUR_MS, hourOf, monthOf, reached, warned } from './periods.js';
import type { FeatureLimits } from './transport-limit.js';
import type { ApiUsageStateValue } from './transport-usage.js';
import { LIMIT_TTL_MS } from './transport-usage.js';
import { API_FEATURES, type ApiFeature } from './usage-keys.js';

/** A feature's count over one period (a UTC month or hour) starting at `from`. */
export interface FeatureCount {
  from: number;
  count: number;
}

/** A feature's counts to store, with the state its month's count puts it in. */
export interface FeatureFigures {
  feature: ApiFeature;
  month: FeatureCount;
  hour: FeatureCount;
}

/** A tenant's counts of the features counted since the last report, the states of all its features and its limits. */
export interface FeatureReport {
  tenantId: string;
  counted: FeatureFigures[];
  states: Record<ApiFeature, ApiUsageStateValue>;
  limits: Record<ApiFeature, number>;
}

/** What the tenant's usage entity stored of each feature for the month and the hour starting at these times. */
export type StoredFeatureCounts = (
  tenantId: string,
  monthFrom: number,
  hourFrom: number,
) => Promise<Record<ApiFeature, { month: number; hour: number }>>;

type Counts = Record<ApiFeature, number>;

interface TenantFeatures {
  /** null until the first read answers: until then nothing is refused */
  limits: FeatureLimits | null;
  readAt: number;
  reading: boolean;
  /** counted before the stored counts were read; reported only once they were added in */
  loaded: boolean;
  monthFrom: number;
  hourFrom: number;
  month: Counts;
  hour: Counts;
  counted: Set<ApiFeature>;
}

const zero = (): Counts => ({ RE: 0, JS: 0, EMAIL: 0, SMS: 0, ALARM: 0, DB: 0 });

/** The state the month's count of a feature puts it in against its limit. */
export function featureState(count: number, limit: number, threshold: number): ApiUsageStateValue {
  if (reached(count, limit)) return 'DISABLED';
  return warned(count, limit, threshold) ? 'WARNING' : 'ENABLED';
}

/**
 * Counts each tenant's rule-engine and script executions, e-mails, SMS, created alarms and stored data point days in
 * the current month and hour, in memory: `add` and `enabled` answer at once, so the rule engine's per-message path
 * never waits for them. A tenant's limits and stored counts are read on its first use, in the background (what is
 * counted meanwhile is added to what was stored, and nothing is refused until its limits are known), and its limits
 * again when older than LIMIT_TTL_MS. A feature whose month count reached its tenant profile limit is DISABLED:
 * `enabled` answers false, and its callers refuse the work as the platform does.
 */
export class ApiFeatureUsage {
  private readonly tenants = new Map<string, TenantFeatures>();

  constructor(
    private readonly readLimits: (tenantId: string) => Promise<FeatureLimits>,
    private readonly storedCounts: StoredFeatureCounts,
    private readonly onError: (error: unknown, tenantId: string) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts `amount` uses of the feature by the tenant. */
  add(tenantId: string, feature: ApiFeature, amount = 1): void {
    if (amount <= 0) return;
    const now = this.now();
    const tenant = this.tenantOf(tenantId, now);
    if (now >= tenant.hourFrom + HOUR_MS) this.roll(tenant, now);
    tenant.month[feature] += amount;
    tenant.hour[feature] += amount;
    tenant.counted.add(feature);
  }

  /** False once the tenant's month count of the feature reached its limit (the feature is DISABLED). */
  enabled(tenantId: string, feature: ApiFeature): boolean {
    const now = this.now();
    const tenant = this.tenantOf(tenantId, now);
    if (!tenant.limits) return true;
    if (now >= tenant.hourFrom + HOUR_MS) this.roll(tenant, now);
    return !reached(tenant.month[feature], tenant.limits.limits[feature]);
  }

  /** The counts of the tenants that counted since the last report, once their stored counts were added in. */
  report(): FeatureReport[] {
    const reports: FeatureReport[] = [];
    for (const [tenantId, tenant] of this.tenants) {
      if (!tenant.loaded || !tenant.limits || tenant.counted.size === 0) continue;
      const { limits, warnThreshold } = tenant.limits;
      const states = {} as Record<ApiFeature, ApiUsageStateValue>;
      for (const feature of API_FEATURES) {
        states[feature] = featureState(tenant.month[feature], limits[feature], warnThreshold);
      }
      const counted = [...tenant.counted].map((feature) => ({
        feature,
        month: { from: tenant.monthFrom, count: tenant.month[feature] },
        hour: { from: tenant.hourFrom, count: tenant.hour[feature] },
      }));
      tenant.counted.clear();
      reports.push({ tenantId, counted, states, limits: { ...limits } });
    }
    return reports;
  }

  /** Forgets a deleted tenant. */
  forget(tenantId: string): void {
    this.tenants.delete(tenantId);
  }

  private tenantOf(tenantId: string, now: number): TenantFeatures {
    let tenant = this.tenants.get(tenantId);
    if (!tenant) {
      tenant = {
        limits: null,
        readAt: now,
        reading: false,
        loaded: false,
        monthFrom: monthOf(now),
        hourFrom: hourOf(now),
        month: zero(),
        hour: zero(),
        counted: new Set(),
      };
      this.tenants.set(tenantId, tenant);
      this.load(tenantId, tenant);
    } else if (tenant.loaded && !tenant.reading && now - tenant.readAt >= LIMIT_TTL_MS) {
      this.refreshLimits(tenantId, tenant);
    }
    return tenant;
  }

  /** Reads the limits and the stored counts; a failed read is tried again on the tenant's next use. */
  private load(tenantId: string, tenant: TenantFeatures): void {
    tenant.reading = true;
    const { monthFrom, hourFrom } = tenant;
    Promise.all([this.readLimits(tenantId), this.storedCounts(tenantId, monthFrom, hourFrom)]).then(
      ([limits, stored]) => {
        if (this.tenants.get(tenantId) !== tenant) return;
        for (const feature of API_FEATURES) {
          if (tenant.monthFrom === monthFrom) tenant.month[feature] += stored[feature].month;
          if (tenant.hourFrom === hourFrom) tenant.hour[feature] += stored[feature].hour;
        }
        Object.assign(tenant, { limits, readAt: this.now(), reading: false, loaded: true });
      },
      (error: unknown) => {
        if (this.tenants.get(tenantId) === tenant) this.tenants.delete(tenantId);
        this.onError(error, tenantId);
      },
    );
  }

  private refreshLimits(tenantId: string, tenant: TenantFeatures): void {
    tenant.reading = true;
    this.readLimits(tenantId).then(
      (limits) => Object.assign(tenant, { limits, readAt: this.now(), reading: false }),
      (error: unknown) => {
        Object.assign(tenant, { readAt: this.now(), reading: false });
        this.onError(error, tenantId);
      },
    );
  }

  /**
   * A new hour starts its counts from zero, and a new month (which starts with an hour) its own; called only once the
   * current hour is over, since this runs for every rule node execution.
   */
  private roll(tenant: TenantFeatures, now: number): void {
    const month = monthOf(now);
    if (tenant.monthFrom !== month) Object.assign(tenant, { monthFrom: month, month: zero() });
    const hour = hourOf(now);
    if (tenant.hourFrom !== hour) Object.assign(tenant, { hourFrom: hour, hour: zero() });
  }
}

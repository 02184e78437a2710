import { hourOf, monthOf, reached, warned } from './periods.js';
import {
  type RateLimitedEntity,
  sameRateLimitTexts,
  TenantRateLimits,
  type TransportRateLimitTexts,
} from './transport-rate-limits.js';

/** The tenant profile's monthly limits of device messages and of their data points; 0 = unlimited. */
export interface TransportLimits {
  /** maxTransportMessages */
  messages: number;
  /** maxTransportDataPoints */
  dataPoints: number;
  /** warnThreshold: the share of a limit from which the feature is in WARNING */
  warnThreshold: number;
  /** the transport rate limits (`transport*RateLimit`), null when the profile sets none */
  rates?: TransportRateLimitTexts | null;
}

/** A device message refused because its tenant used up the month's transport messages or data points. */
export class TransportDisabledError extends Error {
  constructor(readonly tenantId: string) {
    super(`Transport messages of tenant ${tenantId} are disabled: a monthly limit is reached`);
  }
}

/** A device message refused by its tenant's or its own transport rate limit of the tenant profile. */
export class TransportRateLimitedError extends Error {
  constructor(readonly entity: RateLimitedEntity) {
    super(`Transport message refused: the ${entity.toLowerCase()} rate limit is reached`);
  }
}

/**
 * What `admit` answers: true when the message is taken, false when a monthly limit is reached, or the entity whose
 * rate limit refused it.
 */
export type Admission = boolean | RateLimitedEntity;

/** The platform's ApiUsageStateValue of a feature against its limits. */
export type ApiUsageStateValue = 'ENABLED' | 'WARNING' | 'DISABLED';

/** Messages and data points counted over one period (a UTC month or hour) starting at `from`. */
export interface TransportCount {
  from: number;
  messages: number;
  dataPoints: number;
}

/** What a tenant used this month and this hour, as stored, or as counted since. */
export interface TransportPeriods {
  month: TransportCount;
  hour: TransportCount;
}

/** A tenant's counts to store, with the transport state they put it in. */
export interface TransportReport extends TransportPeriods {
  tenantId: string;
  state: ApiUsageStateValue;
  limits: TransportLimits;
}

/** Reads what the tenant's usage entity holds for the month and the hour starting at these times. */
export type StoredCounts = (tenantId: string, monthFrom: number, hourFrom: number) => Promise<TransportPeriods>;

/** How long a tenant's limit is used before it is read again, so a profile change takes effect within this. */
export const LIMIT_TTL_MS = 5_000;

interface TenantUsage {
  limits: TransportLimits;
  /** the buckets of limits.rates; null (the default) costs a message nothing */
  rates: TenantRateLimits | null;
  readAt: number;
  month: TransportCount;
  hour: TransportCount;
}

/** The transport API state the counts of the month put the tenant in (the platform's TRANSPORT feature). */
export function transportState(month: TransportCount, limits: TransportLimits): ApiUsageStateValue {
  if (reached(month.messages, limits.messages) || reached(month.dataPoints, limits.dataPoints)) return 'DISABLED';
  const threshold = limits.warnThreshold;
  if (warned(month.messages, limits.messages, threshold) || warned(month.dataPoints, limits.dataPoints, threshold)) {
    return 'WARNING';
  }
  return 'ENABLED';
}

/**
 * Counts each tenant's device messages and their data points in the current month and hour, and refuses messages
 * once the tenant profile's maxTransportMessages or maxTransportDataPoints is reached (the platform's transport API
 * state DISABLED): the message that reaches a limit is taken, the next one is not. A tenant's counts start from what
 * its usage entity stored, read with its first limits, so a restart continues the month; `report` hands out the
 * counts changed since it was last called, for storing.
 */
export class TransportUsage {
  private readonly tenants = new Map<string, TenantUsage>();
  private readonly starting = new Map<string, Promise<TenantUsage>>();
  private readonly reading = new Map<string, Promise<TransportLimits>>();
  private readonly changed = new Set<string>();

  constructor(
    private readonly readLimits: (tenantId: string) => Promise<TransportLimits>,
    private readonly storedCounts: StoredCounts,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Counts one device message of the tenant carrying this many data points; false (and nothing counted) when a
   * limit of the month is already reached. It answers at once once the tenant's limits and stored counts were read,
   * as they are for nearly every message: this runs for each device message. Limits older than LIMIT_TTL_MS are
   * still used while they are read again, and the messages before the first read share it: a device's messages must
   * leave here in the order they came, and reads answering out of order (PostgreSQL's pool) reordered them.
   */
  admit(tenantId: string, dataPoints: number, deviceId?: string): Admission | Promise<Admission> {
    const usage = this.tenants.get(tenantId);
    if (!usage) return this.start(tenantId).then((started) => this.count(tenantId, started, dataPoints, deviceId));
    if (this.now() - usage.readAt >= LIMIT_TTL_MS) this.readLimitsOf(tenantId).catch(() => undefined);
    return this.count(tenantId, usage, dataPoints, deviceId);
  }

  /** The counts changed since the last report, with the state they put each tenant in; they are reported once. */
  report(): TransportReport[] {
    const reports: TransportReport[] = [];
    for (const tenantId of this.changed) {
      const usage = this.tenants.get(tenantId);
      if (!usage) continue;
      reports.push({
        tenantId,
        month: { ...usage.month },
        hour: { ...usage.hour },
        state: transportState(usage.month, usage.limits),
        limits: usage.limits,
      });
    }
    this.changed.clear();
    return reports;
  }

  /** Forgets a deleted tenant. */
  forget(tenantId: string): void {
    this.tenants.delete(tenantId);
    this.starting.delete(tenantId);
    this.reading.delete(tenantId);
    this.changed.delete(tenantId);
  }

  /** Forgets a deleted device's rate limit bucket. */
  forgetDevice(tenantId: string, deviceId: string): void {
    this.tenants.get(tenantId)?.rates?.forgetDevice(deviceId);
  }

  /**
   * Checked and counted in one turn, so concurrent messages cannot both take the last one. As on the platform, the
   * monthly state is checked first, then the tenant's rate limits, then the device's; a refused message counts not.
   */
  private count(tenantId: string, usage: TenantUsage, dataPoints: number, deviceId: string | undefined): Admission {
    this.roll(usage);
    const { month, hour, limits } = usage;
    if (reached(month.messages, limits.messages) || reached(month.dataPoints, limits.dataPoints)) return false;
    if (usage.rates !== null) {
      const refusal = usage.rates.refusal(deviceId, dataPoints, this.now());
      if (refusal) return refusal;
    }
    month.messages++;
    month.dataPoints += dataPoints;
    hour.messages++;
    hour.dataPoints += dataPoints;
    this.changed.add(tenantId);
    return true;
  }

  /** A new month or hour starts its counts from zero. */
  private roll(usage: TenantUsage): void {
    const now = this.now();
    const month = monthOf(now);
    if (usage.month.from !== month) usage.month = { from: month, messages: 0, dataPoints: 0 };
    const hour = hourOf(now);
    if (usage.hour.from !== hour) usage.hour = { from: hour, messages: 0, dataPoints: 0 };
  }

  /** The tenant's limits and stored counts, read once however many messages wait for them. */
  private start(tenantId: string): Promise<TenantUsage> {
    let starting = this.starting.get(tenantId);
    if (!starting) {
      const now = this.now();
      starting = Promise.all([this.readLimitsOf(tenantId), this.storedCounts(tenantId, monthOf(now), hourOf(now))])
        .then(([limits, stored]) => {
          const known = this.tenants.get(tenantId);
          if (known) return known;
          const usage: TenantUsage = { limits, rates: null, readAt: this.now(), ...stored };
          this.applyRates(usage, limits);
          if (this.starting.get(tenantId) === starting) this.tenants.set(tenantId, usage);
          return usage;
        })
        .finally(() => {
          if (this.starting.get(tenantId) === starting) this.starting.delete(tenantId);
        });
      this.starting.set(tenantId, starting);
    }
    return starting;
  }

  /** The tenant's limits as read now, one read at a time per tenant; a failed read leaves the limits known before. */
  private readLimitsOf(tenantId: string): Promise<TransportLimits> {
    let reading = this.reading.get(tenantId);
    if (!reading) {
      reading = this.readLimits(tenantId)
        .then((limits) => {
          const usage = this.tenants.get(tenantId);
          if (usage && this.reading.get(tenantId) === reading) {
            this.applyRates(usage, limits);
            Object.assign(usage, { limits, readAt: this.now() });
          }
          return limits;
        })
        .finally(() => {
          if (this.reading.get(tenantId) === reading) this.reading.delete(tenantId);
        });
      this.reading.set(tenantId, reading);
    }
    return reading;
  }

  /** New buckets when the profile's rate limit texts changed (or first appear); the ones in use otherwise. */
  private applyRates(usage: TenantUsage, limits: TransportLimits): void {
    const texts = limits.rates ?? null;
    if (usage.rates !== null && sameRateLimitTexts(usage.rates.texts, texts)) return;
    usage.rates = texts === null ? null : new TenantRateLimits(texts, this.now());
  }
}

/** The tenant profile's monthly limits of device messages and of their data points; 0 = unlimited. */
export interface TransportLimits {
  /** maxTransportMessages */
  messages: number;
  /** maxTransportDataPoints */
  dataPoints: number;
}

/** A device message refused because its tenant used up the month's transport messages or data points. */
export class TransportDisabledError extends Error {
  constructor(readonly tenantId: string) {
    super(`Transport messages of tenant ${tenantId} are disabled: a monthly limit is reached`);
  }
}

/** How long a tenant's limit is used before it is read again, so a profile change takes effect within this. */
const LIMIT_TTL_MS = 5_000;

interface MonthCount {
  /** the UTC month the count is of, from its first millisecond up to the next month's */
  from: number;
  until: number;
  messages: number;
  dataPoints: number;
}

interface CachedLimits {
  limits: TransportLimits;
  readAt: number;
}

const reached = (count: number, limit: number): boolean => limit > 0 && count >= limit;

/** The UTC month the time falls in, as its bounds: a message then needs a comparison, not a date, to be placed. */
function monthAround(ts: number): { from: number; until: number } {
  const date = new Date(ts);
  return {
    from: Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1),
    until: Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1),
  };
}

/**
 * Counts each tenant's device messages and their data points in the current month and refuses messages once the
 * tenant profile's maxTransportMessages or maxTransportDataPoints is reached (the platform's transport API state
 * DISABLED): the message that reaches a limit is taken, the next one is not. The counts are kept in memory only, so
 * a restart starts them again from zero.
 */
export class TransportUsage {
  private readonly months = new Map<string, MonthCount>();
  private readonly limits = new Map<string, CachedLimits>();
  private readonly reading = new Map<string, Promise<TransportLimits>>();

  constructor(
    private readonly readLimits: (tenantId: string) => Promise<TransportLimits>,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Counts one device message of the tenant carrying this many data points; false (and nothing counted) when a
   * limit of the month is already reached. It answers at once once the tenant's limits were read, as they are for
   * nearly every message: this runs for each device message. Limits older than LIMIT_TTL_MS are still used while
   * they are read again, and the messages before the first read share it: a device's messages must leave here in
   * the order they came, and reads answering out of order (PostgreSQL's pool) reordered them.
   */
  admit(tenantId: string, dataPoints: number): boolean | Promise<boolean> {
    const cached = this.limits.get(tenantId);
    if (!cached) return this.readLimitsOf(tenantId).then((limits) => this.count(tenantId, dataPoints, limits));
    if (this.now() - cached.readAt >= LIMIT_TTL_MS) this.readLimitsOf(tenantId).catch(() => undefined);
    return this.count(tenantId, dataPoints, cached.limits);
  }

  /** Forgets a deleted tenant. */
  forget(tenantId: string): void {
    this.months.delete(tenantId);
    this.limits.delete(tenantId);
    this.reading.delete(tenantId);
  }

  /** Checked and counted in one turn, so concurrent messages cannot both take the last one. */
  private count(tenantId: string, dataPoints: number, limits: TransportLimits): boolean {
    const count = this.countOf(tenantId);
    if (reached(count.messages, limits.messages) || reached(count.dataPoints, limits.dataPoints)) return false;
    count.messages++;
    count.dataPoints += dataPoints;
    return true;
  }

  private countOf(tenantId: string): MonthCount {
    const now = this.now();
    let count = this.months.get(tenantId);
    if (!count || now >= count.until || now < count.from) {
      count = { ...monthAround(now), messages: 0, dataPoints: 0 };
      this.months.set(tenantId, count);
    }
    return count;
  }

  /** The tenant's limits as read now, one read at a time per tenant; a failed read leaves the limits known before. */
  private readLimitsOf(tenantId: string): Promise<TransportLimits> {
    let reading = this.reading.get(tenantId);
    if (!reading) {
      reading = this.readLimits(tenantId)
        .then((limits) => {
          if (this.reading.get(tenantId) === reading) this.limits.set(tenantId, { limits, readAt: this.now() });
          return limits;
        })
        .finally(() => {
          if (this.reading.get(tenantId) === reading) this.reading.delete(tenantId);
        });
      this.reading.set(tenantId, reading);
    }
    return reading;
  }
}

/** The tenant profile's maxTransportMessages of a tenant; 0 = unlimited. */
export type TransportMessageLimit = (tenantId: string) => Promise<number>;

/** A device message refused because its tenant used up the month's transport messages of its tenant profile. */
export class TransportDisabledError extends Error {
  constructor(readonly tenantId: string) {
    super(`Transport messages of tenant ${tenantId} are disabled: the monthly limit is reached`);
  }
}

/** How long a tenant's limit is used before it is read again, so a profile change takes effect within this. */
const LIMIT_TTL_MS = 5_000;

interface MonthCount {
  /** the UTC month the count is of, as year * 12 + month */
  month: number;
  messages: number;
}

interface CachedLimit {
  limit: number;
  readAt: number;
}

const monthOf = (ts: number): number => {
  const date = new Date(ts);
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
};

/**
 * Counts each tenant's device messages in the current month and refuses them once the tenant profile's
 * maxTransportMessages is reached (the platform's transport API state DISABLED): the message that reaches the limit
 * is taken, the next one is not. The counts are kept in memory only, so a restart starts them again from zero.
 */
export class TransportUsage {
  private readonly counts = new Map<string, MonthCount>();
  private readonly limits = new Map<string, CachedLimit>();

  constructor(
    private readonly readLimit: TransportMessageLimit,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one device message of the tenant; false (and not counted) when the month's limit is already reached. */
  async admit(tenantId: string): Promise<boolean> {
    const limit = await this.limitOf(tenantId);
    // Checked and counted without an await in between, so concurrent messages cannot both take the last one.
    const count = this.countOf(tenantId);
    if (limit > 0 && count.messages >= limit) return false;
    count.messages++;
    return true;
  }

  /** The tenant's device messages this month. */
  messages(tenantId: string): number {
    return this.countOf(tenantId).messages;
  }

  /** Forgets a deleted tenant. */
  forget(tenantId: string): void {
    this.counts.delete(tenantId);
    this.limits.delete(tenantId);
  }

  private countOf(tenantId: string): MonthCount {
    const month = monthOf(this.now());
    let count = this.counts.get(tenantId);
    if (!count || count.month !== month) {
      count = { month, messages: 0 };
      this.counts.set(tenantId, count);
    }
    return count;
  }

  private async limitOf(tenantId: string): Promise<number> {
    const cached = this.limits.get(tenantId);
    if (cached && this.now() - cached.readAt < LIMIT_TTL_MS) return cached.limit;
    const limit = await this.readLimit(tenantId);
    this.limits.set(tenantId, { limit, readAt: this.now() });
    return limit;
  }
}

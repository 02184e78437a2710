/** How long the status of a finished save or load can still be asked for. */
const KEEP_MS = 10 * 60 * 1000;

/**
 * The status of the saves and loads that run in the background, by request id, as the platform answers them. Kept
 * in memory: a request id is only useful to the console that started it, moments later.
 */
export class RequestStatuses<T> {
  private readonly entries = new Map<string, { tenantId: string; status: T }>();

  set(requestId: string, tenantId: string, status: T): void {
    this.entries.set(requestId, { tenantId, status });
  }

  finish(requestId: string, tenantId: string, status: T): void {
    this.set(requestId, tenantId, status);
    setTimeout(() => this.entries.delete(requestId), KEEP_MS).unref();
  }

  /** The status, for the tenant that started the request only. */
  get(requestId: string, tenantId: string): T | undefined {
    const entry = this.entries.get(requestId);
    return entry?.tenantId === tenantId ? entry.status : undefined;
  }
}

/**
 * Runs each tenant's git work one piece at a time, in the order asked: a tenant has one working tree, and a fetch
 * in the middle of a commit would see half-written files. Different tenants run side by side.
 */
export class TenantQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(tenantId: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(tenantId) ?? Promise.resolve();
    const next = previous.then(work, work);
    const tail = next.catch(() => undefined);
    this.tails.set(tenantId, tail);
    void tail.then(() => {
      if (this.tails.get(tenantId) === tail) this.tails.delete(tenantId);
    });
    return next;
  }
}

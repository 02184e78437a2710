import { describe, expect, it } from 'vitest';
import { TenantQueue } from './tenant-queue.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the tenant queue', () => {
  it("runs one tenant's work in order, one at a time, even after a failure", async () => {
    const queue = new TenantQueue();
    const seen: string[] = [];
    const first = queue.run('t1', async () => {
      seen.push('first start');
      await pause(20);
      seen.push('first end');
      throw new Error('push refused');
    });
    const second = queue.run('t1', async () => {
      seen.push('second');
      return 2;
    });
    await expect(first).rejects.toThrow('push refused');
    expect(await second).toBe(2);
    expect(seen).toEqual(['first start', 'first end', 'second']);
  });

  it('runs different tenants side by side', async () => {
    const queue = new TenantQueue();
    const seen: string[] = [];
    const slow = queue.run('t1', async () => {
      await pause(30);
      seen.push('t1');
    });
    await queue.run('t2', async () => {
      seen.push('t2');
    });
    await slow;
    expect(seen).toEqual(['t2', 't1']);
  });
});

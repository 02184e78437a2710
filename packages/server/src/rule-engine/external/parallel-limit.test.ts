import { describe, expect, it } from 'vitest';
import { parallelLimit } from './parallel-limit.js';

describe('parallel limit', () => {
  it('runs no more tasks at once than the limit, in arrival order', async () => {
    const limited = parallelLimit(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const task = (n: number) => async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push(n);
      running -= 1;
      return n;
    };
    expect(await Promise.all([1, 2, 3, 4, 5].map((n) => limited(task(n))))).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5]);
  });

  it('lets a failed task free its place', async () => {
    const limited = parallelLimit(1);
    await expect(limited(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await limited(() => Promise.resolve('yes'))).toBe('yes');
  });
});

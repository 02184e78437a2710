import { describe, expect, it } from 'vitest';
import { untilDone } from './request-polling';

describe('untilDone', () => {
  it('reads until the status is done and answers that status', async () => {
    const statuses = [{ done: false }, { done: false }, { done: true, error: null }];
    let reads = 0;
    const status = await untilDone(async () => statuses[reads++] as { done: boolean }, 1);
    expect(status).toEqual({ done: true, error: null });
    expect(reads).toBe(3);
  });

  it('gives up after the given number of reads', async () => {
    await expect(untilDone(async () => ({ done: false }), 1, 3)).rejects.toThrow('did not answer in time');
  });
});

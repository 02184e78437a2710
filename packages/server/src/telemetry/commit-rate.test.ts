import { describe, expect, it } from 'vitest';
import { CommitRate } from './commit-rate.js';

describe('CommitRate', () => {
  it('knows nothing before the first commit', () => {
    const rate = new CommitRate(() => 0);
    expect(rate.rowsPerCommitMs).toBeNull();
    expect(rate.rowsPerSecond).toBe(0);
  });

  it('follows the rows a transaction stores per millisecond, leaning towards the newest', () => {
    const rate = new CommitRate(() => 0);
    rate.record(1000, 10);
    expect(rate.rowsPerCommitMs).toBe(100);
    rate.record(1000, 100);
    // 100 + 0.3 × (10 - 100)
    expect(rate.rowsPerCommitMs).toBeCloseTo(73);
  });

  it('counts the rows committed over the last two seconds only', () => {
    let now = 0;
    const rate = new CommitRate(() => now);
    rate.record(500, 5);
    now = 1000;
    rate.record(500, 5);
    now = 1500;
    // 1,000 rows over the one and a half seconds since the first commit
    expect(rate.rowsPerSecond).toBeCloseTo(666.67);
    now = 2600;
    // the first commit's bucket has passed: 500 rows in the last two seconds
    expect(rate.rowsPerSecond).toBe(250);
    now = 10_000;
    expect(rate.rowsPerSecond).toBe(0);
  });
});

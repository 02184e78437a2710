import { describe, expect, it } from 'vitest';
import { ApiFeatureUsage, featureState } from './feature-usage.js';
import type { FeatureLimits } from './transport-limit.js';
import type { ApiFeature } from './usage-keys.js';

const NOW = Date.UTC(2026, 10, 28, 1, 30);
const MONTH = Date.UTC(2026, 10, 1);
const HOUR = Date.UTC(2026, 10, 28, 1);
const none = () => ({ month: 0, hour: 0 });
const nothingStored = async () => ({ RE: none(), JS: none(), EMAIL: none(), SMS: none(), ALARM: none(), DB: none() });

function limitsOf(limits: Partial<Record<ApiFeature, number>>, warnThreshold = 0.8): FeatureLimits {
  return { limits: { RE: 0, JS: 0, EMAIL: 0, SMS: 0, ALARM: 0, DB: 0, ...limits }, warnThreshold };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('ApiFeatureUsage', () => {
  it('refuses a feature once its month count reached the limit, and no other feature', async () => {
    const usage = new ApiFeatureUsage(
      async () => limitsOf({ JS: 2 }),
      nothingStored,
      () => undefined,
      () => NOW,
    );
    expect(usage.enabled('t', 'JS')).toBe(true);
    await settled();
    usage.add('t', 'JS');
    expect(usage.enabled('t', 'JS')).toBe(true);
    usage.add('t', 'JS');
    expect(usage.enabled('t', 'JS')).toBe(false);
    expect(usage.enabled('t', 'RE')).toBe(true);
  });

  it('adds what was counted before the first read to what was stored, and reports it with the states', async () => {
    const stored = async () => ({ ...(await nothingStored()), RE: { month: 7, hour: 3 } });
    const usage = new ApiFeatureUsage(
      async () => limitsOf({ RE: 10 }),
      stored,
      () => undefined,
      () => NOW,
    );
    usage.add('t', 'RE', 2);
    expect(usage.report()).toEqual([]);
    await settled();
    const [report] = usage.report();
    expect(report?.counted).toEqual([
      { feature: 'RE', month: { from: MONTH, count: 9 }, hour: { from: HOUR, count: 5 } },
    ]);
    expect(report?.states.RE).toBe('WARNING');
    expect(report?.states.JS).toBe('ENABLED');
    expect(report?.limits.RE).toBe(10);
    expect(usage.report()).toEqual([]);
  });

  it('starts a new month from zero', async () => {
    let now = NOW;
    const usage = new ApiFeatureUsage(
      async () => limitsOf({ EMAIL: 1 }),
      nothingStored,
      () => undefined,
      () => now,
    );
    expect(usage.enabled('t', 'EMAIL')).toBe(true);
    await settled();
    usage.add('t', 'EMAIL');
    expect(usage.enabled('t', 'EMAIL')).toBe(false);
    now = Date.UTC(2026, 11, 1, 0, 5);
    expect(usage.enabled('t', 'EMAIL')).toBe(true);
  });

  it('tells a failed read and tries again on the next use', async () => {
    const errors: unknown[] = [];
    let fail = true;
    const usage = new ApiFeatureUsage(
      async () => {
        if (fail) throw new Error('down');
        return limitsOf({ SMS: 1 });
      },
      nothingStored,
      (error) => errors.push(error),
      () => NOW,
    );
    usage.add('t', 'SMS');
    await settled();
    expect(errors).toHaveLength(1);
    fail = false;
    usage.add('t', 'SMS');
    await settled();
    expect(usage.enabled('t', 'SMS')).toBe(false);
  });
});

describe('featureState', () => {
  it('is ENABLED without a limit, WARNING from the threshold share, DISABLED at the limit', () => {
    expect(featureState(1_000, 0, 0.8)).toBe('ENABLED');
    expect(featureState(7, 10, 0.8)).toBe('ENABLED');
    expect(featureState(8, 10, 0.8)).toBe('WARNING');
    expect(featureState(10, 10, 0.8)).toBe('DISABLED');
  });
});

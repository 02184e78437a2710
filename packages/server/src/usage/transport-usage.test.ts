import { describe, expect, it } from 'vitest';
import { type TransportLimits, type TransportPeriods, TransportUsage, transportState } from './transport-usage.js';

const MARCH = Date.UTC(2026, 2, 31, 23, 59);
const APRIL = Date.UTC(2026, 3, 1, 0, 1);
const MARCH_FROM = Date.UTC(2026, 2, 1);
const LAST_HOUR_FROM = Date.UTC(2026, 2, 31, 23);

/** Nothing stored yet: the counts of the month and hour start at zero. */
const nothingStored = async (_tenantId: string, monthFrom: number, hourFrom: number): Promise<TransportPeriods> => ({
  month: { from: monthFrom, messages: 0, dataPoints: 0 },
  hour: { from: hourFrom, messages: 0, dataPoints: 0 },
});

function usageWith(messages: number, clock = { now: MARCH }, dataPoints = 0) {
  let reads = 0;
  const usage = new TransportUsage(
    async () => {
      reads++;
      return { messages, dataPoints, warnThreshold: 0.8 };
    },
    nothingStored,
    () => clock.now,
  );
  return { usage, reads: () => reads, clock };
}

describe('TransportUsage', () => {
  it('takes the message that reaches the limit and refuses the next one', async () => {
    const { usage } = usageWith(3);
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await usage.admit('tenant', 1));
    expect(answers).toEqual([true, true, true, false]);
  });

  it('takes the message whose data points reach the limit and refuses the next one', async () => {
    const { usage } = usageWith(0, { now: MARCH }, 5);
    expect(await usage.admit('tenant', 3)).toBe(true);
    expect(await usage.admit('tenant', 3)).toBe(true);
    expect(await usage.admit('tenant', 0)).toBe(false);
  });

  it('never refuses under a limit of 0 (unlimited)', async () => {
    const { usage } = usageWith(0);
    for (let i = 0; i < 50; i++) expect(await usage.admit('tenant', 1)).toBe(true);
  });

  it('lets only as many concurrent messages through as the limit leaves', async () => {
    const { usage } = usageWith(5);
    const answers = await Promise.all(Array.from({ length: 8 }, () => usage.admit('tenant', 1)));
    expect(answers.filter(Boolean)).toHaveLength(5);
  });

  it('counts each tenant apart', async () => {
    const { usage } = usageWith(1);
    expect(await usage.admit('a', 1)).toBe(true);
    expect(await usage.admit('b', 1)).toBe(true);
    expect(await usage.admit('a', 1)).toBe(false);
  });

  it('starts counting again in a new month', async () => {
    const { usage, clock } = usageWith(1);
    expect(await usage.admit('tenant', 1)).toBe(true);
    expect(await usage.admit('tenant', 1)).toBe(false);
    clock.now = APRIL;
    expect(await usage.admit('tenant', 1)).toBe(true);
  });

  it('reads the limit again only after a few seconds', async () => {
    const { usage, reads, clock } = usageWith(10);
    await usage.admit('tenant', 1);
    await usage.admit('tenant', 1);
    expect(reads()).toBe(1);
    clock.now += 5_000;
    await usage.admit('tenant', 1);
    expect(reads()).toBe(2);
  });

  it('forgets a deleted tenant', async () => {
    const { usage } = usageWith(1);
    await usage.admit('tenant', 1);
    expect(await usage.admit('tenant', 1)).toBe(false);
    usage.forget('tenant');
    expect(await usage.admit('tenant', 1)).toBe(true);
  });

  it('lets messages out in the order they came while their first read answers late, with one read', async () => {
    const answers: (() => void)[] = [];
    let reads = 0;
    const usage = new TransportUsage(() => {
      reads++;
      return new Promise((resolve) => answers.push(() => resolve({ messages: 0, dataPoints: 0, warnThreshold: 0.8 })));
    }, nothingStored);
    const order: number[] = [];
    const admitted = [0, 1, 2].map((seq) => Promise.resolve(usage.admit('tenant', 1)).then(() => order.push(seq)));
    for (const answer of answers.reverse()) answer();
    await Promise.all(admitted);
    expect(order).toEqual([0, 1, 2]);
    expect(reads).toBe(1);
  });

  it('answers at once with the limits it has while it reads them again', async () => {
    const { usage, reads, clock } = usageWith(2);
    expect(await usage.admit('tenant', 1)).toBe(true);
    clock.now += 5_000;
    expect(usage.admit('tenant', 1)).toBe(true);
    expect(reads()).toBe(2);
    expect(usage.admit('tenant', 1)).toBe(false);
  });

  it('continues the month and the hour from the stored counts', async () => {
    const usage = new TransportUsage(
      async () => ({ messages: 5, dataPoints: 0, warnThreshold: 0.8 }),
      async () => ({
        month: { from: MARCH_FROM, messages: 4, dataPoints: 7 },
        hour: { from: LAST_HOUR_FROM, messages: 2, dataPoints: 3 },
      }),
      () => MARCH,
    );
    expect(await usage.admit('tenant', 1)).toBe(true);
    expect(await usage.admit('tenant', 1)).toBe(false);
    expect(usage.report()).toEqual([
      {
        tenantId: 'tenant',
        month: { from: MARCH_FROM, messages: 5, dataPoints: 8 },
        hour: { from: LAST_HOUR_FROM, messages: 3, dataPoints: 4 },
        state: 'DISABLED',
        limits: { messages: 5, dataPoints: 0, warnThreshold: 0.8 },
      },
    ]);
  });

  it('reports a tenant once per change, and its new hour and month from zero', async () => {
    const { usage, clock } = usageWith(0);
    expect(usage.report()).toEqual([]);
    await usage.admit('tenant', 2);
    expect(usage.report()).toHaveLength(1);
    expect(usage.report()).toEqual([]);
    clock.now = APRIL;
    await usage.admit('tenant', 1);
    const [report] = usage.report();
    expect(report?.month).toEqual({ from: Date.UTC(2026, 3, 1), messages: 1, dataPoints: 1 });
    expect(report?.hour).toEqual({ from: Date.UTC(2026, 3, 1), messages: 1, dataPoints: 1 });
  });
});

describe('transportState', () => {
  const limits: TransportLimits = { messages: 10, dataPoints: 0, warnThreshold: 0.8 };
  const month = (messages: number) => ({ from: MARCH_FROM, messages, dataPoints: messages * 100 });

  it('is ENABLED under the warning threshold, WARNING from it, DISABLED at the limit', () => {
    expect(transportState(month(7), limits)).toBe('ENABLED');
    expect(transportState(month(8), limits)).toBe('WARNING');
    expect(transportState(month(9), limits)).toBe('WARNING');
    expect(transportState(month(10), limits)).toBe('DISABLED');
  });

  it('is always ENABLED without limits (0)', () => {
    expect(transportState(month(1_000), { messages: 0, dataPoints: 0, warnThreshold: 0.8 })).toBe('ENABLED');
  });
});

describe('TransportUsage with transport rate limits', () => {
  const NO_RATES = {
    tenantMsg: null,
    tenantTelemetryMsg: null,
    tenantTelemetryDataPoints: null,
    deviceMsg: null,
    deviceTelemetryMsg: null,
    deviceTelemetryDataPoints: null,
  };

  function rateLimited(rates: { current: Partial<typeof NO_RATES> }) {
    const clock = { now: MARCH };
    const usage = new TransportUsage(
      async () => ({ messages: 0, dataPoints: 0, warnThreshold: 0.8, rates: { ...NO_RATES, ...rates.current } }),
      nothingStored,
      () => clock.now,
    );
    return { usage, clock };
  }

  it('answers the entity whose limit refused the message, and counts only the messages taken', async () => {
    const { usage } = rateLimited({ current: { tenantMsg: '3:3600', deviceMsg: '1:3600' } });
    expect(await usage.admit('tenant', 1, 'a')).toBe(true);
    expect(await usage.admit('tenant', 1, 'a')).toBe('DEVICE');
    expect(await usage.admit('tenant', 1, 'b')).toBe(true);
    expect(await usage.admit('tenant', 1, 'c')).toBe('TENANT');
    expect(usage.report()[0]?.month.messages).toBe(2);
  });

  it('keeps the buckets while the profile keeps its limits, and starts new ones when they change', async () => {
    const rates = { current: { deviceMsg: '1:3600' } as Partial<typeof NO_RATES> };
    const { usage, clock } = rateLimited(rates);
    expect(await usage.admit('tenant', 0, 'a')).toBe(true);
    clock.now += 5_000;
    usage.admit('tenant', 0, 'a');
    await Promise.resolve();
    await Promise.resolve();
    expect(usage.admit('tenant', 0, 'a')).toBe('DEVICE');

    rates.current = { deviceMsg: '2:3600' };
    clock.now += 5_000;
    usage.admit('tenant', 0, 'a');
    await Promise.resolve();
    await Promise.resolve();
    expect(usage.admit('tenant', 0, 'a')).toBe(true);
    expect(usage.admit('tenant', 0, 'a')).toBe(true);
    expect(usage.admit('tenant', 0, 'a')).toBe('DEVICE');
  });
});

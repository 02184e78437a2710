import { type EntityId, entityId } from '@fleetdeck/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTempContext, type TempContext } from '../testing/temp-context.js';
import type { TsKvEntry } from './kv.js';

let temp: TempContext;
let tenantId: string;

beforeAll(async () => {
  temp = await openTempContext();
  const tenant = await temp.ctx.db
    .selectFrom('tenant')
    .select('id')
    .where('title', '=', 'Tenant')
    .executeTakeFirstOrThrow();
  tenantId = tenant.id;
});

afterAll(async () => {
  await temp.close();
});

let counter = 0;
function newDevice(): EntityId {
  counter++;
  return entityId('DEVICE', `00000000-0000-1000-8000-${String(counter).padStart(12, '0')}`);
}

const long = (key: string, ts: number, value: number): TsKvEntry => ({ key, ts, value: { type: 'LONG', value } });
const double = (key: string, ts: number, value: number): TsKvEntry => ({ key, ts, value: { type: 'DOUBLE', value } });

describe('time series', () => {
  it('stores points and keeps the newest as latest', async () => {
    const device = newDevice();
    await temp.ctx.telemetry.saveTimeseries(tenantId, device, [
      long('t', 2000, 2),
      long('t', 1000, 1),
      double('h', 1500, 0.5),
    ]);
    expect(await temp.ctx.telemetry.latest(device)).toEqual([double('h', 1500, 0.5), long('t', 2000, 2)]);
    await temp.ctx.telemetry.saveTimeseries(tenantId, device, [long('t', 500, 0)]);
    expect(await temp.ctx.telemetry.latest(device, ['t'])).toEqual([long('t', 2000, 2)]);
    expect(await temp.ctx.telemetry.timeseriesKeys(device)).toEqual(['h', 't']);
  });

  it('stores a batch of every value type past the rows of one multi-row statement', async () => {
    const device = newDevice();
    const values: TsKvEntry['value'][] = [
      { type: 'LONG', value: 7 },
      { type: 'DOUBLE', value: 0.25 },
      { type: 'BOOLEAN', value: true },
      { type: 'STRING', value: 'on' },
      { type: 'JSON', value: '{"a":1}' },
    ];
    const entries = Array.from({ length: 123 }, (_, i) => ({ key: 'mixed', ts: 1000 + i, value: values[i % 5] }));
    await temp.ctx.telemetry.saveTimeseries(tenantId, device, entries as TsKvEntry[]);
    const stored = await temp.ctx.telemetry.range(device, ['mixed'], { startTs: 0, endTs: 5000, limit: 200 });
    expect(stored.mixed).toEqual([...entries].reverse());
    expect(await temp.ctx.telemetry.latest(device)).toEqual([entries[122]]);
  });

  it('stores attributes of every value type', async () => {
    const device = newDevice();
    const entries = [
      { key: 'b', lastUpdateTs: 1, value: { type: 'BOOLEAN', value: false } },
      { key: 'j', lastUpdateTs: 2, value: { type: 'JSON', value: '[1]' } },
      { key: 'l', lastUpdateTs: 3, value: { type: 'LONG', value: -4 } },
    ] as const;
    await temp.ctx.telemetry.saveAttributes(tenantId, device, 'SERVER_SCOPE', [...entries]);
    const stored = await temp.ctx.telemetry.attributes(device, 'SERVER_SCOPE');
    expect(stored.map(({ key, value, lastUpdateTs }) => ({ key, value, lastUpdateTs }))).toEqual(entries);
  });

  it('announces saved points on the bus once they are stored', async () => {
    const device = newDevice();
    const seen: number[] = [];
    const stop = temp.ctx.bus.subscribe((event) => {
      if (event.type === 'timeseries' && event.entityId.id === device.id) seen.push(event.entries.length);
    });
    const saving = temp.ctx.telemetry.saveTimeseries(tenantId, device, [long('t', 1, 1)]);
    expect(seen).toEqual([]);
    await saving;
    expect(seen).toEqual([1]);
    stop();
  });

  it('batches concurrent saves and resolves each once committed', async () => {
    const devices = Array.from({ length: 50 }, newDevice);
    await Promise.all(
      devices.map((device, i) =>
        temp.ctx.telemetry.saveTimeseries(tenantId, device, [long('n', 1000 + i, i), long('m', 1000 + i, i)]),
      ),
    );
    for (const [i, device] of devices.entries()) {
      expect(await temp.ctx.telemetry.latest(device, ['n'])).toEqual([long('n', 1000 + i, i)]);
    }
  });

  it('lets a delete through while writes keep arriving', async () => {
    const device = newDevice();
    await temp.ctx.telemetry.saveTimeseries(tenantId, device, [long('t', 1, 1)]);
    let writing = true;
    const writer = (async () => {
      for (let i = 2; writing; i++) await temp.ctx.telemetry.saveTimeseries(tenantId, device, [long('w', i, i)]);
    })();
    await temp.ctx.telemetry.deleteTimeseries(tenantId, device, ['t'], { startTs: 0, endTs: 10 });
    writing = false;
    await writer;
    expect(await temp.ctx.telemetry.latest(device, ['t'])).toEqual([]);
  });

  it('reads a range newest first with a limit, or oldest first', async () => {
    const device = newDevice();
    await temp.ctx.telemetry.saveTimeseries(
      tenantId,
      device,
      Array.from({ length: 10 }, (_, i) => long('t', 1000 + i * 100, i)),
    );
    const desc = await temp.ctx.telemetry.range(device, ['t', 'unknown'], { startTs: 1000, endTs: 1900, limit: 3 });
    expect(desc.t?.map((e) => e.ts)).toEqual([1800, 1700, 1600]);
    expect(desc.unknown).toEqual([]);
    const asc = await temp.ctx.telemetry.range(device, ['t'], { startTs: 1000, endTs: 2000, limit: 2, orderBy: 'ASC' });
    expect(asc.t?.map((e) => e.ts)).toEqual([1000, 1100]);
  });

  it('reads a range as text points: every value type as the WebSocket sends it, limited, newest first', async () => {
    const device = newDevice();
    const values: TsKvEntry['value'][] = [
      { type: 'LONG', value: 7 },
      { type: 'DOUBLE', value: 25 },
      { type: 'BOOLEAN', value: false },
      { type: 'STRING', value: 'on' },
      { type: 'JSON', value: '{"a":1}' },
      { type: 'DOUBLE', value: 1.5e-4 },
    ];
    const entries = values.map((value, i) => ({ key: 'mixed', ts: 1000 + i * 10, value }));
    await temp.ctx.telemetry.saveTimeseries(tenantId, device, entries as TsKvEntry[]);
    const read = await temp.ctx.telemetry.rangeAsText(device, ['mixed', 'unknown'], {
      startTs: 1000,
      endTs: 1050,
      limit: 4,
    });
    expect(read.mixed).toEqual([
      { ts: 1040, value: '{"a":1}' },
      { ts: 1030, value: 'on' },
      { ts: 1020, value: 'false' },
      { ts: 1010, value: '25.0' },
    ]);
    expect(read.unknown).toEqual([]);
    const all = await temp.ctx.telemetry.rangeAsText(device, ['mixed'], { startTs: 0, endTs: 2000, limit: 10 });
    expect(all.mixed?.map((point) => point.value)).toEqual(['1.5E-4', '{"a":1}', 'on', 'false', '25.0', '7']);
  });

  it('reads text points of live points only', async () => {
    const device = newDevice();
    const now = Date.now();
    await temp.ctx.telemetry.saveTimeseries(tenantId, device, [long('t', now, 1)], 1);
    await temp.ctx.telemetry.saveTimeseries(tenantId, device, [long('t', now - 1, 0)]);
    expect((await temp.ctx.telemetry.rangeAsText(device, ['t'], { startTs: 0, endTs: now + 1 })).t).toHaveLength(2);
    await temp.ctx.telemetry.purgeExpired(now + 60_000);
    expect((await temp.ctx.telemetry.rangeAsText(device, ['t'], { startTs: 0, endTs: now + 1 })).t).toEqual([
      { ts: now - 1, value: '0' },
    ]);
  });

  it('reads a range as the JSON the WebSocket sends: the same points as the text read, of one type or mixed', async () => {
    const device = newDevice();
    const doubles = [20, 0.1 + 0.2, 1e7, 1.5e-4, 0, 638.4711925242872].map((value, i) => double('d', 1000 + i, value));
    const longs = [7, -3, 2 ** 52].map((value, i) => long('l', 1000 + i, value));
    const numbers = [long('n', 1000, 25), double('n', 1001, 25.5), double('n', 1002, 25)];
    const mixed = [
      long('m', 1000, 1),
      double('m', 1001, 2.5),
      { key: 'm', ts: 1002, value: { type: 'STRING', value: 'a "quoted" text' } },
    ];
    await temp.ctx.telemetry.saveTimeseries(tenantId, device, [
      ...doubles,
      ...longs,
      ...numbers,
      ...mixed,
    ] as TsKvEntry[]);
    const keys = ['d', 'l', 'n', 'm', 'unknown'];
    const window = { startTs: 1000, endTs: 1006, limit: 5 };
    const json = await temp.ctx.telemetry.rangeAsJson(device, keys, window);
    const text = await temp.ctx.telemetry.rangeAsText(device, keys, window);
    for (const key of keys) expect(JSON.parse(json[key] as string)).toEqual(text[key]);
    expect(json.d).toBe(
      '[{"ts":1005,"value":"638.4711925242872"},{"ts":1004,"value":"0.0"},{"ts":1003,"value":"1.5E-4"},' +
        '{"ts":1002,"value":"1.0E7"},{"ts":1001,"value":"0.30000000000000004"}]',
    );
    expect(JSON.parse(json.l as string)).toEqual([
      { ts: 1002, value: '4503599627370496' },
      { ts: 1001, value: '-3' },
      { ts: 1000, value: '7' },
    ]);
    expect(json.n).toBe('[{"ts":1002,"value":"25.0"},{"ts":1001,"value":"25.5"},{"ts":1000,"value":"25"}]');
    expect(JSON.parse(json.m as string)[0]).toEqual({ ts: 1002, value: 'a "quoted" text' });
    expect(json.unknown).toBe('[]');
    expect((await temp.ctx.telemetry.rangeAsJson(device, ['d'], { startTs: 0, endTs: 1000 })).d).toBe('[]');
  });

  it('aggregates per bucket with the value at the bucket middle', async () => {
    const device = newDevice();
    await temp.ctx.telemetry.saveTimeseries(tenantId, device, [
      long('t', 0, 1),
      long('t', 500, 3),
      double('t', 1000, 2.5),
      long('t', 2500, 10),
    ]);
    const query = { startTs: 0, endTs: 2600, interval: 1000 };
    const avg = await temp.ctx.telemetry.range(device, ['t'], { ...query, agg: 'AVG' });
    expect(avg.t).toEqual([double('t', 500, 2), double('t', 1500, 2.5), double('t', 2300, 10)]);
    const sum = await temp.ctx.telemetry.range(device, ['t'], { ...query, agg: 'SUM' });
    expect(sum.t).toEqual([long('t', 500, 4), double('t', 1500, 2.5), long('t', 2300, 10)]);
    const max = await temp.ctx.telemetry.range(device, ['t'], { ...query, agg: 'MAX' });
    expect(max.t?.map((e) => e.value)).toEqual([
      { type: 'LONG', value: 3 },
      { type: 'DOUBLE', value: 2.5 },
      { type: 'LONG', value: 10 },
    ]);
    const count = await temp.ctx.telemetry.range(device, ['t'], { ...query, agg: 'COUNT' });
    expect(count.t?.map((e) => e.value.value)).toEqual([2, 1, 1]);
  });

  it('deletes a range and rewrites the latest when asked', async () => {
    const device = newDevice();
    await temp.ctx.telemetry.saveTimeseries(tenantId, device, [
      long('a', 100, 1),
      long('a', 200, 2),
      long('b', 100, 1),
      long('b', 200, 2),
    ]);
    await temp.ctx.telemetry.deleteTimeseries(tenantId, device, ['a'], {
      startTs: 150,
      endTs: 250,
      rewriteLatestIfDeleted: true,
    });
    await temp.ctx.telemetry.deleteTimeseries(tenantId, device, ['b'], { startTs: 150, endTs: 250 });
    expect(await temp.ctx.telemetry.latest(device)).toEqual([long('a', 100, 1)]);
    const points = await temp.ctx.telemetry.range(device, ['a', 'b'], { startTs: 0, endTs: 1000 });
    expect(points).toEqual({ a: [long('a', 100, 1)], b: [long('b', 100, 1)] });
    const event = temp.events.findLast((e) => e.type === 'timeseriesDeleted');
    expect(event).toMatchObject({ keys: ['b'], latest: [] });
  });

  it('hides points past their time to live and purges them', async () => {
    const device = newDevice();
    const now = Date.now();
    await temp.ctx.telemetry.saveTimeseries(tenantId, device, [long('t', now, 1)], 1);
    await temp.ctx.telemetry.saveTimeseries(tenantId, device, [long('t', now - 1, 0)]);
    const query = { startTs: 0, endTs: now + 1 };
    expect((await temp.ctx.telemetry.range(device, ['t'], query)).t).toHaveLength(2);
    expect(await temp.ctx.telemetry.purgeExpired(now + 500)).toBe(0);
    expect(await temp.ctx.telemetry.purgeExpired(now + 60_000)).toBeGreaterThanOrEqual(1);
    expect((await temp.ctx.telemetry.range(device, ['t'], query)).t).toEqual([long('t', now - 1, 0)]);
  });
});

describe('attributes', () => {
  it('saves, reads by scope and key, merges scopes and deletes', async () => {
    const device = newDevice();
    await temp.ctx.telemetry.saveAttributes(tenantId, device, 'SERVER_SCOPE', [
      { key: 'b', lastUpdateTs: 1, value: { type: 'BOOLEAN', value: true } },
      { key: 'a', lastUpdateTs: 1, value: { type: 'STRING', value: 'x' } },
    ]);
    await temp.ctx.telemetry.saveAttributes(tenantId, device, 'CLIENT_SCOPE', [
      { key: 'c', lastUpdateTs: 2, value: { type: 'JSON', value: '{"x":1}' } },
    ]);
    await temp.ctx.telemetry.saveAttributes(tenantId, device, 'SERVER_SCOPE', [
      { key: 'a', lastUpdateTs: 3, value: { type: 'LONG', value: 7 } },
    ]);
    const all = await temp.ctx.telemetry.attributes(device);
    expect(all.map((a) => [a.scope, a.key, a.value.value, a.lastUpdateTs])).toEqual([
      ['CLIENT_SCOPE', 'c', '{"x":1}', 2],
      ['SERVER_SCOPE', 'a', 7, 3],
      ['SERVER_SCOPE', 'b', true, 1],
    ]);
    expect(await temp.ctx.telemetry.attributeKeys(device, 'SERVER_SCOPE')).toEqual(['a', 'b']);
    expect((await temp.ctx.telemetry.attributes(device, 'SERVER_SCOPE', ['b'])).map((a) => a.key)).toEqual(['b']);
    await temp.ctx.telemetry.deleteAttributes(tenantId, device, 'SERVER_SCOPE', ['a']);
    expect(await temp.ctx.telemetry.attributeKeys(device)).toEqual(['c', 'b']);
    expect(temp.events.at(-1)).toMatchObject({ type: 'attributesDeleted', scope: 'SERVER_SCOPE', keys: ['a'] });
  });
});

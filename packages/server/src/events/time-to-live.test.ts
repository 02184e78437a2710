import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../common/uuid.js';
import { openTempContext, type TempContext } from '../testing/temp-context.js';
import { newEventRow } from './event-row.js';
import { type EventRow, insertEvents } from './store.js';
import { EventTimeToLive } from './time-to-live.js';

let temp: TempContext;
beforeAll(async () => {
  temp = await openTempContext({ loadDemo: false });
});
afterAll(() => temp.close());

const tenantId = newId();

function event(type: EventRow['event_type'], createdTime: number): EventRow {
  const row = newEventRow({
    tenant_id: tenantId,
    entity_type: 'RULE_NODE',
    entity_id: newId(),
    event_type: type,
    server: 'test',
    body: '{}',
  });
  return { ...row, created_time: createdTime };
}

async function remaining(): Promise<string[]> {
  const rows = await temp.ctx.db
    .selectFrom('event')
    .select(['event_type', 'created_time'])
    .where('tenant_id', '=', tenantId)
    .orderBy('created_time')
    .execute();
  return rows.map((row) => `${row.event_type}@${Number(row.created_time)}`);
}

describe('the time to live of events', () => {
  it('drops debug events and other events past their own time to live, in batches, and keeps the rest', async () => {
    const now = 1_000_000;
    const old = [1, 2, 3, 4, 5].map((i) => event('DEBUG_RULE_NODE', now - 20_000 - i));
    await insertEvents(temp.ctx.db, [
      ...old,
      event('DEBUG_RULE_NODE', now - 5_000),
      event('LC_EVENT', now - 20_000),
      event('STATS', now - 40_000),
      event('ERROR', now - 31_000),
    ]);
    const ttl = new EventTimeToLive(temp.ctx.db, temp.ctx.log, {
      debugEventsTtlSeconds: 10,
      eventsTtlSeconds: 30,
      checkIntervalMs: 60_000,
      batchSize: 2,
    });
    expect(await ttl.trim(now)).toBe(7);
    expect(await remaining()).toEqual([`LC_EVENT@${now - 20_000}`, `DEBUG_RULE_NODE@${now - 5_000}`]);
  });

  it('keeps every event of a kind whose time to live is 0', async () => {
    await insertEvents(temp.ctx.db, [event('ERROR', 1)]);
    const ttl = new EventTimeToLive(temp.ctx.db, temp.ctx.log, {
      debugEventsTtlSeconds: 1,
      eventsTtlSeconds: 0,
      checkIntervalMs: 60_000,
    });
    await ttl.trim(10_000_000);
    expect(await remaining()).toContain('ERROR@1');
  });
});

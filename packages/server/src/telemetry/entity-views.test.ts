import { entityId } from '@fleetdeck/model';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../common/uuid.js';
import { openTempContext, type TempContext } from '../testing/temp-context.js';
import { EntityViewReadOnlyError } from './entity-views.js';
import type { TsKvEntry } from './kv.js';

/**
 * Entity views arrive with the inventory; their table is made here with the inventory's columns, so the telemetry
 * rules for views are checked before the merge.
 */
let temp: TempContext;
let tenantId: string;
const device = entityId('DEVICE', '00000000-0000-1000-8000-0000000000d1');
const view = entityId('ENTITY_VIEW', newId());
const openView = entityId('ENTITY_VIEW', newId());

const long = (key: string, ts: number, value: number): TsKvEntry => ({ key, ts, value: { type: 'LONG', value } });

beforeAll(async () => {
  temp = await openTempContext({ loadDemo: false });
  tenantId = newId();
  await sql`create table entity_view (
    id varchar(36) primary key, created_time bigint not null, tenant_id varchar(36) not null,
    customer_id varchar(36) not null, entity_type varchar(32) not null, entity_id varchar(36) not null,
    name varchar(255) not null, type varchar(255) not null, keys text, start_ts bigint not null default 0,
    end_ts bigint not null default 0, additional_info text, external_id varchar(36))`.execute(temp.ctx.db);
  const insert = (id: string, keys: unknown, startTs: number, endTs: number) =>
    sql`insert into entity_view (id, created_time, tenant_id, customer_id, entity_type, entity_id, name, type, keys,
      start_ts, end_ts) values (${id}, 0, ${tenantId}, ${tenantId}, 'DEVICE', ${device.id}, ${id}, 'view',
      ${JSON.stringify(keys)}, ${startTs}, ${endTs})`.execute(temp.ctx.db);
  await insert(view.id, { timeseries: ['t'], attributes: { cs: [], ss: [], sh: [] } }, 2000, 4000);
  await insert(openView.id, { timeseries: [], attributes: { cs: [], ss: [], sh: [] } }, 0, 0);
  await temp.ctx.telemetry.saveTimeseries(tenantId, device, [
    long('t', 1000, 1),
    long('t', 3000, 3),
    long('t', 5000, 5),
    long('other', 3000, 30),
  ]);
});

afterAll(async () => {
  await temp.close();
});

describe('telemetry of an entity view', () => {
  it('gives as latest the newest point of its keys within its window', async () => {
    expect(await temp.ctx.telemetry.latest(view)).toEqual([long('t', 3000, 3)]);
    expect(await temp.ctx.telemetry.latest(view, ['t', 'other'])).toEqual([long('t', 3000, 3)]);
    expect(await temp.ctx.telemetry.timeseriesKeys(view)).toEqual(['t']);
  });

  it('reads history only within its window and keys', async () => {
    expect(await temp.ctx.telemetry.range(view, ['t', 'other'], { startTs: 0, endTs: 10_000, orderBy: 'ASC' })).toEqual(
      {
        t: [long('t', 3000, 3)],
      },
    );
  });

  it('shows every key and time of its entity when it names none', async () => {
    expect((await temp.ctx.telemetry.latest(openView)).map((e) => [e.key, e.ts])).toEqual([
      ['other', 3000],
      ['t', 5000],
    ]);
    const history = await temp.ctx.telemetry.range(openView, ['t'], { startTs: 0, endTs: 10_000 });
    expect(history.t?.map((e) => e.ts)).toEqual([5000, 3000, 1000]);
  });

  it('refuses to store time series', async () => {
    await expect(temp.ctx.telemetry.saveTimeseries(tenantId, view, [long('t', 1, 1)])).rejects.toThrow(
      new EntityViewReadOnlyError(),
    );
  });
});

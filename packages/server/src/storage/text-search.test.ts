import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedPageLink } from '../http/paging.js';
import { openSqlite, type Storage } from './database.js';
import { migrate } from './migrate.js';
import { fetchPage } from './page-query.js';
import {
  insertWithDeferredSearchIndex,
  MOST_INDEXED_MATCHES,
  SEARCH_INDEX_DEFERRALS,
  searchNarrowing,
} from './text-search.js';
import { inTransaction } from './transaction.js';

const TENANT = '11111111-1111-1111-1111-111111111111';
const OTHER_TENANT = '22222222-2222-2222-2222-222222222222';
const NAMES = [
  'Thermostat-Oslo-000001',
  'thermostat-lyon-000002',
  'THERMO 3',
  'Water meter 100%',
  'water_meter_2',
  'Quote "a" meter',
  'Élan sensor',
  'élan sensor 2',
  'Straße 7',
  'ab',
  'x',
];

let dataDir: string;
let storage: Storage;

function link(textSearch: string, sortColumn: string | null = 'name'): ParsedPageLink {
  return { pageSize: 100, page: 0, textSearch, sortColumn, sortDirection: 'ASC' };
}

async function names(textSearch: string, indexed: boolean): Promise<string[]> {
  const base = storage.db.selectFrom('device').selectAll().where('tenant_id', '=', TENANT);
  const searchIndex = indexed ? searchNarrowing(storage.db, 'device') : null;
  const page = await fetchPage(base, link(textSearch), { search: 'name', searchIndex }, (row) => row.name);
  return page.data;
}

async function insertDevice(id: number, tenantId: string, name: string): Promise<void> {
  await insertDeviceOn(storage.db, id, name, tenantId);
}

async function insertDeviceOn(db: Storage['db'], id: number, name: string, tenantId = TENANT): Promise<void> {
  await db
    .insertInto('device')
    .values({
      id: `00000000-0000-0000-0000-${String(id).padStart(12, '0')}`,
      created_time: id,
      tenant_id: tenantId,
      customer_id: '13814000-1dd2-11b2-8080-808080808080',
      name,
      type: 'default',
      label: null,
      device_profile_id: '33333333-3333-3333-3333-333333333333',
      device_data: null,
      firmware_id: null,
      software_id: null,
      additional_info: null,
      external_id: null,
    })
    .execute();
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'fleetdeck-text-search-'));
  storage = openSqlite(dataDir);
  await migrate(storage.db);
  for (const [index, name] of NAMES.entries()) await insertDevice(index + 1, TENANT, name);
  await insertDevice(100, OTHER_TENANT, 'thermostat of another tenant');
});

afterAll(async () => {
  await storage.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('substring search through the trigram index', () => {
  it.each([
    'therm',
    'THERM',
    'o 3',
    '100%',
    '%',
    '_',
    'r_2',
    '"a"',
    'élan',
    'ÉLAN',
    'straße',
    'ab',
    'x',
    'meter',
    'nothing like it',
  ])('finds exactly the rows the plain case-insensitive search finds for %j', async (text) => {
    expect(await names(text, true)).toEqual(await names(text, false));
  });

  it('finds a device by any part of its name, whatever the case', async () => {
    expect(await names('MOSTAT-', true)).toEqual(['Thermostat-Oslo-000001', 'thermostat-lyon-000002']);
  });

  it('narrows only texts of three characters or more, which a trigram can serve', async () => {
    const narrowing = searchNarrowing(storage.db, 'device');
    expect(await narrowing?.('abc')).not.toBeNull();
    expect(await narrowing?.('ab')).toBeNull();
    expect(await narrowing?.('ßé')).toBeNull();
  });

  it('follows renamed and deleted devices', async () => {
    await insertDevice(50, TENANT, 'Boiler north');
    expect(await names('boiler', true)).toEqual(['Boiler north']);
    await storage.db
      .updateTable('device')
      .set({ name: 'Heat pump north' })
      .where('name', '=', 'Boiler north')
      .execute();
    expect(await names('boiler', true)).toEqual([]);
    expect(await names('pump', true)).toEqual(['Heat pump north']);
    await storage.db.deleteFrom('device').where('name', '=', 'Heat pump north').execute();
    expect(await names('pump', true)).toEqual([]);
    expect(await names('north', true)).toEqual([]);
  });

  it('leaves a text found in more rows than the index pays for to the plain search', async () => {
    const insert = storage.sqlite?.prepare(
      `insert into device (id, created_time, tenant_id, customer_id, name, type, device_profile_id)
       values (?, ?, '33333333-0000-0000-0000-000000000000', ?, ?, 'default', ?)`,
    );
    storage.sqlite?.transaction(() => {
      for (let i = 0; i <= MOST_INDEXED_MATCHES; i++) {
        insert?.run(`44444444-0000-0000-0000-${String(i).padStart(12, '0')}`, i, TENANT, `crowded ${i}`, TENANT);
      }
    })();
    const narrowing = searchNarrowing(storage.db, 'device');
    expect(await narrowing?.('crowded')).toBeNull();
    expect(await narrowing?.('crowded 4999')).not.toBeNull();
  });

  it("keeps another tenant's devices out of the page", async () => {
    expect(await names('another', true)).toEqual([]);
  });

  it('indexes the rows of a batch insert once for all, and indexes later inserts through the trigger again', async () => {
    await inTransaction(storage.db, (trx) =>
      insertWithDeferredSearchIndex(trx, 'device', async () => {
        for (const [k, name] of ['Batch pump 1', 'Batch PUMP 2', 'batch valve'].entries()) {
          await trx
            .insertInto('device')
            .values({
              id: `55555555-0000-0000-0000-${String(k).padStart(12, '0')}`,
              created_time: 200 + k,
              tenant_id: TENANT,
              customer_id: TENANT,
              name,
              type: 'default',
              device_profile_id: TENANT,
            })
            .execute();
        }
      }),
    );
    expect(await names('batch pump', true)).toEqual(['Batch PUMP 2', 'Batch pump 1']);
    expect(await names('valve', true)).toEqual(['batch valve']);
    const deferred = storage.sqlite?.prepare(`select count(*) from ${SEARCH_INDEX_DEFERRALS}`).pluck().get();
    expect(deferred).toBe(0);
    await insertDevice(300, TENANT, 'Valve after the batch');
    expect(await names('valve', true)).toEqual(['Valve after the batch', 'batch valve']);
  });

  it('leaves neither rows, index entries nor the deferral behind when the batch fails', async () => {
    const failing = inTransaction(storage.db, (trx) =>
      insertWithDeferredSearchIndex(trx, 'device', async () => {
        await insertDeviceOn(trx, 400, 'Doomed sprinkler');
        throw new Error('the batch failed');
      }),
    );
    await expect(failing).rejects.toThrow('the batch failed');
    expect(await names('sprinkler', true)).toEqual([]);
    expect(await names('sprinkler', false)).toEqual([]);
    expect(storage.sqlite?.prepare(`select count(*) from ${SEARCH_INDEX_DEFERRALS}`).pluck().get()).toBe(0);
    await insertDevice(401, TENANT, 'Sprinkler after the failure');
    expect(await names('sprinkler', true)).toEqual(['Sprinkler after the failure']);
  });
});

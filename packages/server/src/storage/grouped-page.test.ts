import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NULL_UUID } from '@fleetdeck/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_INFO_JOINS, deviceInfoPage } from '../devices/store.js';
import type { ParsedPageLink } from '../http/paging.js';
import { openSqlite, type Storage } from './database.js';
import { migrate } from './migrate.js';
import { fetchPage } from './page-query.js';

const TENANT = '11111111-1111-1111-1111-111111111111';
const uuid = (prefix: string, n: number) => `${prefix}-0000-0000-0000-${String(n).padStart(12, '0')}`;
const PROFILES = ['Zeta', 'alpha', 'Beta', 'Beta twin'];
// One customer id names no customer: its devices sort with the unassigned ones.
const CUSTOMERS = ['North', 'south', 'Middle', null];

let dataDir: string;
let storage: Storage;

/** The page as the full join-and-sort query gives it (the list without its sort groups). */
function plainPage(link: ParsedPageLink) {
  const base = storage.db.selectFrom('device').selectAll('device').where('device.tenant_id', '=', TENANT);
  const columns = { search: 'device.name', table: 'device', joins: DEVICE_INFO_JOINS };
  return fetchPage(base, link, columns, (row) => row.id);
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'fleetdeck-grouped-page-'));
  storage = openSqlite(dataDir);
  await migrate(storage.db);
  const sqlite = storage.sqlite;
  if (!sqlite) throw new Error('the test needs the embedded database');
  const profile = sqlite.prepare(
    `insert into device_profile (id, created_time, tenant_id, name, is_default, type, transport_type, provision_type,
       profile_data) values (?, 1, ?, ?, 0, 'DEFAULT', 'DEFAULT', 'DISABLED', '{}')`,
  );
  for (const [k, name] of PROFILES.entries()) profile.run(uuid('aaaaaaaa', k), TENANT, name);
  const customer = sqlite.prepare(
    'insert into customer (id, created_time, tenant_id, title, is_public) values (?, 1, ?, ?, 0)',
  );
  CUSTOMERS.forEach((title, k) => {
    if (title !== null) customer.run(uuid('cccccccc', k), TENANT, title);
  });
  const device = sqlite.prepare(
    `insert into device (id, created_time, tenant_id, customer_id, name, type, device_profile_id)
     values (?, ?, ?, ?, ?, 'default', ?)`,
  );
  for (let i = 0; i < 120; i++) {
    // Ids out of creation order, so that the id order within a group is not the insert order.
    const id = uuid('dddddddd', (i * 37) % 120);
    const owner = i % 5 === 4 ? NULL_UUID : uuid('cccccccc', i % CUSTOMERS.length);
    device.run(id, i, TENANT, owner, `sensor ${i % 3 === 0 ? 'hall' : 'yard'} ${i}`, uuid('aaaaaaaa', i % 4));
  }
});

afterAll(async () => {
  await storage.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a device page ordered by profile name or customer title, chosen per profile or customer', () => {
  const cases: Array<[string, 'ASC' | 'DESC', string | null]> = [];
  for (const column of ['device_profile.name', 'customer.title']) {
    for (const direction of ['ASC', 'DESC'] as const) {
      for (const textSearch of [null, 'hall', 'nothing']) cases.push([column, direction, textSearch]);
    }
  }

  it.each(cases)('gives every page of %s %s (search %j) as the full sort does', async (column, direction, text) => {
    for (const pageSize of [7, 50]) {
      for (let page = 0; page * pageSize <= 120; page++) {
        const link: ParsedPageLink = { pageSize, page, textSearch: text, sortColumn: column, sortDirection: direction };
        const grouped = await deviceInfoPage(storage.db, { tenantId: TENANT, customerId: null }, undefined, link);
        const plain = await plainPage(link);
        expect(grouped.totalElements).toBe(plain.totalElements);
        expect(grouped.hasNext).toBe(plain.hasNext);
        expect(grouped.data.map((info) => info.id.id)).toEqual(plain.data);
      }
    }
  });

  it('puts the unassigned devices where the database orders a null title', async () => {
    const link: ParsedPageLink = {
      pageSize: 200,
      page: 0,
      textSearch: null,
      sortColumn: 'customer.title',
      sortDirection: 'ASC',
    };
    const page = await deviceInfoPage(storage.db, { tenantId: TENANT, customerId: null }, undefined, link);
    // SQLite orders null before every value.
    expect(page.data[0]?.customerTitle).toBeNull();
    expect(page.data.at(-1)?.customerTitle).toBe('south');
  });
});

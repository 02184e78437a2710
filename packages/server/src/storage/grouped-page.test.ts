import { NULL_UUID } from '@fleetdeck/model';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_INFO_JOINS, deviceInfoPage } from '../devices/store.js';
import type { ParsedPageLink } from '../http/paging.js';
import { openTempContext, type TempContext } from '../testing/temp-context.js';
import { fetchPage } from './page-query.js';

const TENANT = '11111111-1111-1111-1111-111111111111';
const uuid = (prefix: string, n: number) => `${prefix}-0000-0000-0000-${String(n).padStart(12, '0')}`;
const PROFILES = ['Zeta', 'alpha', 'Beta', 'Beta twin'];
// One customer id names no customer: its devices sort with the unassigned ones.
const CUSTOMERS = ['North', 'south', 'Middle', null];

let temp: TempContext;
const db = () => temp.ctx.db;

/** The page as the full join-and-sort query gives it (the list without its sort groups). */
function plainPage(link: ParsedPageLink) {
  const base = db().selectFrom('device').selectAll('device').where('device.tenant_id', '=', TENANT);
  const columns = { search: 'device.name', table: 'device', joins: DEVICE_INFO_JOINS };
  return fetchPage(base, link, columns, (row) => row.id);
}

beforeAll(async () => {
  temp = await openTempContext({ loadDemo: false });
  for (const [k, name] of PROFILES.entries()) {
    await db()
      .insertInto('device_profile')
      .values({
        id: uuid('aaaaaaaa', k),
        created_time: 1,
        tenant_id: TENANT,
        name,
        description: null,
        image: null,
        is_default: 0,
        type: 'DEFAULT',
        transport_type: 'DEFAULT',
        provision_type: 'DISABLED',
        default_rule_chain_id: null,
        default_dashboard_id: null,
        default_queue_name: null,
        profile_data: '{}',
        provision_device_key: null,
        firmware_id: null,
        software_id: null,
        external_id: null,
      })
      .execute();
  }
  for (const [k, title] of CUSTOMERS.entries()) {
    if (title === null) continue;
    await sql`insert into customer (id, created_time, tenant_id, title, is_public) values
      (${uuid('cccccccc', k)}, 1, ${TENANT}, ${title}, 0)`.execute(db());
  }
  for (let i = 0; i < 120; i++) {
    // Ids out of creation order, so that the id order within a group is not the insert order.
    await db()
      .insertInto('device')
      .values({
        id: uuid('dddddddd', (i * 37) % 120),
        created_time: i,
        tenant_id: TENANT,
        customer_id: i % 5 === 4 ? NULL_UUID : uuid('cccccccc', i % CUSTOMERS.length),
        name: `sensor ${i % 3 === 0 ? 'hall' : 'yard'} ${i}`,
        type: 'default',
        label: null,
        device_profile_id: uuid('aaaaaaaa', i % 4),
        device_data: null,
        firmware_id: null,
        software_id: null,
        additional_info: null,
        external_id: null,
      })
      .execute();
  }
});

afterAll(async () => {
  await temp?.close();
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
        const grouped = await deviceInfoPage(db(), { tenantId: TENANT, customerId: null }, undefined, link);
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
    const page = await deviceInfoPage(db(), { tenantId: TENANT, customerId: null }, undefined, link);
    // SQLite orders null before every value, PostgreSQL after.
    const titles = page.data.map((info) => info.customerTitle);
    const nulls = titles.filter((title) => title === null);
    expect(nulls).toHaveLength(48);
    if (temp.ctx.storage.sqlite) expect(titles.slice(0, 48)).toEqual(nulls);
    else expect(titles.slice(-48)).toEqual(nulls);
  });
});

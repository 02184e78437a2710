import type { Api } from '@fleetdeck/client';
import type { Customer } from '@fleetdeck/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTenantWithAdmin, raw, tokenOf } from './support/fixtures.js';
import { useTestServer } from './support/suite.js';

const server = useTestServer();
let sysadmin: Api;
let admin: Api;
let created: Customer[];

/** Seven customers, created in this order: the default order is creation order. */
const TITLES = ['Kilo North', 'alpha south', 'Bravo north', 'charlie_50% off', 'Delta', 'Echo NORTH', 'foxtrot'];

beforeAll(async () => {
  sysadmin = await server.as('sysadmin');
  admin = (await createTenantWithAdmin(server, sysadmin)).admin;
  created = [];
  for (const title of TITLES) created.push(await admin.customers.save({ title }));
});

async function customers(query: string) {
  return raw(server, 'GET', `/api/customers?${query}`, { token: tokenOf(admin) });
}

async function expectBadRequest(query: string, message: string) {
  const response = await customers(query);
  expect(response.status).toBe(400);
  expect(response.json).toMatchObject({ status: 400, errorCode: 31, message });
}

describe('required paging parameters', () => {
  it('answers a missing pageSize with Spring’s text', async () => {
    await expectBadRequest(
      'page=0',
      "Required request parameter 'pageSize' for method parameter type int is not present",
    );
  });

  it('answers a missing page with Spring’s text', async () => {
    await expectBadRequest(
      'pageSize=10',
      "Required request parameter 'page' for method parameter type int is not present",
    );
  });

  it('answers a pageSize that is not a number with Spring’s conversion text', async () => {
    await expectBadRequest(
      'pageSize=ten&page=0',
      `Failed to convert value of type 'java.lang.String' to required type 'int'; nested exception is java.lang.NumberFormatException: For input string: "ten"`,
    );
  });

  it('refuses a page size below one', async () => {
    await expectBadRequest(
      'pageSize=0&page=0',
      "Incorrect page link page size '0'. Page size must be greater than zero.",
    );
  });

  it('refuses a negative page', async () => {
    await expectBadRequest('pageSize=10&page=-1', "Incorrect page link page '-1'. Page must be positive integer.");
  });

  it.each([
    ['/api/users', 'tenant'],
    ['/api/customers', 'tenant'],
    ['/api/tenants', 'sysadmin'],
    ['/api/tenantInfos', 'sysadmin'],
    ['/api/tenantProfiles', 'sysadmin'],
    ['/api/tenantProfileInfos', 'sysadmin'],
  ] as const)('are required by %s', async (path, account) => {
    const api = await server.as(account);
    const response = await raw(server, 'GET', `${path}?page=0`, { token: tokenOf(api) });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({
      errorCode: 31,
      message: "Required request parameter 'pageSize' for method parameter type int is not present",
    });
  });
});

describe('sorting', () => {
  it('refuses an unknown sort order with the contract message', async () => {
    await expectBadRequest(
      'pageSize=10&page=0&sortProperty=title&sortOrder=UP',
      "Unsupported sort order 'UP'! Only 'ASC' or 'DESC' types are allowed.",
    );
  });

  it('refuses an unknown sort property with 400/31', async () => {
    const response = await customers('pageSize=10&page=0&sortProperty=colour&sortOrder=ASC');
    expect(response.status).toBe(400);
    expect(response.json.errorCode).toBe(31);
    expect(response.json.message).toMatch(/^Unsupported sort property 'colour'!/);
  });

  it('keeps creation order without a sort property', async () => {
    const response = await customers('pageSize=100&page=0');
    expect(response.json.data.map((c: Customer) => c.title)).toEqual(TITLES);
  });

  it('sorts by creation time both ways', async () => {
    const asc = await customers('pageSize=100&page=0&sortProperty=createdTime&sortOrder=ASC');
    const desc = await customers('pageSize=100&page=0&sortProperty=createdTime&sortOrder=DESC');
    expect(asc.json.data.map((c: Customer) => c.id.id)).toEqual(created.map((c) => c.id.id));
    expect(desc.json.data.map((c: Customer) => c.id.id)).toEqual(created.map((c) => c.id.id).reverse());
  });

  it('sorts by title, with the order word in any case', async () => {
    const titles = ['Bravo north', 'Delta', 'Echo NORTH', 'Kilo North'];
    const asc = await customers('pageSize=100&page=0&textSearch=&sortProperty=title&sortOrder=asc');
    expect(asc.status).toBe(200);
    const upper = asc.json.data.map((c: Customer) => c.title).filter((t: string) => titles.includes(t));
    expect(upper).toEqual(titles);
    const desc = await customers('pageSize=100&page=0&sortProperty=title&sortOrder=DESC');
    expect(desc.json.data.map((c: Customer) => c.title).filter((t: string) => titles.includes(t))).toEqual(
      [...titles].reverse(),
    );
  });
});

describe('searching', () => {
  it('matches a case-insensitive substring of the title', async () => {
    const response = await customers('pageSize=100&page=0&textSearch=NoRtH&sortProperty=title&sortOrder=ASC');
    expect(response.json.data.map((c: Customer) => c.title).sort()).toEqual(
      ['Bravo north', 'Echo NORTH', 'Kilo North'].sort(),
    );
    expect(response.json.totalElements).toBe(3);
  });

  it('treats % and _ as plain characters', async () => {
    expect(
      (await customers(`pageSize=100&page=0&textSearch=${encodeURIComponent('50%')}`)).json.data.map(
        (c: Customer) => c.title,
      ),
    ).toEqual(['charlie_50% off']);
    expect((await customers('pageSize=100&page=0&textSearch=_')).json.data.map((c: Customer) => c.title)).toEqual([
      'charlie_50% off',
    ]);
  });

  it('finds nothing for text that is in no title', async () => {
    expect((await customers('pageSize=10&page=0&textSearch=zulu')).json).toEqual({
      data: [],
      totalPages: 0,
      totalElements: 0,
      hasNext: false,
    });
  });
});

describe('searching other lists', () => {
  it('matches users by a case-insensitive substring of the e-mail', async () => {
    const tenant = await server.as('tenant');
    const page = await tenant.users.list({ pageSize: 10, page: 0, textSearch: 'CUSTOMERB' });
    expect(page.data.map((u) => u.email)).toEqual(['customerB@fleetdeck.io']);
  });

  it('matches tenant profiles by name', async () => {
    const page = await sysadmin.tenantProfiles.list({ pageSize: 10, page: 0, textSearch: 'rule eng' });
    expect(page.data.map((p) => p.name)).toEqual(['Isolated TB Rule Engine']);
  });
});

describe('the page window', () => {
  it('reports totals and hasNext across the pages', async () => {
    const first = await customers('pageSize=3&page=0');
    expect(first.status).toBe(200);
    expect(Object.keys(first.json).sort()).toEqual(['data', 'hasNext', 'totalElements', 'totalPages']);
    expect(first.json).toMatchObject({ totalElements: 7, totalPages: 3, hasNext: true });
    expect(first.json.data.map((c: Customer) => c.title)).toEqual(TITLES.slice(0, 3));
    const middle = await customers('pageSize=3&page=1');
    expect(middle.json).toMatchObject({ totalElements: 7, totalPages: 3, hasNext: true });
    expect(middle.json.data.map((c: Customer) => c.title)).toEqual(TITLES.slice(3, 6));
    const last = await customers('pageSize=3&page=2');
    expect(last.json).toMatchObject({ totalElements: 7, totalPages: 3, hasNext: false });
    expect(last.json.data.map((c: Customer) => c.title)).toEqual(TITLES.slice(6));
  });

  it('answers a page past the end with no data', async () => {
    expect((await customers('pageSize=3&page=5')).json).toEqual({
      data: [],
      totalPages: 3,
      totalElements: 7,
      hasNext: false,
    });
  });

  it('fits everything on one page when the page is large enough', async () => {
    expect((await customers('pageSize=7&page=0')).json).toMatchObject({ totalPages: 1, hasNext: false });
  });

  it('pages a search result by its own count', async () => {
    const response = await customers('pageSize=2&page=0&textSearch=north');
    expect(response.json).toMatchObject({ totalElements: 3, totalPages: 2, hasNext: true });
  });
});

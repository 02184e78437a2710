import type { Api } from '@fleetdeck/client';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryTestDatabase } from './support/database.js';
import {
  createCustomerWithUser,
  createTenantWithAdmin,
  expectError,
  expectPermissionDenied,
  MISSING_ID,
  raw,
  tokenOf,
  unique,
} from './support/fixtures.js';
import { useTestServer } from './support/suite.js';

const server = useTestServer();
let sysadmin: Api;
let defaultProfileId: string;

beforeAll(async () => {
  sysadmin = await server.as('sysadmin');
  defaultProfileId = (await sysadmin.tenantProfiles.defaultInfo()).id.id;
});

describe('creating a tenant', () => {
  it('answers the Tenant shape with nulls written, no tenantId, name = title and the default profile', async () => {
    const title = unique('Shape tenant');
    const response = await raw(server, 'POST', '/api/tenant', { token: tokenOf(sysadmin), body: { title } });
    expect(response.status).toBe(200);
    expect(Object.keys(response.json).sort()).toEqual(
      [
        'additionalInfo',
        'address',
        'address2',
        'city',
        'country',
        'createdTime',
        'email',
        'id',
        'name',
        'phone',
        'region',
        'state',
        'tenantProfileId',
        'title',
        'zip',
      ].sort(),
    );
    expect(response.json).toMatchObject({
      title,
      name: title,
      region: null,
      country: null,
      email: null,
      additionalInfo: null,
      tenantProfileId: { entityType: 'TENANT_PROFILE', id: defaultProfileId },
    });
    expect(response.json.id.entityType).toBe('TENANT');
  });

  it('keeps the contact fields and the chosen profile', async () => {
    const isolated = (await sysadmin.tenantProfiles.infos({ pageSize: 10, page: 0, textSearch: 'Isolated' })).data[0];
    const tenant = await sysadmin.tenants.save({
      title: unique('Contact tenant'),
      region: 'Global',
      country: 'Ukraine',
      city: 'Kyiv',
      email: 'office@example.com',
      phone: '+380 44 000 0000',
      tenantProfileId: { entityType: 'TENANT_PROFILE', id: isolated?.id.id as string },
    });
    const info = await sysadmin.tenants.info(tenant.id.id);
    expect(info).toMatchObject({
      region: 'Global',
      country: 'Ukraine',
      city: 'Kyiv',
      email: 'office@example.com',
      tenantProfileName: 'Isolated TB Rule Engine',
    });
  });

  it('requires a title', async () => {
    await expectError(sysadmin.tenants.save({ title: '' }), 400, 31, 'Tenant title should be specified!');
  });

  it('refuses a malformed e-mail', async () => {
    await expectError(
      sysadmin.tenants.save({ title: unique('T'), email: 'nope' }),
      400,
      31,
      "Invalid email address format 'nope'!",
    );
  });

  it('refuses an unknown tenant profile and stores nothing', async () => {
    const title = unique('Orphan tenant');
    await expectError(
      sysadmin.tenants.save({ title, tenantProfileId: { entityType: 'TENANT_PROFILE', id: MISSING_ID } }),
      400,
      31,
      'Tenant is referencing to non-existent tenant profile!',
    );
    expect((await sysadmin.tenants.list({ pageSize: 10, page: 0, textSearch: title })).totalElements).toBe(0);
  });

  it('is for the system administrator alone', async () => {
    const tenant = await server.as('tenant');
    await expectPermissionDenied(tenant.tenants.save({ title: unique('T') }));
  });
});

/** Rows a tenant owns in storage, table by table, read from the database so that rows no API lists count too. */
async function ownedRows(tenantId: string): Promise<Record<string, string[]>> {
  const owned: Record<string, string[]> = {};
  for (const [table, column] of [
    ['customer', 'title'],
    ['tb_user', 'email'],
    ['device_profile', 'name'],
    ['rule_chain', 'name'],
  ] as const) {
    const rows = await queryTestDatabase<{ v: string }>(
      server.data,
      `SELECT ${column} AS v FROM ${table} WHERE tenant_id = '${tenantId}' ORDER BY ${column}`,
    );
    owned[table] = rows.map((row) => row.v);
  }
  const credentials = await queryTestDatabase<{ n: number | string }>(
    server.data,
    `SELECT count(*) AS n FROM user_credentials WHERE user_id IN (SELECT id FROM tb_user WHERE tenant_id = '${tenantId}')`,
  );
  owned.user_credentials = [String(credentials[0]?.n)];
  return owned;
}

describe('a new tenant', () => {
  it('gets the default device profile and the two root rule chains', async () => {
    const tenant = await sysadmin.tenants.save({ title: unique('Fresh') });
    expect(await ownedRows(tenant.id.id)).toEqual({
      customer: [],
      tb_user: [],
      device_profile: ['default'],
      rule_chain: ['Edge Root Rule Chain', 'Root Rule Chain'],
      user_credentials: ['0'],
    });
  });
});

describe('updating a tenant', () => {
  it('changes the title and keeps the id', async () => {
    const tenant = await sysadmin.tenants.save({ title: unique('Before') });
    const title = unique('After');
    const updated = await sysadmin.tenants.save({ ...tenant, title });
    expect(updated).toMatchObject({ id: tenant.id, title, name: title });
    expect((await sysadmin.tenants.get(tenant.id.id)).title).toBe(title);
  });

  it('answers an unknown id with 404', async () => {
    await expectError(
      sysadmin.tenants.save({ id: { entityType: 'TENANT', id: MISSING_ID }, title: 'Ghost' }),
      404,
      32,
      `Tenant with id [${MISSING_ID}] is not found`,
    );
  });
});

describe('reading a tenant', () => {
  it('lets a tenant administrator read its own tenant and info', async () => {
    const { admin, tenant } = await createTenantWithAdmin(server, sysadmin);
    expect(await admin.tenants.get(tenant.id.id)).toEqual(tenant);
    expect(await admin.tenants.info(tenant.id.id)).toEqual({ ...tenant, tenantProfileName: 'Default' });
  });

  it('refuses another tenant with 403', async () => {
    const { admin } = await createTenantWithAdmin(server, sysadmin);
    const other = await sysadmin.tenants.save({ title: unique('Other') });
    await expectPermissionDenied(admin.tenants.get(other.id.id));
    await expectPermissionDenied(admin.tenants.info(other.id.id));
  });

  it('refuses a customer user with 403', async () => {
    const customer = await server.as('customerA');
    const me = await customer.auth.currentUser();
    await expectPermissionDenied(customer.tenants.get(me.tenantId.id));
  });

  it('answers an unknown id with 404', async () => {
    await expectError(sysadmin.tenants.get(MISSING_ID), 404, 32, `Tenant with id [${MISSING_ID}] is not found`);
  });
});

describe('listing tenants', () => {
  it('pages tenants and tenant infos with a case-insensitive search', async () => {
    const marker = unique('Zebra').replace(' ', '');
    for (const n of [1, 2, 3]) await sysadmin.tenants.save({ title: `${marker} tenant ${n}` });
    const page = await sysadmin.tenants.list({
      pageSize: 2,
      page: 0,
      textSearch: marker.toUpperCase(),
      sortOrder: { property: 'title', direction: 'ASC' },
    });
    expect(page).toMatchObject({ totalElements: 3, totalPages: 2, hasNext: true });
    expect(page.data.map((t) => t.title)).toEqual([`${marker} tenant 1`, `${marker} tenant 2`]);
    const infos = await sysadmin.tenants.infos({
      pageSize: 2,
      page: 1,
      textSearch: marker,
      sortOrder: { property: 'title', direction: 'ASC' },
    });
    expect(infos).toMatchObject({ totalElements: 3, totalPages: 2, hasNext: false });
    expect(infos.data).toEqual([
      expect.objectContaining({ title: `${marker} tenant 3`, tenantProfileName: 'Default' }),
    ]);
  });

  it('sorts tenant infos by profile name', async () => {
    const page = await sysadmin.tenants.infos({
      pageSize: 100,
      page: 0,
      sortOrder: { property: 'tenantProfileName', direction: 'DESC' },
    });
    const names = page.data.map((t) => t.tenantProfileName);
    expect(names).toEqual([...names].sort().reverse());
  });

  it('refuses tenant administrators with 403', async () => {
    const tenant = await server.as('tenant');
    await expectPermissionDenied(tenant.tenants.list({ pageSize: 10, page: 0 }));
    await expectPermissionDenied(tenant.tenants.infos({ pageSize: 10, page: 0 }));
  });
});

describe('deleting a tenant', () => {
  it('deletes what it owns: its customers and users are gone and cannot sign in', async () => {
    const fixture = await createTenantWithAdmin(server, sysadmin);
    const customer = await createCustomerWithUser(server, fixture.admin);
    const bystander = await createTenantWithAdmin(server, sysadmin);
    // Before: the other tenant is refused the customer; after: it no longer exists.
    await expectPermissionDenied(bystander.admin.customers.get(customer.customer.id.id));

    const response = await raw(server, 'DELETE', `/api/tenant/${fixture.tenant.id.id}`, { token: tokenOf(sysadmin) });
    expect(response.status).toBe(200);
    expect(response.text).toBe('');

    await expectError(
      sysadmin.tenants.get(fixture.tenant.id.id),
      404,
      32,
      `Tenant with id [${fixture.tenant.id.id}] is not found`,
    );
    await expectError(server.login(fixture.email, fixture.password), 401, 10, 'Invalid username or password');
    await expectError(server.login(customer.email, customer.password), 401, 10, 'Invalid username or password');
    await expectError(
      bystander.admin.customers.get(customer.customer.id.id),
      404,
      32,
      `Customer with id [${customer.customer.id.id}] is not found`,
    );
    await expectError(
      sysadmin.users.get(fixture.adminUser.id.id),
      404,
      32,
      `User with id [${fixture.adminUser.id.id}] is not found`,
    );
    // The tokens of its users are no longer accepted either.
    expect((await raw(server, 'GET', '/api/auth/user', { token: tokenOf(fixture.admin) })).status).toBe(401);
    // Nothing it owned is left in storage, and another tenant is untouched.
    expect(await ownedRows(fixture.tenant.id.id)).toEqual({
      customer: [],
      tb_user: [],
      device_profile: [],
      rule_chain: [],
      user_credentials: ['0'],
    });
    expect((await bystander.admin.auth.currentUser()).email).toBe(bystander.email);
    expect((await ownedRows(bystander.tenant.id.id)).tb_user).toEqual([bystander.email]);
  });

  it('answers an unknown id with 404', async () => {
    await expectError(sysadmin.tenants.delete(MISSING_ID), 404, 32, `Tenant with id [${MISSING_ID}] is not found`);
  });

  it('is for the system administrator alone', async () => {
    const { admin, tenant } = await createTenantWithAdmin(server, sysadmin);
    await expectPermissionDenied(admin.tenants.delete(tenant.id.id));
    expect((await sysadmin.tenants.get(tenant.id.id)).id).toEqual(tenant.id);
  });
});

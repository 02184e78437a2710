import type { Api } from '@fleetdeck/client';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryTestDatabase } from './support/database.js';
import {
  createCustomerWithUser,
  createTwoTenants,
  expectError,
  expectPermissionDenied,
  MISSING_ID,
  raw,
  type TenantFixture,
  tokenOf,
  unique,
} from './support/fixtures.js';
import { ACCOUNTS } from './support/server.js';
import { useTestServer } from './support/suite.js';

const server = useTestServer();
let sysadmin: Api;
let tenantA: TenantFixture;
let tenantB: TenantFixture;

beforeAll(async () => {
  sysadmin = await server.as('sysadmin');
  [tenantA, tenantB] = await createTwoTenants(server, sysadmin);
});

describe('creating a customer', () => {
  it('answers the Customer shape with nulls written and name = title', async () => {
    const title = unique('Shape customer');
    const response = await raw(server, 'POST', '/api/customer', { token: tokenOf(tenantA.admin), body: { title } });
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
        'externalId',
        'id',
        'name',
        'phone',
        'state',
        'tenantId',
        'title',
        'zip',
      ].sort(),
    );
    expect(response.json).toMatchObject({
      title,
      name: title,
      tenantId: tenantA.tenant.id,
      additionalInfo: null,
      country: null,
      email: null,
      externalId: null,
    });
    expect(response.json.id.entityType).toBe('CUSTOMER');
    expect(await tenantA.admin.customers.get(response.json.id.id)).toEqual(response.json);
  });

  it('keeps contact fields and additional info', async () => {
    const saved = await tenantA.admin.customers.save({
      title: unique('Contact'),
      country: 'Ukraine',
      city: 'Lviv',
      zip: '79000',
      phone: '+380 32 000 0000',
      email: 'lviv@example.com',
      additionalInfo: { description: 'West office' },
    });
    expect(await tenantA.admin.customers.get(saved.id.id)).toMatchObject({
      country: 'Ukraine',
      city: 'Lviv',
      zip: '79000',
      email: 'lviv@example.com',
      additionalInfo: { description: 'West office' },
    });
  });

  it('ignores unknown fields and a sent name', async () => {
    const title = unique('Lenient');
    const saved = await tenantA.admin.customers.save({ title, name: 'ignored', colour: 'blue' } as never);
    expect(saved.name).toBe(title);
    expect(saved).not.toHaveProperty('colour');
  });

  it('requires a title', async () => {
    await expectError(tenantA.admin.customers.save({ title: '' }), 400, 31, 'Customer title should be specified!');
    await expectError(tenantA.admin.customers.save({} as never), 400, 31, 'Customer title should be specified!');
  });

  it('reserves the title Public', async () => {
    await expectError(
      tenantA.admin.customers.save({ title: 'Public' }),
      400,
      31,
      "'Public' title for customer is system reserved!",
    );
  });

  it('refuses a second customer with the same title in the tenant', async () => {
    const title = unique('Twin');
    await tenantA.admin.customers.save({ title });
    await expectError(tenantA.admin.customers.save({ title }), 400, 31, 'Customer with such title already exists!');
  });

  it('allows the same title in another tenant', async () => {
    const title = unique('Shared title');
    await tenantA.admin.customers.save({ title });
    expect((await tenantB.admin.customers.save({ title })).title).toBe(title);
  });

  it('refuses a title longer than 255 characters', async () => {
    await expectError(
      tenantA.admin.customers.save({ title: 'x'.repeat(256) }),
      400,
      31,
      'Validation error: length of title must be equal or less than 255',
    );
  });

  it('refuses markup in a text field', async () => {
    await expectError(
      tenantA.admin.customers.save({ title: unique('Markup'), city: '<script>alert(1)</script>' }),
      400,
      31,
      'Validation error: field value is malformed',
    );
  });

  it('refuses a malformed e-mail', async () => {
    await expectError(
      tenantA.admin.customers.save({ title: unique('Mail'), email: 'x@' }),
      400,
      31,
      "Invalid email address format 'x@'!",
    );
  });

  it('is for tenant administrators alone', async () => {
    await expectPermissionDenied(sysadmin.customers.save({ title: unique('Sys') }));
    const customer = await server.as('customerA');
    await expectPermissionDenied(customer.customers.save({ title: unique('Cust') }));
  });
});

describe('updating a customer', () => {
  it('changes fields and keeps the id', async () => {
    const saved = await tenantA.admin.customers.save({ title: unique('Before') });
    const updated = await tenantA.admin.customers.save({ ...saved, city: 'Odesa' });
    expect(updated).toMatchObject({ id: saved.id, city: 'Odesa' });
    expect((await tenantA.admin.customers.get(saved.id.id)).city).toBe('Odesa');
  });

  it('may keep its own title', async () => {
    const saved = await tenantA.admin.customers.save({ title: unique('Same') });
    expect((await tenantA.admin.customers.save({ ...saved })).title).toBe(saved.title);
  });

  it('answers an unknown id with 404', async () => {
    await expectError(
      tenantA.admin.customers.save({ id: { entityType: 'CUSTOMER', id: MISSING_ID }, title: unique('Ghost') }),
      404,
      32,
      `Customer with id [${MISSING_ID}] is not found`,
    );
  });
});

describe('reading a customer', () => {
  it('gives the short info and the title as text', async () => {
    const saved = await tenantA.admin.customers.save({ title: unique('Short') });
    expect(await tenantA.admin.customers.shortInfo(saved.id.id)).toEqual({ title: saved.title, isPublic: false });
    const response = await raw(server, 'GET', `/api/customer/${saved.id.id}/title`, { token: tokenOf(tenantA.admin) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.text).toBe(saved.title);
  });

  it('finds a customer of the tenant by title', async () => {
    const saved = await tenantA.admin.customers.save({ title: unique('By title') });
    expect(await tenantA.admin.customers.byTitle(saved.title)).toEqual(saved);
    await expectError(tenantB.admin.customers.byTitle(saved.title), 404, 32, "Requested item wasn't found!");
  });

  it('requires the title parameter for the lookup by title', async () => {
    const response = await raw(server, 'GET', '/api/tenant/customers', { token: tokenOf(tenantA.admin) });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({
      errorCode: 31,
      message: "Required request parameter 'customerTitle' for method parameter type String is not present",
    });
  });

  it('lets a customer user read its own customer and nobody else’s', async () => {
    const mine = await createCustomerWithUser(server, tenantA.admin);
    const other = await tenantA.admin.customers.save({ title: unique('Other') });
    expect((await mine.api.customers.get(mine.customer.id.id)).title).toBe(mine.customer.title);
    expect((await mine.api.customers.shortInfo(mine.customer.id.id)).title).toBe(mine.customer.title);
    await expectPermissionDenied(mine.api.customers.get(other.id.id));
    await expectPermissionDenied(mine.api.customers.title(other.id.id));
  });

  it('refuses the system administrator with 403', async () => {
    const saved = await tenantA.admin.customers.save({ title: unique('Not for sysadmin') });
    await expectPermissionDenied(sysadmin.customers.get(saved.id.id));
  });

  it('answers an unknown id with 404', async () => {
    await expectError(
      tenantA.admin.customers.get(MISSING_ID),
      404,
      32,
      `Customer with id [${MISSING_ID}] is not found`,
    );
  });
});

describe('tenant isolation', () => {
  it('refuses another tenant’s administrator every call on the customer with 403 and changes nothing', async () => {
    const saved = await tenantA.admin.customers.save({ title: unique('Private') });
    const b = tenantB.admin;
    await expectPermissionDenied(b.customers.get(saved.id.id));
    await expectPermissionDenied(b.customers.shortInfo(saved.id.id));
    await expectPermissionDenied(b.customers.title(saved.id.id));
    await expectPermissionDenied(b.customers.save({ ...saved, title: 'Taken over' }));
    await expectPermissionDenied(b.customers.delete(saved.id.id));
    await expectPermissionDenied(b.users.customerUsers(saved.id.id, { pageSize: 10, page: 0 }));
    expect(await tenantA.admin.customers.get(saved.id.id)).toEqual(saved);
  });

  it('lists only the caller’s own tenant’s customers', async () => {
    const saved = await tenantA.admin.customers.save({ title: unique('Invisible') });
    const page = await tenantB.admin.customers.list({ pageSize: 1000, page: 0 });
    expect(page.data.map((c) => c.id.id)).not.toContain(saved.id.id);
    expect(page.data.every((c) => c.tenantId.id === tenantB.tenant.id.id)).toBe(true);
  });
});

describe('deleting a customer', () => {
  it('deletes its users, who can then no longer sign in', async () => {
    const { customer, user, email, password } = await createCustomerWithUser(server, tenantA.admin);
    const response = await raw(server, 'DELETE', `/api/customer/${customer.id.id}`, { token: tokenOf(tenantA.admin) });
    expect(response.status).toBe(200);
    expect(response.text).toBe('');
    await expectError(
      tenantA.admin.customers.get(customer.id.id),
      404,
      32,
      `Customer with id [${customer.id.id}] is not found`,
    );
    await expectError(tenantA.admin.users.get(user.id.id), 404, 32, `User with id [${user.id.id}] is not found`);
    await expectError(server.login(email, password), 401, 10, 'Invalid username or password');
  });

  it('leaves the tenant’s other customers and users alone', async () => {
    const keep = await createCustomerWithUser(server, tenantA.admin);
    const gone = await createCustomerWithUser(server, tenantA.admin);
    await tenantA.admin.customers.delete(gone.customer.id.id);
    expect((await tenantA.admin.customers.get(keep.customer.id.id)).title).toBe(keep.customer.title);
    expect((await keep.api.auth.currentUser()).email).toBe(keep.email);
  });

  it('gives the devices assigned to it back to the tenant', async () => {
    const demo = await server.as('tenant');
    const customerC = await demo.customers.byTitle('Customer C');
    const assigned = () =>
      queryTestDatabase<{ name: string; customer_id: string }>(
        server.data,
        "SELECT name, customer_id FROM device WHERE name = 'Test Device C1'",
      );
    expect(await assigned()).toEqual([{ name: 'Test Device C1', customer_id: customerC.id.id }]);
    await demo.customers.delete(customerC.id.id);
    expect(await assigned()).toEqual([{ name: 'Test Device C1', customer_id: '13814000-1dd2-11b2-8080-808080808080' }]);
    await expectError(server.login(...ACCOUNTS.customerC), 401, 10, 'Invalid username or password');
  });

  it('is refused to customer users with 403', async () => {
    const { customer, api } = await createCustomerWithUser(server, tenantA.admin);
    await expectPermissionDenied(api.customers.delete(customer.id.id));
  });

  it('answers an unknown id with 404', async () => {
    await expectError(
      tenantA.admin.customers.delete(MISSING_ID),
      404,
      32,
      `Customer with id [${MISSING_ID}] is not found`,
    );
  });
});

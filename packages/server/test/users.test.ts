import type { Api } from '@fleetdeck/client';
import type { Customer } from '@fleetdeck/model';
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  activateUser,
  createCustomerWithUser,
  createTenantWithAdmin,
  expectError,
  expectPermissionDenied,
  MISSING_ID,
  raw,
  tokenOf,
  unique,
  uniqueEmail,
} from './support/fixtures.js';
import { useTestServer } from './support/suite.js';

const NULL_UUID = '13814000-1dd2-11b2-8080-808080808080';

const server = useTestServer();
let sysadmin: Api;
let tenant: Api;
let customerA: Customer;

beforeAll(async () => {
  sysadmin = await server.as('sysadmin');
  tenant = await server.as('tenant');
  customerA = await tenant.customers.byTitle('Customer A');
});

function customerUser(customer: Customer, email = uniqueEmail()) {
  return { email, authority: 'CUSTOMER_USER' as const, customerId: customer.id, firstName: null, lastName: null };
}

describe('creating a user', () => {
  it('answers the User shape with nulls written, name = email and an unactivated account', async () => {
    const email = uniqueEmail();
    const response = await raw(server, 'POST', '/api/user', {
      token: tokenOf(tenant),
      body: { email, authority: 'CUSTOMER_USER', customerId: customerA.id },
    });
    expect(response.status).toBe(200);
    const user = response.json;
    expect(Object.keys(user).sort()).toEqual(
      [
        'additionalInfo',
        'authority',
        'createdTime',
        'customerId',
        'email',
        'firstName',
        'id',
        'lastName',
        'name',
        'tenantId',
      ].sort(),
    );
    expect(user).toMatchObject({
      email,
      name: email,
      authority: 'CUSTOMER_USER',
      firstName: null,
      lastName: null,
      customerId: customerA.id,
      tenantId: customerA.tenantId,
    });
    expect(user.id).toEqual({
      entityType: 'USER',
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-1[0-9a-f]{3}-/),
    });
    expect(Math.abs(user.createdTime - Date.now())).toBeLessThan(60000);
    const read = await tenant.users.get(user.id.id);
    expect(read.additionalInfo?.userCredentialsEnabled).toBeUndefined();
  });

  it('puts a tenant administrator into the creator’s own tenant, whatever the body says', async () => {
    const other = await sysadmin.tenants.save({ title: unique('Other tenant') });
    const user = await tenant.users.save({
      email: uniqueEmail(),
      authority: 'TENANT_ADMIN',
      tenantId: other.id,
      firstName: 'Ada',
      lastName: 'L',
    });
    expect(user.tenantId).toEqual(customerA.tenantId);
    expect(user.customerId.id).toBe(NULL_UUID);
  });

  it('lets the system administrator create a tenant administrator of a given tenant', async () => {
    const created = await sysadmin.tenants.save({ title: unique('Tenant') });
    const user = await sysadmin.users.save({
      email: uniqueEmail(),
      authority: 'TENANT_ADMIN',
      tenantId: created.id,
      firstName: null,
      lastName: null,
    });
    expect(user.tenantId).toEqual(created.id);
    expect(user.customerId.id).toBe(NULL_UUID);
  });

  it('requires an e-mail', async () => {
    await expectError(
      tenant.users.save({
        email: '',
        authority: 'CUSTOMER_USER',
        customerId: customerA.id,
        firstName: null,
        lastName: null,
      }),
      400,
      31,
      'User email should be specified!',
    );
  });

  it('refuses a malformed e-mail', async () => {
    await expectError(
      tenant.users.save(customerUser(customerA, 'not-an-email')),
      400,
      31,
      "Invalid email address format 'not-an-email'!",
    );
  });

  it('refuses an e-mail that is taken, with the contract’s two spaces', async () => {
    await expectError(
      tenant.users.save(customerUser(customerA, 'customerB@fleetdeck.io')),
      400,
      31,
      "User with email 'customerB@fleetdeck.io'  already present in database!",
    );
  });

  it('refuses a name longer than 255 characters', async () => {
    await expectError(
      tenant.users.save({ ...customerUser(customerA), firstName: 'x'.repeat(256) }),
      400,
      31,
      'Validation error: length of firstName must be equal or less than 255',
    );
  });

  it('refuses a user of another tenant’s customer as the platform’s validator does', async () => {
    const other = await createTenantWithAdmin(server, sysadmin);
    const foreign = await other.admin.customers.save({ title: unique('Foreign') });
    const user = customerUser(foreign);
    await expectError(tenant.users.save(user), 400, 31, "User can't be assigned to customer from different tenant!");
    expect((await other.admin.users.customerUsers(foreign.id.id, { pageSize: 10, page: 0 })).totalElements).toBe(0);
  });

  it('refuses a user of a customer that does not exist', async () => {
    await expectError(
      tenant.users.save(customerUser({ ...customerA, id: { entityType: 'CUSTOMER', id: MISSING_ID } })),
      400,
      31,
      'User is referencing to non-existent customer!',
    );
  });

  it('requires a customer for a customer user', async () => {
    await expectError(
      tenant.users.save({ email: uniqueEmail(), authority: 'CUSTOMER_USER', firstName: null, lastName: null }),
      400,
      31,
      'Customer user should be assigned to customer!',
    );
  });

  it('refuses a customer user creating users with 403', async () => {
    const customer = await server.as('customerA');
    await expectPermissionDenied(customer.users.save(customerUser(customerA)));
  });

  it('refuses a tenant administrator creating a system administrator with 403', async () => {
    await expectPermissionDenied(
      tenant.users.save({ email: uniqueEmail(), authority: 'SYS_ADMIN', firstName: null, lastName: null }),
    );
  });
});

describe('updating a user', () => {
  it('changes the names and keeps the owner', async () => {
    const user = await tenant.users.save(customerUser(customerA));
    const updated = await tenant.users.save({ ...user, firstName: 'Grace', lastName: 'Hopper' });
    expect(updated).toMatchObject({ id: user.id, firstName: 'Grace', lastName: 'Hopper', customerId: customerA.id });
    expect(await tenant.users.get(user.id.id)).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
  });

  it('answers an unknown id with 404 User with id […] is not found', async () => {
    await expectError(
      tenant.users.save({ ...customerUser(customerA), id: { entityType: 'USER', id: MISSING_ID } }),
      404,
      32,
      `User with id [${MISSING_ID}] is not found`,
    );
  });

  it('lets a customer user edit itself', async () => {
    const { api, user } = await createCustomerWithUser(server, tenant);
    const updated = await api.users.save({ ...user, firstName: 'Self' });
    expect(updated.firstName).toBe('Self');
  });
});

describe('reading a user', () => {
  it('adds userCredentialsEnabled for an active account', async () => {
    const { user } = await createCustomerWithUser(server, tenant);
    expect((await tenant.users.get(user.id.id)).additionalInfo).toMatchObject({ userCredentialsEnabled: true });
  });

  it('answers an unknown id with 404', async () => {
    await expectError(tenant.users.get(MISSING_ID), 404, 32, `User with id [${MISSING_ID}] is not found`);
  });

  it('refuses another tenant’s user with 403', async () => {
    const other = await createTenantWithAdmin(server, sysadmin);
    await expectPermissionDenied(tenant.users.get(other.adminUser.id.id));
  });

  it('refuses a customer user another customer’s user with 403', async () => {
    const customerB = await server.as('customerB');
    const me = await (await server.as('customerA')).auth.currentUser();
    await expectPermissionDenied(customerB.users.get(me.id.id));
  });
});

describe('who may read a user', () => {
  it('keeps a customer user to itself, even within its own customer', async () => {
    const customer = await server.as('customerA');
    const me = await customer.auth.currentUser();
    expect((await customer.users.get(me.id.id)).email).toBe('customerA@fleetdeck.io');
    const colleague = await tenant.users.save(customerUser(customerA));
    await expectPermissionDenied(customer.users.get(colleague.id.id));
    await expectPermissionDenied(customer.users.save({ ...colleague, firstName: 'Renamed' }));
    expect((await tenant.users.get(colleague.id.id)).firstName).toBeNull();
  });

  it('keeps customer users out of the system administrator’s reach', async () => {
    const user = await tenant.users.save(customerUser(customerA));
    await expectPermissionDenied(sysadmin.users.get(user.id.id));
    await expectPermissionDenied(sysadmin.users.activationLink(user.id.id));
    await expectPermissionDenied(sysadmin.users.delete(user.id.id));
  });

  it('lets the system administrator read a tenant administrator', async () => {
    const { adminUser, email } = await createTenantWithAdmin(server, sysadmin);
    expect((await sysadmin.users.get(adminUser.id.id)).email).toBe(email);
  });
});

describe('deleting a user', () => {
  it('removes the user and its sign-in', async () => {
    const { user, email, password } = await createCustomerWithUser(server, tenant);
    const response = await raw(server, 'DELETE', `/api/user/${user.id.id}`, { token: tokenOf(tenant) });
    expect(response.status).toBe(200);
    expect(response.text).toBe('');
    await expectError(tenant.users.get(user.id.id), 404, 32, `User with id [${user.id.id}] is not found`);
    await expectError(server.login(email, password), 401, 10, 'Invalid username or password');
  });

  it('does not let the system administrator delete himself', async () => {
    const me = await sysadmin.auth.currentUser();
    await expectError(sysadmin.users.delete(me.id.id), 403, 20, 'Sysadmin is not allowed to delete himself');
  });

  it('is refused to customer users and to other tenants with 403', async () => {
    const { user } = await createCustomerWithUser(server, tenant);
    const customer = await server.as('customerA');
    await expectPermissionDenied(customer.users.delete(user.id.id));
    const other = await createTenantWithAdmin(server, sysadmin);
    await expectPermissionDenied(other.admin.users.delete(user.id.id));
    expect((await tenant.users.get(user.id.id)).email).toBe(user.email);
  });

  it('answers an unknown id with 404', async () => {
    await expectError(tenant.users.delete(MISSING_ID), 404, 32, `User with id [${MISSING_ID}] is not found`);
  });
});

describe('listing users', () => {
  it('gives a tenant administrator every user of its tenant and nobody else’s', async () => {
    const other = await createTenantWithAdmin(server, sysadmin);
    const page = await tenant.users.list({ pageSize: 1000, page: 0 });
    const emails = page.data.map((u) => u.email);
    expect(emails).toEqual(
      expect.arrayContaining([
        'tenant@fleetdeck.io',
        'customer@fleetdeck.io',
        'customerA@fleetdeck.io',
        'customerB@fleetdeck.io',
        'customerC@fleetdeck.io',
      ]),
    );
    expect(emails).not.toContain(other.email);
    expect(emails).not.toContain('sysadmin@fleetdeck.io');
    expect(page.data.every((u) => u.tenantId.id === customerA.tenantId.id)).toBe(true);
  });

  it('gives a customer user the users of its own customer only', async () => {
    const customer = await server.as('customerA');
    const page = await customer.users.list({ pageSize: 100, page: 0 });
    expect(page.data.length).toBeGreaterThanOrEqual(2);
    expect(page.data.every((u) => u.customerId.id === customerA.id.id)).toBe(true);
    expect(page.data.map((u) => u.email)).toEqual(
      expect.arrayContaining(['customer@fleetdeck.io', 'customerA@fleetdeck.io']),
    );
  });

  it('lists a tenant’s administrators for the system administrator', async () => {
    const fixture = await createTenantWithAdmin(server, sysadmin);
    const second = await sysadmin.users.save({
      email: uniqueEmail(),
      authority: 'TENANT_ADMIN',
      tenantId: fixture.tenant.id,
      firstName: null,
      lastName: null,
    });
    await fixture.admin.customers.save({ title: unique('C') }).then((c) => fixture.admin.users.save(customerUser(c)));
    const page = await sysadmin.users.tenantAdmins(fixture.tenant.id.id, { pageSize: 10, page: 0 });
    expect(page.data.map((u) => u.email).sort()).toEqual([fixture.email, second.email].sort());
    expect(page).toMatchObject({ totalElements: 2, totalPages: 1, hasNext: false });
  });

  it('answers the tenant administrators of an unknown tenant with 404', async () => {
    await expectError(
      sysadmin.users.tenantAdmins(MISSING_ID, { pageSize: 10, page: 0 }),
      404,
      32,
      `Tenant with id [${MISSING_ID}] is not found`,
    );
  });

  it('refuses the tenant-administrators list to a tenant administrator with 403', async () => {
    await expectPermissionDenied(tenant.users.tenantAdmins(customerA.tenantId.id, { pageSize: 10, page: 0 }));
  });

  it('lists a customer’s users for its tenant administrator', async () => {
    const customer = await tenant.customers.save({ title: unique('Listed') });
    const a = await tenant.users.save(customerUser(customer));
    const b = await tenant.users.save(customerUser(customer));
    const page = await tenant.users.customerUsers(customer.id.id, { pageSize: 10, page: 0 });
    expect(page.data.map((u) => u.email).sort()).toEqual([a.email, b.email].sort());
  });

  it('refuses another tenant’s customer users with 403, and customer users the list with 403', async () => {
    const other = await createTenantWithAdmin(server, sysadmin);
    await expectPermissionDenied(other.admin.users.customerUsers(customerA.id.id, { pageSize: 10, page: 0 }));
    const customer = await server.as('customerA');
    await expectPermissionDenied(customer.users.customerUsers(customerA.id.id, { pageSize: 10, page: 0 }));
  });

  it('refuses the system administrator the tenant user list with 403', async () => {
    await expectPermissionDenied(sysadmin.users.list({ pageSize: 10, page: 0 }));
  });
});

describe('signing in as another user', () => {
  it('says token access is enabled to administrators and refuses customer users', async () => {
    expect(await sysadmin.users.tokenAccessEnabled()).toBe(true);
    expect(await tenant.users.tokenAccessEnabled()).toBe(true);
    await expectPermissionDenied((await server.as('customerA')).users.tokenAccessEnabled());
  });

  it('gives the system administrator a working pair for a tenant administrator', async () => {
    const { adminUser, email } = await createTenantWithAdmin(server, sysadmin);
    const pair = await sysadmin.users.token(adminUser.id.id);
    expect(pair.scope).toBeNull();
    expect(decodeJwt(pair.token)).toMatchObject({ sub: email, scopes: ['TENANT_ADMIN'], userId: adminUser.id.id });
    expect((await raw(server, 'GET', '/api/auth/user', { token: pair.token })).json.email).toBe(email);
  });

  it('gives a tenant administrator a working pair for its customer’s user', async () => {
    const { user } = await createCustomerWithUser(server, tenant);
    const pair = await tenant.users.token(user.id.id);
    expect(decodeJwt(pair.token)).toMatchObject({
      sub: user.email,
      scopes: ['CUSTOMER_USER'],
      customerId: user.customerId.id,
    });
  });

  it('refuses the system administrator a customer user, and a tenant administrator another administrator, with 403', async () => {
    const { user } = await createCustomerWithUser(server, tenant);
    await expectPermissionDenied(sysadmin.users.token(user.id.id));
    const peer = await tenant.users.save({
      email: uniqueEmail(),
      authority: 'TENANT_ADMIN',
      firstName: null,
      lastName: null,
    });
    await expectPermissionDenied(tenant.users.token(peer.id.id));
  });

  it('refuses a tenant administrator another tenant’s user with 403', async () => {
    const other = await createTenantWithAdmin(server, sysadmin);
    const { user } = await createCustomerWithUser(server, other.admin);
    await expectPermissionDenied(tenant.users.token(user.id.id));
  });
});

describe('the activation link and credentials switch', () => {
  it('serves the activation link as plain text', async () => {
    const user = await tenant.users.save(customerUser(customerA));
    const response = await raw(server, 'GET', `/api/user/${user.id.id}/activationLink`, { token: tokenOf(tenant) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.text).toMatch(new RegExp(`^${server.url}/api/noauth/activate\\?activateToken=[A-Za-z0-9]{30}$`));
  });

  it('lets a tenant administrator disable and enable a customer user', async () => {
    const { user, email, password } = await createCustomerWithUser(server, tenant);
    await tenant.users.setCredentialsEnabled(user.id.id, false);
    await expectError(server.login(email, password), 401, 10, 'User account is not active');
    expect((await tenant.users.get(user.id.id)).additionalInfo?.userCredentialsEnabled).toBeUndefined();
    await tenant.users.setCredentialsEnabled(user.id.id, true);
    await server.login(email, password);
  });

  it('refuses the switch to customer users and across tenants with 403', async () => {
    const { user } = await createCustomerWithUser(server, tenant);
    await expectPermissionDenied((await server.as('customerA')).users.setCredentialsEnabled(user.id.id, false));
    const other = await createTenantWithAdmin(server, sysadmin);
    await expectPermissionDenied(other.admin.users.setCredentialsEnabled(user.id.id, false));
  });

  it('answers the activation mail for an unknown address with 404', async () => {
    await expectError(tenant.users.sendActivationMail(uniqueEmail('nobody')), 404, 32, "Requested item wasn't found!");
  });

  it('activates a user created by a tenant administrator', async () => {
    const user = await tenant.users.save(customerUser(customerA));
    const api = await activateUser(server, tenant, user.id.id, 'secret1');
    expect((await api.auth.currentUser()).email).toBe(user.email);
  });
});

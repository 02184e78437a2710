import type { Api } from '@fleetdeck/client';
import type { Dashboard, DashboardConfiguration, DashboardDraft } from '@fleetdeck/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryTestDatabase } from './support/database.js';
import {
  type CustomerUserFixture,
  createCustomerWithUser,
  createTenantWithAdmin,
  createTwoTenants,
  expectError,
  expectPermissionDenied,
  MISSING_ID,
  PAGE,
  raw,
  type TenantFixture,
  tokenOf,
  unique,
} from './support/fixtures.js';
import { useTestServer } from './support/suite.js';

const server = useTestServer();
let sysadmin: Api;
let tenantA: TenantFixture;
let tenantB: TenantFixture;
let customerA: CustomerUserFixture;
let customerB: CustomerUserFixture;

beforeAll(async () => {
  sysadmin = await server.as('sysadmin');
  [tenantA, tenantB] = await createTwoTenants(server, sysadmin);
  customerA = await createCustomerWithUser(server, tenantA.admin);
  customerB = await createCustomerWithUser(server, tenantA.admin);
});

const CONFIGURATION: DashboardConfiguration = {
  description: 'Plant overview',
  widgets: {},
  states: { default: { name: 'Plant', root: true, layouts: { main: { widgets: {}, gridSettings: { columns: 24 } } } } },
  entityAliases: {},
  filters: {},
  timewindow: { realtime: { timewindowMs: 60000 } },
  settings: { stateControllerId: 'entity' },
};

function newDashboard(api: Api, extra: Partial<DashboardDraft> = {}): Promise<Dashboard> {
  return api.dashboards.save({ title: unique('Dashboard'), ...extra });
}

async function dashboardCount(tenantId: string): Promise<number> {
  const rows = await queryTestDatabase<{ n: number | string }>(
    server.data,
    `SELECT count(*) AS n FROM dashboard WHERE tenant_id = '${tenantId}'`,
  );
  return Number(rows[0]?.n);
}

const DASHBOARD_KEYS = [
  'assignedCustomers',
  'configuration',
  'createdTime',
  'externalId',
  'id',
  'image',
  'mobileHide',
  'mobileOrder',
  'name',
  'tenantId',
  'title',
];

describe('saving a dashboard', () => {
  it('answers the Dashboard shape, with the configuration as saved and name = title', async () => {
    const title = unique('Shape dashboard');
    const response = await raw(server, 'POST', '/api/dashboard', {
      token: tokenOf(tenantA.admin),
      body: { title, configuration: CONFIGURATION, mobileOrder: 3, assignedCustomers: [{ bogus: true }] },
    });
    expect(response.status).toBe(200);
    expect(Object.keys(response.json).sort()).toEqual(DASHBOARD_KEYS);
    expect(response.json).toMatchObject({
      title,
      name: title,
      tenantId: tenantA.tenant.id,
      image: null,
      assignedCustomers: null,
      mobileHide: false,
      mobileOrder: 3,
      configuration: CONFIGURATION,
      externalId: null,
    });
    expect(response.json.id.entityType).toBe('DASHBOARD');
    expect(response.json.createdTime).toBeGreaterThan(Date.now() - 60_000);
    expect(await tenantA.admin.dashboards.get(response.json.id.id)).toEqual(response.json);
  });

  it('answers the DashboardInfo shape without the configuration', async () => {
    const saved = await newDashboard(tenantA.admin, { configuration: CONFIGURATION });
    const info = await raw(server, 'GET', `/api/dashboard/info/${saved.id.id}`, { token: tokenOf(tenantA.admin) });
    expect(Object.keys(info.json).sort()).toEqual(
      [
        'assignedCustomers',
        'createdTime',
        'id',
        'image',
        'mobileHide',
        'mobileOrder',
        'name',
        'tenantId',
        'title',
      ].sort(),
    );
    const { configuration: _configuration, externalId: _externalId, ...expected } = saved;
    expect(info.json).toEqual(expected);
  });

  it('requires a title and writes nothing without one', async () => {
    const before = await dashboardCount(tenantA.tenant.id.id);
    await expectError(tenantA.admin.dashboards.save({ title: ' ' }), 400, 31, 'Dashboard title should be specified!');
    await expectError(
      tenantA.admin.dashboards.save({ title: 'x'.repeat(256) }),
      400,
      31,
      'Validation error: length of title must be equal or less than 255',
    );
    expect(await dashboardCount(tenantA.tenant.id.id)).toBe(before);
  });

  it('refuses a customer list body that is not an array', async () => {
    const token = tokenOf(tenantA.admin);
    const saved = await tenantA.admin.dashboards.save({ title: 'Customer lists' });
    for (const body of [true, 42, 'text']) {
      const wrong = await raw(server, 'POST', `/api/dashboard/${saved.id.id}/customers/add`, { token, body });
      expect(wrong.status).toBe(400);
      expect(wrong.json).toMatchObject({ status: 400, errorCode: 31 });
    }
  });

  it('refuses malformed JSON, a configuration that is not an object and an oversized one, writing nothing', async () => {
    const token = tokenOf(tenantA.admin);
    const before = await dashboardCount(tenantA.tenant.id.id);
    const malformed = await raw(server, 'POST', '/api/dashboard', { token, body: '{"title":"Broken",' });
    expect(malformed.status).toBe(400);
    expect(malformed.json).toMatchObject({ status: 400, errorCode: 31 });
    expect(malformed.json.message).toMatch(/^JSON parse error: /);
    for (const configuration of ['text', 42, [1, 2]]) {
      const wrong = await raw(server, 'POST', '/api/dashboard', { token, body: { title: 'Wrong', configuration } });
      expect(wrong.status).toBe(400);
      expect(wrong.json).toMatchObject({
        status: 400,
        errorCode: 31,
        message: 'Validation error: configuration must be object',
      });
    }
    const huge = { title: 'Huge', configuration: { description: 'x'.repeat(10 * 1024 * 1024) } };
    const oversized = await raw(server, 'POST', '/api/dashboard', { token, body: huge });
    expect(oversized.status).toBe(400);
    expect(oversized.json).toMatchObject({
      status: 400,
      errorCode: 31,
      message: 'Dashboard configuration is too large: the limit is 10485760 bytes!',
    });
    const large = { title: unique('Large'), configuration: { description: 'x'.repeat(9 * 1024 * 1024) } };
    const stored = await raw(server, 'POST', '/api/dashboard', { token, body: large });
    expect(stored.status).toBe(200);
    await tenantA.admin.dashboards.delete(stored.json.id.id);
    expect(await dashboardCount(tenantA.tenant.id.id)).toBe(before);
  });

  it('answers a dashboard past the document body limit with the 400 of an oversized configuration, writing nothing', async () => {
    const token = tokenOf(tenantA.admin);
    const before = await dashboardCount(tenantA.tenant.id.id);
    const title = unique('Enormous');
    const enormous = { title, configuration: { description: 'x'.repeat(20 * 1024 * 1024) } };
    const answer = await raw(server, 'POST', '/api/dashboard', { token, body: enormous });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({
      status: 400,
      errorCode: 31,
      message: 'Dashboard configuration is too large: the limit is 10485760 bytes!',
    });
    expect(Object.keys(answer.json).sort()).toEqual(['errorCode', 'message', 'status', 'timestamp']);
    expect(await dashboardCount(tenantA.tenant.id.id)).toBe(before);
    // the connection was not cut: the next request is answered as usual
    const small = await raw(server, 'POST', '/api/dashboard', { token, body: { title: unique('Small') } });
    expect(small.status).toBe(200);
    await tenantA.admin.dashboards.delete(small.json.id.id);
  });

  it('checks the authority before the size of an oversized dashboard', async () => {
    const token = tokenOf(customerA.api);
    const enormous = { title: unique('Enormous'), configuration: { description: 'x'.repeat(20 * 1024 * 1024) } };
    const answer = await raw(server, 'POST', '/api/dashboard', { token, body: enormous });
    expect(answer.status).toBe(403);
    expect(answer.json).toMatchObject({ status: 403, errorCode: 20 });
  });

  it('updates a dashboard and keeps its customers', async () => {
    const saved = await newDashboard(tenantA.admin);
    await tenantA.admin.dashboards.assignToCustomer(customerA.customer.id.id, saved.id.id);
    const title = unique('Renamed');
    const updated = await tenantA.admin.dashboards.save({ ...saved, title, assignedCustomers: null, mobileHide: true });
    expect(updated).toMatchObject({ id: saved.id, title, name: title, mobileHide: true });
    expect(updated.assignedCustomers?.map((c) => c.customerId.id)).toEqual([customerA.customer.id.id]);
  });

  it('answers 404 for a missing dashboard and 403 for another tenant’s', async () => {
    await expectError(
      tenantA.admin.dashboards.get(MISSING_ID),
      404,
      32,
      `Dashboard with id [${MISSING_ID}] is not found`,
    );
    const other = await newDashboard(tenantB.admin);
    await expectPermissionDenied(tenantA.admin.dashboards.get(other.id.id));
    await expectPermissionDenied(tenantA.admin.dashboards.info(other.id.id));
    await expectPermissionDenied(tenantA.admin.dashboards.save({ ...other, title: 'Stolen' }));
    await expectPermissionDenied(tenantA.admin.dashboards.delete(other.id.id));
    expect((await tenantB.admin.dashboards.get(other.id.id)).title).toBe(other.title);
  });

  it('lets only tenant administrators save, and the system administrator read infos', async () => {
    await expectPermissionDenied(customerA.api.dashboards.save({ title: 'Mine' }));
    await expectPermissionDenied(sysadmin.dashboards.save({ title: 'System' }));
    const saved = await newDashboard(tenantA.admin);
    expect((await sysadmin.dashboards.info(saved.id.id)).title).toBe(saved.title);
  });
});

describe('the dashboard lists', () => {
  it('pages, searches and sorts the tenant’s dashboards by title', async () => {
    const prefix = unique('Listed');
    for (const name of ['b', 'a', 'c']) await newDashboard(tenantA.admin, { title: `${prefix} ${name}` });
    const search = { pageSize: 2, page: 0, textSearch: prefix.toUpperCase() };
    const first = await tenantA.admin.dashboards.tenantDashboards(search);
    expect(first).toMatchObject({ totalElements: 3, totalPages: 2, hasNext: true });
    expect(first.data.map((d) => d.title)).toEqual([`${prefix} b`, `${prefix} a`]);
    expect(first.data[0]).not.toHaveProperty('configuration');
    const sorted = await tenantA.admin.dashboards.tenantDashboards({
      ...search,
      pageSize: 10,
      sortOrder: { property: 'title', direction: 'DESC' },
    });
    expect(sorted.data.map((d) => d.title)).toEqual([`${prefix} c`, `${prefix} b`, `${prefix} a`]);
    expect(sorted.hasNext).toBe(false);
  });

  it('gives the mobile list without hidden dashboards, in mobile order first', async () => {
    const prefix = unique('Mobile');
    await newDashboard(tenantA.admin, { title: `${prefix} unordered` });
    await newDashboard(tenantA.admin, { title: `${prefix} hidden`, mobileHide: true });
    await newDashboard(tenantA.admin, { title: `${prefix} second`, mobileOrder: 2 });
    await newDashboard(tenantA.admin, { title: `${prefix} first`, mobileOrder: 1 });
    const mobile = await tenantA.admin.dashboards.tenantDashboards({ ...PAGE, textSearch: prefix }, { mobile: true });
    expect(mobile.data.map((d) => d.title.replace(`${prefix} `, ''))).toEqual(['first', 'second', 'unordered']);
    const all = await tenantA.admin.dashboards.tenantDashboards({ ...PAGE, textSearch: prefix });
    expect(all.data.map((d) => d.title.replace(`${prefix} `, ''))).toEqual(['unordered', 'hidden', 'second', 'first']);
    const token = tokenOf(tenantA.admin);
    const wrong = await raw(server, 'GET', '/api/tenant/dashboards?pageSize=5&page=0&mobile=perhaps', { token });
    expect(wrong.json).toMatchObject({ status: 400, errorCode: 31 });
    expect(wrong.json.message).toMatch(/Invalid boolean value \[perhaps\]$/);
  });

  it('answers the paging errors of the contract', async () => {
    const token = tokenOf(tenantA.admin);
    const missing = await raw(server, 'GET', '/api/tenant/dashboards?page=0', { token });
    expect(missing.json).toMatchObject({
      status: 400,
      message: "Required request parameter 'pageSize' for method parameter type int is not present",
    });
    const order = await raw(server, 'GET', '/api/tenant/dashboards?pageSize=5&page=0&sortOrder=UP', { token });
    expect(order.json.message).toBe("Unsupported sort order 'UP'! Only 'ASC' or 'DESC' types are allowed.");
  });

  it('gives the system administrator any tenant’s dashboards, and tenants never another’s', async () => {
    const saved = await newDashboard(tenantB.admin);
    const page = await sysadmin.dashboards.tenantDashboardsOf(tenantB.tenant.id.id, PAGE);
    expect(page.data.map((d) => d.id.id)).toContain(saved.id.id);
    expect(page.data.every((d) => d.tenantId.id === tenantB.tenant.id.id)).toBe(true);
    await expectError(
      sysadmin.dashboards.tenantDashboardsOf(MISSING_ID, PAGE),
      404,
      32,
      `Tenant with id [${MISSING_ID}] is not found`,
    );
    await expectPermissionDenied(tenantA.admin.dashboards.tenantDashboardsOf(tenantB.tenant.id.id, PAGE));
    const own = await tenantA.admin.dashboards.tenantDashboards(PAGE);
    expect(own.data.some((d) => d.id.id === saved.id.id)).toBe(false);
  });
});

describe('assigning dashboards to customers', () => {
  it('assigns to and unassigns from one customer, answering the Dashboard', async () => {
    const saved = await newDashboard(tenantA.admin);
    const assigned = await tenantA.admin.dashboards.assignToCustomer(customerA.customer.id.id, saved.id.id);
    expect(assigned.assignedCustomers).toEqual([
      { customerId: customerA.customer.id, title: customerA.customer.title, public: false },
    ]);
    const twice = await tenantA.admin.dashboards.assignToCustomer(customerA.customer.id.id, saved.id.id);
    expect(twice.assignedCustomers).toHaveLength(1);
    // The platform keeps a Contains relation from the customer beside each assignment.
    const relations = () => tenantA.admin.relations.to(saved.id, { relationTypeGroup: 'DASHBOARD' });
    expect(await relations()).toEqual([
      { from: customerA.customer.id, to: saved.id, type: 'Contains', typeGroup: 'DASHBOARD', additionalInfo: null },
    ]);
    const unassigned = await tenantA.admin.dashboards.unassignFromCustomer(customerA.customer.id.id, saved.id.id);
    expect(unassigned.assignedCustomers).toBeNull();
    expect(await relations()).toEqual([]);
  });

  it('replaces, adds and removes customers from a list of ids', async () => {
    const saved = await newDashboard(tenantA.admin);
    const [a, b] = [customerA.customer.id.id, customerB.customer.id.id];
    const ids = (d: Dashboard) => (d.assignedCustomers ?? []).map((c) => c.customerId.id).sort();
    expect(ids(await tenantA.admin.dashboards.updateCustomers(saved.id.id, [a, b]))).toEqual([a, b].sort());
    expect(ids(await tenantA.admin.dashboards.updateCustomers(saved.id.id, [b]))).toEqual([b]);
    expect(ids(await tenantA.admin.dashboards.addCustomers(saved.id.id, [a]))).toEqual([a, b].sort());
    expect(ids(await tenantA.admin.dashboards.removeCustomers(saved.id.id, [b, MISSING_ID]))).toEqual([a]);
    await expectError(
      tenantA.admin.dashboards.addCustomers(saved.id.id, ['nope']),
      400,
      31,
      'Invalid UUID string: nope',
    );
  });

  it('refuses customers of other tenants and missing ones, changing nothing', async () => {
    const saved = await newDashboard(tenantA.admin);
    const foreign = await tenantB.admin.customers.save({ title: unique('Foreign') });
    await expectPermissionDenied(tenantA.admin.dashboards.assignToCustomer(foreign.id.id, saved.id.id));
    await expectPermissionDenied(tenantA.admin.dashboards.addCustomers(saved.id.id, [foreign.id.id]));
    await expectError(
      tenantA.admin.dashboards.assignToCustomer(MISSING_ID, saved.id.id),
      404,
      32,
      `Customer with id [${MISSING_ID}] is not found`,
    );
    expect((await tenantA.admin.dashboards.get(saved.id.id)).assignedCustomers).toBeNull();
  });

  it('shows a customer user only the dashboards assigned to its customer', async () => {
    const mine = await newDashboard(tenantA.admin);
    const theirs = await newDashboard(tenantA.admin);
    await tenantA.admin.dashboards.assignToCustomer(customerA.customer.id.id, mine.id.id);
    await tenantA.admin.dashboards.assignToCustomer(customerB.customer.id.id, theirs.id.id);
    const list = await customerA.api.dashboards.customerDashboards(customerA.customer.id.id, PAGE);
    expect(list.data.map((d) => d.id.id)).toContain(mine.id.id);
    expect(list.data.map((d) => d.id.id)).not.toContain(theirs.id.id);
    expect((await customerA.api.dashboards.get(mine.id.id)).title).toBe(mine.title);
    await expectPermissionDenied(customerA.api.dashboards.get(theirs.id.id));
    await expectPermissionDenied(customerA.api.dashboards.info(theirs.id.id));
    await expectPermissionDenied(customerA.api.dashboards.customerDashboards(customerB.customer.id.id, PAGE));
    await expectPermissionDenied(customerA.api.dashboards.tenantDashboards(PAGE));
    const byTenant = await tenantA.admin.dashboards.customerDashboards(customerB.customer.id.id, PAGE);
    expect(byTenant.data.map((d) => d.id.id)).toEqual([theirs.id.id]);
  });

  it('takes a deleted customer off the dashboards assigned to it', async () => {
    const gone = await createCustomerWithUser(server, tenantA.admin);
    const saved = await newDashboard(tenantA.admin);
    await tenantA.admin.dashboards.updateCustomers(saved.id.id, [gone.customer.id.id, customerA.customer.id.id]);
    await tenantA.admin.customers.delete(gone.customer.id.id);
    const after = await tenantA.admin.dashboards.get(saved.id.id);
    expect(after.assignedCustomers?.map((c) => c.customerId.id)).toEqual([customerA.customer.id.id]);
  });
});

describe('dashboards in the entity data query', () => {
  it('finds the tenant’s dashboards by title, and a customer user only those assigned to its customer', async () => {
    const prefix = unique('Queried');
    const shown = await newDashboard(tenantA.admin, { title: `${prefix} shown` });
    await newDashboard(tenantA.admin, { title: `${prefix} other` });
    await tenantA.admin.dashboards.assignToCustomer(customerA.customer.id.id, shown.id.id);
    const titleKey = { type: 'ENTITY_FIELD' as const, key: 'title' };
    const find = async (api: Api) => {
      const page = await api.entityQuery.find({
        entityFilter: { type: 'entityName', entityType: 'DASHBOARD', entityNameFilter: prefix },
        pageLink: { pageSize: 10, page: 0, sortOrder: { key: titleKey, direction: 'ASC' } },
        entityFields: [titleKey, { type: 'ENTITY_FIELD', key: 'name' }],
      });
      return page.data.map((d) => d.latest?.ENTITY_FIELD?.name?.value?.replace(`${prefix} `, ''));
    };
    expect(await find(tenantA.admin)).toEqual(['other', 'shown']);
    expect(await find(customerA.api)).toEqual(['shown']);
    expect(await find(customerB.api)).toEqual([]);
    expect(await find(tenantB.admin)).toEqual([]);
  });
});

describe('public dashboards', () => {
  it('are readable through the public customer’s sign-in until made private again', async () => {
    const saved = await newDashboard(tenantA.admin, { configuration: CONFIGURATION });
    const made = await tenantA.admin.dashboards.makePublic(saved.id.id);
    const publicInfo = made.assignedCustomers?.find((c) => c.public);
    expect(publicInfo).toMatchObject({ title: 'Public', public: true });
    const publicId = publicInfo?.customerId.id as string;
    expect(await tenantA.admin.customers.get(publicId)).toMatchObject({ additionalInfo: { isPublic: true } });
    // A second dashboard reuses the tenant's one public customer.
    const other = await tenantA.admin.dashboards.makePublic((await newDashboard(tenantA.admin)).id.id);
    expect(other.assignedCustomers?.[0]?.customerId.id).toBe(publicId);

    const visitor = server.anonymous();
    await visitor.auth.loginPublic(publicId);
    expect((await visitor.dashboards.get(saved.id.id)).configuration).toEqual(CONFIGURATION);
    const privateAgain = await tenantA.admin.dashboards.makePrivate(saved.id.id);
    expect(privateAgain.assignedCustomers).toBeNull();
    await expectPermissionDenied(visitor.dashboards.get(saved.id.id));
  });

  it('cannot be made of another tenant’s dashboard', async () => {
    const other = await newDashboard(tenantB.admin);
    await expectPermissionDenied(tenantA.admin.dashboards.makePublic(other.id.id));
  });
});

describe('the home dashboard', () => {
  it('is empty for the system administrator and for a tenant without one', async () => {
    const fresh = await createTenantWithAdmin(server, sysadmin);
    for (const api of [sysadmin, fresh.admin]) {
      const response = await raw(server, 'GET', '/api/dashboard/home', { token: tokenOf(api) });
      expect(response.status).toBe(200);
      expect(response.text).toBe('');
      expect((await raw(server, 'GET', '/api/dashboard/home/info', { token: tokenOf(api) })).text).toBe('');
    }
    expect(await fresh.admin.dashboards.tenantHomeInfo()).toEqual({ dashboardId: null, hideDashboardToolbar: true });
  });

  it('resolves the user’s, then the customer’s, then the tenant’s choice', async () => {
    const tenant = await createTenantWithAdmin(server, sysadmin);
    const customer = await createCustomerWithUser(server, tenant.admin);
    const [tenantHome, customerHome, userHome] = await Promise.all([
      newDashboard(tenant.admin),
      newDashboard(tenant.admin),
      newDashboard(tenant.admin),
    ]);
    await tenant.admin.dashboards.setTenantHomeInfo({ dashboardId: tenantHome.id, hideDashboardToolbar: false });
    expect(await tenant.admin.dashboards.tenantHomeInfo()).toEqual({
      dashboardId: tenantHome.id,
      hideDashboardToolbar: false,
    });
    const home = await tenant.admin.dashboards.home();
    expect(home).toMatchObject({ id: tenantHome.id, title: tenantHome.title, hideDashboardToolbar: false });
    expect(Object.keys(home ?? {}).sort()).toEqual([...DASHBOARD_KEYS, 'hideDashboardToolbar'].sort());

    // The tenant's dashboard is not assigned to the customer, so the customer user has none.
    expect(await customer.api.dashboards.homeInfo()).toBeNull();
    await tenant.admin.dashboards.assignToCustomer(customer.customer.id.id, tenantHome.id.id);
    expect(await customer.api.dashboards.homeInfo()).toEqual({
      dashboardId: tenantHome.id,
      hideDashboardToolbar: false,
    });

    await tenant.admin.dashboards.updateCustomers(customerHome.id.id, [customer.customer.id.id]);
    await tenant.admin.customers.save({
      ...customer.customer,
      additionalInfo: { homeDashboardId: customerHome.id.id },
    });
    expect(await customer.api.dashboards.homeInfo()).toEqual({
      dashboardId: customerHome.id,
      hideDashboardToolbar: true,
    });

    await tenant.admin.dashboards.updateCustomers(userHome.id.id, [customer.customer.id.id]);
    await tenant.admin.users.save({
      ...customer.user,
      additionalInfo: { homeDashboardId: userHome.id.id, homeDashboardHideToolbar: false },
    });
    expect((await customer.api.dashboards.home())?.id).toEqual(userHome.id);

    await tenant.admin.dashboards.setTenantHomeInfo({ dashboardId: null, hideDashboardToolbar: false });
    expect(await tenant.admin.dashboards.tenantHomeInfo()).toEqual({ dashboardId: null, hideDashboardToolbar: true });
    expect(await tenant.admin.dashboards.home()).toBeNull();
  });

  it('refuses another tenant’s dashboard as the tenant’s home', async () => {
    const other = await newDashboard(tenantB.admin);
    await expectPermissionDenied(
      tenantA.admin.dashboards.setTenantHomeInfo({ dashboardId: other.id, hideDashboardToolbar: true }),
    );
  });
});

describe('deleting dashboards', () => {
  it('deletes a dashboard with its assignments', async () => {
    const saved = await newDashboard(tenantA.admin);
    await tenantA.admin.dashboards.assignToCustomer(customerA.customer.id.id, saved.id.id);
    const response = await raw(server, 'DELETE', `/api/dashboard/${saved.id.id}`, { token: tokenOf(tenantA.admin) });
    expect(response.status).toBe(200);
    expect(response.text).toBe('');
    await expectError(
      tenantA.admin.dashboards.get(saved.id.id),
      404,
      32,
      `Dashboard with id [${saved.id.id}] is not found`,
    );
    const left = await queryTestDatabase<{ n: number | string }>(
      server.data,
      `SELECT count(*) AS n FROM dashboard_customer WHERE dashboard_id = '${saved.id.id}'`,
    );
    expect(Number(left[0]?.n)).toBe(0);
  });

  it('refuses to delete the default dashboard of a device profile', async () => {
    const saved = await newDashboard(tenantA.admin);
    await tenantA.admin.deviceProfiles.save({
      name: unique('Profile'),
      transportType: 'DEFAULT',
      defaultDashboardId: saved.id,
    });
    await expectError(
      tenantA.admin.dashboards.delete(saved.id.id),
      400,
      31,
      'The dashboard referenced by the device profiles cannot be deleted!',
    );
    expect((await tenantA.admin.dashboards.get(saved.id.id)).id).toEqual(saved.id);
  });

  it('goes with its tenant', async () => {
    const doomed = await createTenantWithAdmin(server, sysadmin);
    const customer = await createCustomerWithUser(server, doomed.admin);
    const saved = await newDashboard(doomed.admin);
    await doomed.admin.dashboards.assignToCustomer(customer.customer.id.id, saved.id.id);
    await doomed.admin.dashboards.makePublic(saved.id.id);
    await sysadmin.tenants.delete(doomed.tenant.id.id);
    expect(await dashboardCount(doomed.tenant.id.id)).toBe(0);
    const assignments = await queryTestDatabase<{ n: number | string }>(
      server.data,
      `SELECT count(*) AS n FROM dashboard_customer WHERE tenant_id = '${doomed.tenant.id.id}'`,
    );
    expect(Number(assignments[0]?.n)).toBe(0);
  });
});

describe('dashboards on edges', () => {
  it('assigns, lists and unassigns a dashboard like the other edge entities', async () => {
    const edge = await tenantA.admin.edges.save({ name: unique('Edge'), type: 'default' });
    const saved = await newDashboard(tenantA.admin);
    expect((await tenantA.admin.dashboards.assignToEdge(edge.id.id, saved.id.id)).id).toEqual(saved.id);
    const listed = await tenantA.admin.dashboards.edgeDashboards(edge.id.id, PAGE);
    expect(listed.data.map((d) => d.id.id)).toEqual([saved.id.id]);
    await tenantA.admin.dashboards.unassignFromEdge(edge.id.id, saved.id.id);
    expect((await tenantA.admin.dashboards.edgeDashboards(edge.id.id, PAGE)).totalElements).toBe(0);
    const foreignEdge = await tenantB.admin.edges.save({ name: unique('Edge'), type: 'default' });
    await expectPermissionDenied(tenantA.admin.dashboards.assignToEdge(foreignEdge.id.id, saved.id.id));
  });
});

describe('dashboard runtime figures', () => {
  it('answers the server time and the data point limit to every user', async () => {
    for (const api of [sysadmin, tenantA.admin, customerA.api]) {
      const time = await api.dashboards.serverTime();
      expect(Math.abs(time - Date.now())).toBeLessThan(60_000);
      expect(await api.dashboards.maxDatapointsLimit()).toBe(50000);
    }
  });
});

describe('the demo dashboards', () => {
  it('are installed for the demo tenant and assigned to no customer', async () => {
    const tenant = await server.as('tenant');
    const page = await tenant.dashboards.tenantDashboards({
      ...PAGE,
      sortOrder: { property: 'title', direction: 'ASC' },
    });
    expect(page.data.map((d) => d.title)).toEqual([
      'Firmware',
      'Gateways',
      'Rule Engine Statistics',
      'Software',
      'Thermostats',
    ]);
    expect(page.data.every((d) => d.assignedCustomers === null)).toBe(true);
    const customer = await server.as('customerA');
    const me = await customer.auth.currentUser();
    expect((await customer.dashboards.customerDashboards(me.customerId.id, PAGE)).totalElements).toBe(0);
  });

  it('point the Thermostats dashboard at the demo thermostats T1 and T2', async () => {
    const tenant = await server.as('tenant');
    const page = await tenant.dashboards.tenantDashboards({ ...PAGE, textSearch: 'Thermostats' });
    const thermostats = await tenant.dashboards.get(page.data[0]?.id.id as string);
    const alias = Object.values(thermostats.configuration.entityAliases).find((a) => a.alias === 'Thermostats');
    expect(alias?.filter).toMatchObject({ type: 'deviceType', deviceType: 'thermostat' });
    const found = await tenant.entityQuery.find({
      entityFilter: alias?.filter as never,
      pageLink: { pageSize: 10, page: 0, sortOrder: { key: { type: 'ENTITY_FIELD', key: 'name' }, direction: 'ASC' } },
      entityFields: [{ type: 'ENTITY_FIELD', key: 'name' }],
    });
    expect(found.data.map((d) => d.latest?.ENTITY_FIELD?.name?.value)).toEqual(['Thermostat T1', 'Thermostat T2']);
  });
});

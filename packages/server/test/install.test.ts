import { decodeJwt } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { queryTestDatabase } from './support/database.js';
import { createTenantWithAdmin, expectError, PAGE, raw, tokenOf, unique } from './support/fixtures.js';
import { ACCOUNTS, removeTestData, startTestServer, type TestData, type TestServer } from './support/server.js';
import { useTestServer } from './support/suite.js';

interface Counts {
  queues: string[];
  tenantProfiles: number;
  users: number;
  tenants: number;
  customers: number;
  devices: number;
  deviceProfiles: number;
  ruleChains: number;
  adminSettings: string[];
  widgetsBundles: number;
  widgetTypes: number;
  dashboards: string[];
}

/** What the install writes, counted in storage: some of it (queues, devices) has no API in this issue. */
async function counts(data: TestData): Promise<Counts> {
  const count = async (table: string) =>
    Number((await queryTestDatabase<{ n: number | string }>(data, `SELECT count(*) AS n FROM ${table}`))[0]?.n);
  return {
    queues: (await queryTestDatabase<{ name: string }>(data, 'SELECT name FROM queue ORDER BY name')).map(
      (row) => row.name,
    ),
    tenantProfiles: await count('tenant_profile'),
    users: await count('tb_user'),
    tenants: await count('tenant'),
    customers: await count('customer'),
    devices: await count('device'),
    deviceProfiles: await count('device_profile'),
    ruleChains: await count('rule_chain'),
    adminSettings: (await queryTestDatabase<{ key: string }>(data, 'SELECT key FROM admin_settings ORDER BY key')).map(
      (row) => row.key,
    ),
    widgetsBundles: await count('widgets_bundle'),
    widgetTypes: await count('widget_type'),
    dashboards: (await queryTestDatabase<{ title: string }>(data, 'SELECT title FROM dashboard ORDER BY title')).map(
      (row) => row.title,
    ),
  };
}

describe('a first start with demo data', () => {
  const server = useTestServer();

  it('installs the system queues, tenant profiles and settings', async () => {
    const installed = await counts(server.data);
    expect(installed.queues).toEqual(['HighPriority', 'Main', 'SequentialByOriginator']);
    expect(installed.tenantProfiles).toBe(2);
    expect(installed.adminSettings).toEqual(expect.arrayContaining(['general', 'mail']));
  });

  it('installs the demo tenant with region Global and its administrator', async () => {
    const sysadmin = await server.login(...ACCOUNTS.sysadmin);
    const tenants = await sysadmin.tenants.list(PAGE);
    expect(tenants.data.map((t) => t.title)).toEqual(['Tenant']);
    expect(tenants.data[0]?.region).toBe('Global');
    const admins = await sysadmin.users.tenantAdmins(tenants.data[0]?.id.id as string, PAGE);
    expect(admins.data.map((u) => u.email)).toEqual(['tenant@fleetdeck.io']);
  });

  it('installs customers A, B and C with their users, all able to sign in', async () => {
    const tenant = await server.login(...ACCOUNTS.tenant);
    const customers = await tenant.customers.list({ ...PAGE, sortOrder: { property: 'title', direction: 'ASC' } });
    expect(customers.data.map((c) => c.title)).toEqual(['Customer A', 'Customer B', 'Customer C']);
    const usersOf = async (title: string) => {
      const customer = customers.data.find((c) => c.title === title);
      const page = await tenant.users.customerUsers(customer?.id.id as string, PAGE);
      return page.data.map((u) => u.email).sort();
    };
    expect(await usersOf('Customer A')).toEqual(['customer@fleetdeck.io', 'customerA@fleetdeck.io']);
    expect(await usersOf('Customer B')).toEqual(['customerB@fleetdeck.io']);
    expect(await usersOf('Customer C')).toEqual(['customerC@fleetdeck.io']);
    for (const [email, password] of [ACCOUNTS.customer, ACCOUNTS.customerA, ACCOUNTS.customerB, ACCOUNTS.customerC]) {
      expect((await (await server.login(email, password)).auth.currentUser()).authority).toBe('CUSTOMER_USER');
    }
  });

  it('installs the demo devices, the two device profiles and the rule chains as records', async () => {
    const installed = await counts(server.data);
    expect(installed.devices).toBe(9);
    const profiles = await queryTestDatabase<{ name: string }>(
      server.data,
      'SELECT name FROM device_profile ORDER BY name',
    );
    expect(profiles.map((p) => p.name)).toEqual(['default', 'thermostat']);
    const chains = await queryTestDatabase<{ name: string }>(server.data, 'SELECT name FROM rule_chain ORDER BY name');
    expect(chains.map((c) => c.name)).toEqual(['Edge Root Rule Chain', 'Root Rule Chain', 'Thermostat']);
  });

  it('installs the 14 system widgets bundles with their 97 widget types and the five demo dashboards', async () => {
    const installed = await counts(server.data);
    expect(installed).toMatchObject({ widgetsBundles: 14, widgetTypes: 97 });
    expect(installed.dashboards).toEqual(['Firmware', 'Gateways', 'Rule Engine Statistics', 'Software', 'Thermostats']);
  });
});

describe('a first start with LOAD_DEMO=false', () => {
  const server = useTestServer({ LOAD_DEMO: 'false' });

  it('installs the system administrator and system data only', async () => {
    const sysadmin = await server.login(...ACCOUNTS.sysadmin);
    expect((await sysadmin.tenants.list(PAGE)).totalElements).toBe(0);
    const profiles = await sysadmin.tenantProfiles.list({ ...PAGE, sortOrder: { property: 'name', direction: 'ASC' } });
    expect(profiles.data.map((p) => [p.name, p.default, p.isolatedTbRuleEngine])).toEqual([
      ['Default', true, false],
      ['Isolated TB Rule Engine', false, true],
    ]);
    expect((await sysadmin.admin.settings('general')).jsonValue).toEqual({
      baseUrl: 'http://localhost:8080',
      prohibitDifferentUrl: false,
    });
    expect((await sysadmin.admin.settings('mail')).key).toBe('mail');
    const installed = await counts(server.data);
    expect(installed).toMatchObject({
      users: 1,
      tenants: 0,
      customers: 0,
      devices: 0,
      deviceProfiles: 0,
      ruleChains: 0,
      tenantProfiles: 2,
      widgetsBundles: 14,
      widgetTypes: 97,
      dashboards: [],
    });
    expect(installed.queues).toEqual(['HighPriority', 'Main', 'SequentialByOriginator']);
  });

  it('has no demo accounts', async () => {
    await expectError(server.login(...ACCOUNTS.tenant), 401, 10, 'Invalid username or password');
    await expectError(server.login(...ACCOUNTS.customerA), 401, 10, 'Invalid username or password');
  });
});

describe('a first start without PASSWORD_HASH_ROUNDS', () => {
  const server = useTestServer({ LOAD_DEMO: 'false', PASSWORD_HASH_ROUNDS: '' });

  it("hashes the installed and the newly set passwords with bcrypt's default cost of 10", async () => {
    const sysadmin = await server.login(...ACCOUNTS.sysadmin);
    // Activating the new administrator sets a password and signs in with it.
    await createTenantWithAdmin(server, sysadmin);
    const hashes = await queryTestDatabase<{ password: string }>(server.data, 'SELECT password FROM user_credentials');
    expect(hashes).toHaveLength(2);
    for (const { password } of hashes) expect(password).toMatch(/^\$2[aby]\$10\$/);
  });
});

// Each test starts a server twice, once with a first-start install.
describe('a restart on the same data', { timeout: 90_000 }, () => {
  let first: TestServer | undefined;
  let second: TestServer | undefined;
  let kept: TestData | undefined;

  afterAll(async () => {
    await second?.stop({ keepData: true });
    await first?.stop({ keepData: true }).catch(() => undefined);
    if (kept) await removeTestData(kept);
  });

  it('keeps everything, installs nothing twice, and keeps accepting the tokens it issued', async () => {
    first = await startTestServer({}, { firstStart: true });
    kept = first.data;
    const tenant = await first.login(...ACCOUNTS.tenant);
    const title = unique('Survives restart');
    const customer = await tenant.customers.save({ title });
    const token = tokenOf(tenant);
    const before = await counts(kept);
    await first.stop({ keepData: true });
    first = undefined;

    second = await startTestServer({}, { data: kept });
    expect(await counts(kept)).toEqual(before);
    // The signing key belongs to the installation, so a token survives a restart.
    const me = await raw(second, 'GET', '/api/auth/user', { token });
    expect(me.status).toBe(200);
    expect(me.json.email).toBe('tenant@fleetdeck.io');
    expect(decodeJwt(token).iss).toBe('thingsboard.io');
    const again = await second.login(...ACCOUNTS.tenant);
    expect(await again.customers.get(customer.id.id)).toEqual(customer);
    const titles = (await again.customers.list(PAGE)).data.map((c) => c.title);
    expect(titles.filter((t) => t === 'Customer A')).toHaveLength(1);
    expect(titles).toContain(title);
  });

  it('does not install the demo data later when it was left out at first', async () => {
    const noDemo = await startTestServer({ LOAD_DEMO: 'false' });
    const data = noDemo.data;
    try {
      await noDemo.stop({ keepData: true });
      const restarted = await startTestServer({ LOAD_DEMO: 'false' }, { data });
      try {
        expect(await counts(data)).toMatchObject({
          users: 1,
          tenants: 0,
          tenantProfiles: 2,
          queues: ['HighPriority', 'Main', 'SequentialByOriginator'],
          widgetTypes: 97,
          dashboards: [],
        });
        await restarted.login(...ACCOUNTS.sysadmin);
      } finally {
        await restarted.stop({ keepData: true });
      }
    } finally {
      await removeTestData(data);
    }
  });
});

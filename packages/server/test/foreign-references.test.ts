import type { Customer, Dashboard, DeviceProfile, EntityId, OtaPackageInfo } from '@fleetdeck/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDevice } from './support/devices.js';
import { createTenantWithAdmin, raw, type TenantFixture, tokenOf, unique, uniqueEmail } from './support/fixtures.js';
import { useTestServer } from './support/suite.js';

const server = useTestServer();
let own: TenantFixture;
let token: string;
/** What the other tenant owns, which the first tenant's saves must not reference. */
let foreign: {
  customer: Customer;
  dashboard: Dashboard;
  profile: DeviceProfile;
  firmware: OtaPackageInfo;
  ruleChainId: EntityId;
};

beforeAll(async () => {
  const sysadmin = await server.as('sysadmin');
  const other = await createTenantWithAdmin(server, sysadmin);
  own = await createTenantWithAdmin(server, sysadmin);
  token = tokenOf(own.admin);
  const profile = await other.admin.deviceProfiles.save({ name: unique('Foreign profile'), transportType: 'DEFAULT' });
  const chains = await raw(server, 'GET', '/api/ruleChains?pageSize=1&page=0', { token: tokenOf(other.admin) });
  foreign = {
    customer: await other.admin.customers.save({ title: unique('Foreign customer') }),
    dashboard: await other.admin.dashboards.save({ title: unique('Foreign dashboard') }),
    profile,
    firmware: await other.admin.otaPackages.saveInfo({
      title: unique('Foreign firmware'),
      version: '1.0',
      type: 'FIRMWARE',
      deviceProfileId: profile.id,
      usesUrl: true,
      url: 'https://example.com/fw.bin',
    }),
    ruleChainId: chains.json.data[0].id,
  };
});

/** How many of the tenant's records a list finds by the given search text. */
async function found(list: string, search: string): Promise<number> {
  const answer = await raw(server, 'GET', `${list}?pageSize=100&page=0&textSearch=${encodeURIComponent(search)}`, {
    token,
  });
  expect(answer.status, list).toBe(200);
  return answer.json.totalElements;
}

async function expectRefused(path: string, body: Record<string, unknown>, message: string): Promise<void> {
  const answer = await raw(server, 'POST', path, { token, body });
  expect(answer.status, path).toBe(400);
  expect(answer.json).toEqual({ status: 400, errorCode: 31, message, timestamp: expect.any(String) });
}

describe('saving with a reference to another tenant', () => {
  it('refuses an entity view for another tenant’s customer, and stores nothing', async () => {
    const { device } = await createDevice(own.admin);
    const name = unique('Foreign view');
    await expectRefused(
      '/api/entityView',
      { name, type: 't', entityId: device.id, customerId: foreign.customer.id },
      "Can't assign entity view to customer from different tenant!",
    );
    expect(await found('/api/tenant/entityViews', name)).toBe(0);
  });

  it('refuses an edge for another tenant’s customer, and stores nothing', async () => {
    const name = unique('Foreign edge');
    await expectRefused(
      '/api/edge',
      { name, type: 't', customerId: foreign.customer.id },
      "Can't assign edge to customer from different tenant!",
    );
    expect(await found('/api/tenant/edges', name)).toBe(0);
  });

  it('refuses a customer user of another tenant’s customer, and stores nothing', async () => {
    const email = uniqueEmail('foreign');
    await expectRefused(
      '/api/user?sendActivationMail=false',
      { email, authority: 'CUSTOMER_USER', customerId: foreign.customer.id },
      "User can't be assigned to customer from different tenant!",
    );
    expect(await found('/api/users', email)).toBe(0);
  });

  it('refuses a device of another tenant’s device profile or firmware, and stores nothing', async () => {
    const name = unique('Foreign profile device');
    await expectRefused(
      '/api/device',
      { name, deviceProfileId: foreign.profile.id },
      'Device can`t be referencing to device profile from different tenant!',
    );
    await expectRefused(
      '/api/device',
      { name, firmwareId: foreign.firmware.id },
      "Can't assign non-existent firmware!",
    );
    expect(await found('/api/tenant/devices', name)).toBe(0);
  });

  it('refuses a device profile with another tenant’s dashboard, rule chain or firmware, and stores nothing', async () => {
    const name = unique('Foreign references profile');
    await expectRefused(
      '/api/deviceProfile',
      { name, transportType: 'DEFAULT', defaultDashboardId: foreign.dashboard.id },
      "Can't assign dashboard from different tenant!",
    );
    await expectRefused(
      '/api/deviceProfile',
      { name, transportType: 'DEFAULT', defaultRuleChainId: foreign.ruleChainId },
      "Can't assign rule chain from different tenant!",
    );
    await expectRefused(
      '/api/deviceProfile',
      { name, transportType: 'DEFAULT', softwareId: foreign.firmware.id },
      "Can't assign non-existent software!",
    );
    expect(await found('/api/deviceProfiles', name)).toBe(0);
  });

  it('refuses a device profile with a dashboard that does not exist', async () => {
    await expectRefused(
      '/api/deviceProfile',
      {
        name: unique('Missing dashboard profile'),
        transportType: 'DEFAULT',
        defaultDashboardId: { entityType: 'DASHBOARD', id: 'c0ffee00-1dd2-11b2-8080-808080808080' },
      },
      "Can't assign non-existent dashboard!",
    );
  });

  it('keeps a device profile’s own dashboard', async () => {
    const dashboard = await own.admin.dashboards.save({ title: unique('Own dashboard') });
    const answer = await raw(server, 'POST', '/api/deviceProfile', {
      token,
      body: { name: unique('Own dashboard profile'), transportType: 'DEFAULT', defaultDashboardId: dashboard.id },
    });
    expect(answer.status).toBe(200);
    expect(answer.json.defaultDashboardId).toEqual(dashboard.id);
  });

  it('refuses an OTA package for another tenant’s device profile, and stores nothing', async () => {
    const title = unique('Foreign profile firmware');
    await expectRefused(
      '/api/otaPackage',
      {
        title,
        version: '1',
        type: 'FIRMWARE',
        deviceProfileId: foreign.profile.id,
        usesUrl: true,
        url: 'https://example.com/a',
      },
      'OtaPackage is referencing to non-existent device profile!',
    );
    expect(await found('/api/otaPackages', title)).toBe(0);
  });
});

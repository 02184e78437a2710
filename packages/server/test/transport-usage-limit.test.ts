import type { TenantProfile } from '@fleetdeck/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { closed, connectWithToken, createDevice, deviceHttp, disconnect, publish } from './support/devices.js';
import { activateUser, type TenantFixture, unique, uniqueEmail } from './support/fixtures.js';
import { useTestServer } from './support/suite.js';

const server = useTestServer();

/** A new tenant, with an active administrator, whose profile has these monthly transport limits. */
async function tenantAllowing(limits: {
  maxTransportMessages?: number;
  maxTransportDataPoints?: number;
}): Promise<Pick<TenantFixture, 'admin'>> {
  const sysadmin = await server.as('sysadmin');
  const profile = await sysadmin.tenantProfiles.save({
    name: unique('Transport limits'),
    profileData: { configuration: { type: 'DEFAULT', ...limits } } as TenantProfile['profileData'],
  });
  const tenant = await sysadmin.tenants.save({ title: unique('Tenant'), tenantProfileId: profile.id });
  const adminUser = await sysadmin.users.save({
    email: uniqueEmail('admin'),
    authority: 'TENANT_ADMIN',
    tenantId: tenant.id,
    firstName: null,
    lastName: null,
  });
  return { admin: await activateUser(server, sysadmin, adminUser.id.id, 'secret1') };
}

let limited: Pick<TenantFixture, 'admin'>;

beforeAll(async () => {
  limited = await tenantAllowing({ maxTransportMessages: 10 });
});

describe("the tenant profile's maxTransportMessages", () => {
  it('takes 10 device messages over HTTP and MQTT, then refuses the 11th of either transport', async () => {
    const { device, token } = await createDevice(limited.admin);
    // Values of two times in one post are one device message, though they become two rule-engine messages.
    const twoTimes = [
      { ts: 1_700_000_000_000, values: { count: 0 } },
      { ts: 1_700_000_001_000, values: { count: 1 } },
    ];
    expect((await deviceHttp(server, 'POST', `/api/v1/${token}/telemetry`, twoTimes)).status).toBe(200);
    for (let count = 2; count <= 9; count++) {
      const response = await deviceHttp(server, 'POST', `/api/v1/${token}/telemetry`, { count });
      expect(response.status).toBe(200);
    }
    const client = await connectWithToken(server, token);
    await publish(client, 'v1/devices/me/telemetry', { count: 10 });

    const refused = await deviceHttp(server, 'POST', `/api/v1/${token}/telemetry`, { count: 11 });
    expect(refused.status).toBe(500);
    expect(refused.text).toBe('');
    const attributes = await deviceHttp(server, 'POST', `/api/v1/${token}/attributes`, { firmware: '1.0' });
    expect(attributes.status).toBe(500);

    const gone = closed(client);
    client.publish('v1/devices/me/telemetry', JSON.stringify({ count: 12 }), { qos: 1 });
    await gone;
    await disconnect(client);

    const latest = await limited.admin.telemetry.latest(device.id, ['count'], true);
    expect(latest.count?.[0]?.value).toBe(10);
  });

  it('never refuses the devices of a tenant whose profile sets no limit (0)', async () => {
    const unlimited = await tenantAllowing({ maxTransportMessages: 0, maxTransportDataPoints: 0 });
    const { token } = await createDevice(unlimited.admin);
    for (let count = 1; count <= 12; count++) {
      const response = await deviceHttp(server, 'POST', `/api/v1/${token}/telemetry`, { count });
      expect(response.status).toBe(200);
    }
  });
});

describe("the tenant profile's maxTransportDataPoints", () => {
  it('takes the post whose time series values reach the limit, then refuses device messages', async () => {
    const { admin } = await tenantAllowing({ maxTransportDataPoints: 5 });
    const { device, token } = await createDevice(admin);
    const post = (body: unknown, kind = 'telemetry') => deviceHttp(server, 'POST', `/api/v1/${token}/${kind}`, body);
    // Attributes are not data points: they leave the time series' allowance alone.
    expect((await post({ firmware: '1.0', model: 'X', serial: 7 }, 'attributes')).status).toBe(200);
    expect((await post({ a: 1, b: 1, c: 1 })).status).toBe(200);
    expect((await post({ a: 2, b: 2, c: 2 })).status).toBe(200);
    expect((await post({ a: 3 })).status).toBe(500);
    expect((await post({ firmware: '1.1' }, 'attributes')).status).toBe(500);
    const latest = await admin.telemetry.latest(device.id, ['a'], true);
    expect(latest.a?.[0]?.value).toBe(2);
  });
});

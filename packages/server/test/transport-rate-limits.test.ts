import type { Api } from '@fleetdeck/client';
import type { TenantProfile } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { closed, connectWithToken, createDevice, deviceHttp, disconnect, publish } from './support/devices.js';
import { activateUser, POLL, unique, uniqueEmail } from './support/fixtures.js';
import { useTestServer } from './support/suite.js';

const server = useTestServer();

type RateLimits = Record<string, string | null>;

/** A new tenant on its own profile with these transport rate limits, its administrator and the profile's writer. */
async function tenantLimitedTo(
  limits: RateLimits,
): Promise<{ admin: Api; setLimits(next: RateLimits): Promise<void> }> {
  const sysadmin = await server.as('sysadmin');
  const profileData = (configuration: RateLimits) =>
    ({ configuration: { type: 'DEFAULT', ...configuration } }) as TenantProfile['profileData'];
  const profile = await sysadmin.tenantProfiles.save({ name: unique('Rate limits'), profileData: profileData(limits) });
  const tenant = await sysadmin.tenants.save({ title: unique('Tenant'), tenantProfileId: profile.id });
  const adminUser = await sysadmin.users.save({
    email: uniqueEmail('admin'),
    authority: 'TENANT_ADMIN',
    tenantId: tenant.id,
    firstName: null,
    lastName: null,
  });
  return {
    admin: await activateUser(server, sysadmin, adminUser.id.id, 'secret1'),
    async setLimits(next) {
      await sysadmin.tenantProfiles.save({ ...profile, profileData: profileData(next) });
    },
  };
}

const postTelemetry = async (token: string, body: unknown) =>
  (await deviceHttp(server, 'POST', `/api/v1/${token}/telemetry`, body)).status;

// The periods are long, so no token comes back while a test runs.
describe("the tenant profile's transport rate limits", () => {
  it("refuses an HTTP device's messages past its own limit with an empty 500, while its neighbour still posts", async () => {
    const { admin } = await tenantLimitedTo({ transportDeviceMsgRateLimit: '3:3600' });
    const { device, token } = await createDevice(admin);
    const neighbour = await createDevice(admin);
    for (let count = 1; count <= 3; count++) expect(await postTelemetry(token, { count })).toBe(200);
    const refused = await deviceHttp(server, 'POST', `/api/v1/${token}/telemetry`, { count: 4 });
    expect(refused.status).toBe(500);
    expect(refused.text).toBe('');
    expect((await deviceHttp(server, 'POST', `/api/v1/${token}/attributes`, { firmware: '1' })).status).toBe(500);
    expect(await postTelemetry(neighbour.token, { count: 1 })).toBe(200);
    const latest = await admin.telemetry.latest(device.id, ['count'], true);
    expect(latest.count?.[0]?.value).toBe(3);
  });

  it("refuses the tenant's telemetry past its data point limit, but not its attribute posts", async () => {
    const { admin } = await tenantLimitedTo({ transportTenantTelemetryDataPointsRateLimit: '5:3600' });
    const first = await createDevice(admin);
    const second = await createDevice(admin);
    expect(await postTelemetry(first.token, { a: 1, b: 1, c: 1 })).toBe(200);
    expect(await postTelemetry(second.token, { a: 2, b: 2, c: 2 })).toBe(500);
    expect(await postTelemetry(second.token, { a: 2, b: 2 })).toBe(200);
    expect((await deviceHttp(server, 'POST', `/api/v1/${second.token}/attributes`, { firmware: '1' })).status).toBe(
      200,
    );
  });

  it('closes the MQTT connection of a device past its telemetry message limit without acknowledging', async () => {
    const { admin } = await tenantLimitedTo({ transportDeviceTelemetryMsgRateLimit: '2:3600' });
    const { device, token } = await createDevice(admin);
    const client = await connectWithToken(server, token);
    await publish(client, 'v1/devices/me/telemetry', { count: 1 });
    await publish(client, 'v1/devices/me/telemetry', { count: 2 });
    const gone = closed(client);
    client.publish('v1/devices/me/telemetry', JSON.stringify({ count: 3 }), { qos: 1 });
    await gone;
    await disconnect(client);
    const latest = await admin.telemetry.latest(device.id, ['count'], true);
    expect(latest.count?.[0]?.value).toBe(2);
  });

  it('applies a limit set on the profile later, without a restart', async () => {
    const { admin, setLimits } = await tenantLimitedTo({});
    const { token } = await createDevice(admin);
    for (let count = 1; count <= 3; count++) expect(await postTelemetry(token, { count })).toBe(200);
    await setLimits({ transportDeviceMsgRateLimit: '1:3600' });
    // The profile is read again within seconds; from then on the device has one message left.
    await expect.poll(() => postTelemetry(token, { count: 0 }), { ...POLL, timeout: 20_000, interval: 500 }).toBe(500);
  });
});

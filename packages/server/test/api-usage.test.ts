import type { Api } from '@fleetdeck/client';
import type { EntityData } from '@fleetdeck/model';
import { afterAll, describe, expect, it } from 'vitest';
import { createDevice, deviceHttp } from './support/devices.js';
import { POLL, unique } from './support/fixtures.js';
import { removeTestData, startTestServer, type TestData, type TestServer } from './support/server.js';
import { useTestServer } from './support/suite.js';
import { latestOf, tenantAllowing, usageOf as usageWith } from './support/usage.js';

/** Counters are stored every 200 ms here, so the tests see them soon. */
const server = useTestServer({ USAGE_REPORT_INTERVAL: '200', MQTT_PORT: '0' });

const COUNTERS = ['transportMsgCount', 'transportDataPointsCount', 'transportMsgCountHourly'];

/** Posts telemetry of one value; answers the HTTP status. */
async function post(on: TestServer, token: string, count: number): Promise<number> {
  return (await deviceHttp(on, 'POST', `/api/v1/${token}/telemetry`, { count })).status;
}

/** The tenant's API usage state entity with its transport counters and state. */
const usageOf = (admin: Api) => usageWith(admin, [...COUNTERS, 'transportApiState']);

describe('the API usage state entity', () => {
  it('stores the 10 messages a limit of 10 took, refuses the 11th, and is DISABLED', async () => {
    const { admin } = await tenantAllowing(server, { maxTransportMessages: 10 });
    const { token } = await createDevice(admin);
    for (let count = 1; count <= 10; count++) expect(await post(server, token, count)).toBe(200);
    expect(await post(server, token, 11)).toBe(500);

    await expect.poll(async () => latestOf(await usageOf(admin), 'transportApiState'), POLL).toBe('DISABLED');
    const [usage] = await usageOf(admin);
    expect(usage?.entityId.entityType).toBe('API_USAGE_STATE');
    expect(latestOf([usage as EntityData], 'transportMsgCount')).toBe('10');
    expect(latestOf([usage as EntityData], 'transportDataPointsCount')).toBe('10');
    expect(latestOf([usage as EntityData], 'transportMsgCountHourly')).toBe('10');

    const series = await admin.telemetry.latest(usage?.entityId as EntityData['entityId'], ['transportMsgCount'], true);
    const month = new Date();
    expect(series.transportMsgCount?.[0]).toEqual({
      ts: Date.UTC(month.getUTCFullYear(), month.getUTCMonth(), 1),
      value: 10,
    });
  });

  it('is WARNING once the count reaches the warnThreshold share of the limit', async () => {
    const { admin } = await tenantAllowing(server, { maxTransportMessages: 10, warnThreshold: 0.5 });
    const { token } = await createDevice(admin);
    for (let count = 1; count <= 4; count++) expect(await post(server, token, count)).toBe(200);
    await expect.poll(async () => latestOf(await usageOf(admin), 'transportMsgCount'), POLL).toBe('4');
    expect(latestOf(await usageOf(admin), 'transportApiState')).toBe('');

    expect(await post(server, token, 5)).toBe(200);
    await expect.poll(async () => latestOf(await usageOf(admin), 'transportApiState'), POLL).toBe('WARNING');
  });

  it('is found only for its own tenant, and not for a customer', async () => {
    const one = await tenantAllowing(server, {});
    const other = await tenantAllowing(server, {});
    const [mine] = await usageOf(one.admin);
    const [theirs] = await usageOf(other.admin);
    expect(mine?.entityId.id).toBeDefined();
    expect(mine?.entityId.id).not.toBe(theirs?.entityId.id);
    await expect(other.admin.telemetry.latest(mine?.entityId as EntityData['entityId'])).rejects.toMatchObject({
      status: 403,
    });
    const customer = await one.admin.customers.save({ title: unique('Customer') });
    const page = await one.admin.entityQuery.find({
      entityFilter: { type: 'apiUsageState', customerId: customer.id },
      pageLink: { page: 0, pageSize: 10 },
    });
    expect(page.data).toEqual([]);
  });
});

describe('the API usage across a restart', { timeout: 120_000 }, () => {
  let first: TestServer | undefined;
  let second: TestServer | undefined;
  let kept: TestData | undefined;

  afterAll(async () => {
    await second?.stop({ keepData: true });
    await first?.stop({ keepData: true }).catch(() => undefined);
    if (kept) await removeTestData(kept);
  });

  it("continues the month's count where the stopped server left it", async () => {
    // Stored only on shutdown: what the second server knows came from the graceful stop.
    first = await startTestServer({ MQTT_PORT: '0', USAGE_REPORT_INTERVAL: '0' });
    kept = first.data;
    const { admin, email } = await tenantAllowing(first, { maxTransportMessages: 5 });
    const { token } = await createDevice(admin);
    for (let count = 1; count <= 3; count++) expect(await post(first, token, count)).toBe(200);
    await first.stop({ keepData: true });
    first = undefined;

    second = await startTestServer({ MQTT_PORT: '0', USAGE_REPORT_INTERVAL: '0' }, { data: kept });
    expect(await post(second, token, 4)).toBe(200);
    expect(await post(second, token, 5)).toBe(200);
    expect(await post(second, token, 6)).toBe(500);
    const again = await second.login(email, 'secret1');
    expect(latestOf(await usageOf(again), 'transportMsgCount')).toBe('3');
  });
});

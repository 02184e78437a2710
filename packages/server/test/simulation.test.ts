import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sleep } from './support/fixtures.js';
import { ACCOUNTS, startTestServer, type TestServer } from './support/server.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ SIMULATE: 'true' });
});

afterAll(async () => {
  await server?.stop();
});

describe('the demo simulation', () => {
  it('gives the demo thermostats live temperature and humidity right after the start', async () => {
    const tenant = await server.login(...ACCOUNTS.tenant);
    const thermostat = await tenant.devices.byName('Thermostat T1');
    let latest: Record<string, { ts: number; value: unknown }[]> = {};
    for (let attempt = 0; attempt < 20 && !latest.temperature?.length; attempt++) {
      latest = await tenant.telemetry.latest(thermostat.id, ['temperature', 'humidity'], true);
      if (!latest.temperature?.[0]?.value) {
        latest = {};
        await sleep(500);
      }
    }
    expect(latest.temperature?.[0]?.value).toEqual(expect.any(Number));
    expect(latest.humidity?.[0]?.value).toEqual(expect.any(Number));
  });

  it('sends battery, signal and counter readings for the other demo devices', async () => {
    const tenant = await server.login(...ACCOUNTS.tenant);
    const device = await tenant.devices.byName('Test Device A1');
    const latest = await tenant.telemetry.latest(device.id, ['battery', 'signal', 'counter'], true);
    expect(Object.keys(latest).sort()).toEqual(['battery', 'counter', 'signal']);
    expect(latest.battery?.[0]?.value).toEqual(expect.any(Number));
  });
});

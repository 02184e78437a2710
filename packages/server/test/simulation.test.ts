import { describe, expect, it } from 'vitest';
import { useTestServer } from './support/suite.js';

const server = useTestServer({ SIMULATE: 'true' });

describe('the demo simulation', () => {
  it('gives the demo thermostats live temperature and humidity right after the start', async () => {
    const tenant = await server.as('tenant');
    const thermostat = await tenant.devices.byName('Thermostat T1');
    const latest = () => tenant.telemetry.latest(thermostat.id, ['temperature', 'humidity'], true);
    await expect
      .poll(async () => (await latest()).temperature?.[0]?.value, { timeout: 10000, interval: 250 })
      .toEqual(expect.any(Number));
    const { temperature, humidity } = await latest();
    expect(temperature?.[0]?.value).toEqual(expect.any(Number));
    expect(humidity?.[0]?.value).toEqual(expect.any(Number));
  });

  it('sends battery, signal and counter readings for the other demo devices', async () => {
    const tenant = await server.as('tenant');
    const device = await tenant.devices.byName('Test Device A1');
    const latest = await tenant.telemetry.latest(device.id, ['battery', 'signal', 'counter'], true);
    expect(Object.keys(latest).sort()).toEqual(['battery', 'counter', 'signal']);
    expect(latest.battery?.[0]?.value).toEqual(expect.any(Number));
  });
});

import type { Api } from '@fleetdeck/client';
import { describe, expect, it } from 'vitest';
import { createDevice, deviceHttp } from './support/devices.js';
import { POLL, raw, tokenOf } from './support/fixtures.js';
import { useTestServer } from './support/suite.js';
import { latestOf, tenantAllowing, usageOf } from './support/usage.js';

/** Counters are stored every 200 ms here, so the tests see them soon. */
const server = useTestServer({ USAGE_REPORT_INTERVAL: '200', MQTT_PORT: '0' });

const latest = async (admin: Api, key: string) => latestOf(await usageOf(admin, [key]), key);

async function post(token: string, count: number): Promise<number> {
  return (await deviceHttp(server, 'POST', `/api/v1/${token}/telemetry`, { count })).status;
}

async function testScript(admin: Api): Promise<{ output: string; error: string }> {
  const response = await raw(server, 'POST', '/api/ruleChain/testScript', {
    token: tokenOf(admin),
    body: {
      argNames: ['msg', 'metadata', 'msgType'],
      msg: '{"temperature":22}',
      metadata: {},
      msgType: 'POST_TELEMETRY_REQUEST',
      scriptType: 'filter',
      script: 'return msg.temperature > 20;',
    },
  });
  expect(response.status).toBe(200);
  return response.json as { output: string; error: string };
}

describe('the API usage of the rule engine, scripts and storage', () => {
  it("counts the rule node executions and stored data points of a tenant's device messages, with its limits", async () => {
    const { admin } = await tenantAllowing(server, { maxREExecutions: 1000, maxDPStorageDays: 500 });
    const { token } = await createDevice(admin);
    expect(await post(token, 1)).toBe(200);
    expect(await post(token, 2)).toBe(200);

    await expect.poll(() => latest(admin, 'storageDataPointsCount'), POLL).toBe('2');
    await expect.poll(async () => Number(await latest(admin, 'ruleEngineExecutionCount')), POLL).toBeGreaterThan(3);
    const usage = await usageOf(admin, [
      'ruleEngineExecutionCount',
      'ruleEngineExecutionCountHourly',
      'ruleEngineExecutionLimit',
      'storageDataPointsLimit',
      'jsExecutionLimit',
      'ruleEngineApiState',
    ]);
    expect(latestOf(usage, 'ruleEngineExecutionCountHourly')).toBe(latestOf(usage, 'ruleEngineExecutionCount'));
    expect(latestOf(usage, 'ruleEngineExecutionLimit')).toBe('1000');
    expect(latestOf(usage, 'storageDataPointsLimit')).toBe('500');
    expect(latestOf(usage, 'jsExecutionLimit')).toBe('0');
    expect(latestOf(usage, 'ruleEngineApiState')).toBe('');
  });

  it('skips the messages of a tenant whose rule node executions reached the limit', async () => {
    const { admin } = await tenantAllowing(server, { maxREExecutions: 1 });
    // The device's creation goes through the root chain too, and uses up the one execution.
    const { device, token } = await createDevice(admin);
    await expect.poll(() => latest(admin, 'ruleEngineApiState'), POLL).toBe('DISABLED');

    expect(await post(token, 1)).toBe(200);
    const stored = await admin.telemetry.latest(device.id, ['count']);
    expect(stored.count?.[0]?.value ?? null).toBeNull();
  });

  it('refuses a script run once the tenant ran as many scripts as its limit', async () => {
    const { admin } = await tenantAllowing(server, { maxJSExecutions: 2 });
    expect(await testScript(admin)).toEqual({ output: 'true', error: '' });
    expect(await testScript(admin)).toEqual({ output: 'true', error: '' });
    expect(await testScript(admin)).toEqual({ output: '', error: 'JS Execution is disabled due to API limits!' });

    await expect.poll(() => latest(admin, 'jsExecutionApiState'), POLL).toBe('DISABLED');
    expect(await latest(admin, 'jsExecutionCount')).toBe('2');
  });
});

describe('the API usage of the REST API', () => {
  async function postAlarm(admin: Api, deviceId: string, type: string) {
    const body = {
      type,
      originator: { entityType: 'DEVICE', id: deviceId },
      severity: 'MAJOR',
      status: 'ACTIVE_UNACK',
    };
    return raw(server, 'POST', '/api/alarm', { token: tokenOf(admin), body });
  }

  it('counts the alarms it creates and refuses a new one past the limit, while the active one still updates', async () => {
    const { admin } = await tenantAllowing(server, { maxCreatedAlarms: 1 });
    const { device } = await createDevice(admin);
    expect((await postAlarm(admin, device.id.id, 'Overheat')).status).toBe(200);
    await expect.poll(() => latest(admin, 'alarmApiState'), POLL).toBe('DISABLED');

    expect((await postAlarm(admin, device.id.id, 'Overheat')).status).toBe(200);
    const refused = await postAlarm(admin, device.id.id, 'Leak');
    expect(refused.status).toBe(500);
    expect(refused.json).toMatchObject({ errorCode: 2, message: 'Alarms creation is disabled due to API limits!' });
    expect(await latest(admin, 'createdAlarmsCount')).toBe('1');
  });

  it('counts the data point days of saved telemetry and refuses the writes past maxDPStorageDays', async () => {
    const { admin } = await tenantAllowing(server, { maxDPStorageDays: 4 });
    const { device } = await createDevice(admin);
    const save = (path: string, body: unknown) =>
      raw(server, 'POST', `/api/plugins/telemetry/DEVICE/${device.id.id}/${path}`, { token: tokenOf(admin), body });

    expect((await save('timeseries/ANY', { temperature: 21, humidity: 40 })).status).toBe(200);
    await expect.poll(() => latest(admin, 'storageDataPointsCount'), POLL).toBe('2');
    // Two days of TTL count each point twice.
    expect((await save('timeseries/ANY/172800', { pressure: 1013 })).status).toBe(200);
    await expect.poll(() => latest(admin, 'dbApiState'), POLL).toBe('DISABLED');
    expect(await latest(admin, 'storageDataPointsCount')).toBe('4');

    const refused = await save('timeseries/ANY', { temperature: 22 });
    expect(refused.status).toBe(500);
    expect(refused.text).toBe('');
    const stored = await admin.telemetry.latest(device.id, ['temperature']);
    expect(stored.temperature?.[0]?.value).toBe('21');
  });
});

import { type Api, TelemetryWebSocket, type WebSocketConstructor } from '@fleetdeck/client';
import type { AlarmDataUpdate, AlarmInfo, Device, DeviceProfileAlarm } from '@fleetdeck/model';
import type { MqttClient } from 'mqtt';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { connectWithToken, createDevice, publish } from './support/devices.js';
import { createTenantWithAdmin, POLL, type TenantFixture, tokenOf, unique } from './support/fixtures.js';
import { useTestServer } from './support/suite.js';

const server = useTestServer();
let tenant: TenantFixture;
const sockets: TelemetryWebSocket[] = [];
const devices: MqttClient[] = [];

beforeAll(async () => {
  tenant = await createTenantWithAdmin(server, await server.as('sysadmin'));
});

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

afterAll(() => {
  for (const client of devices.splice(0)) client.end(true);
});

/** The telemetry WebSocket client of packages/client over the `ws` package. */
function liveClient(api: Api): TelemetryWebSocket {
  const socket = new TelemetryWebSocket({
    baseUrl: server.url,
    token: () => tokenOf(api),
    WebSocket: WebSocket as unknown as WebSocketConstructor,
    minReconnectDelayMs: 50,
  });
  sockets.push(socket);
  return socket;
}

const numeric = (key: string, operation: string, defaultValue: number, dynamicValue: unknown = null) => ({
  key: { type: 'TIME_SERIES', key },
  valueType: 'NUMERIC',
  value: null,
  predicate: { type: 'NUMERIC', operation, value: { defaultValue, userValue: null, dynamicValue } },
});

const rule = (condition: unknown[], spec: unknown = { type: 'SIMPLE' }, alarmDetails: string | null = null) => ({
  condition: { condition, spec },
  schedule: null,
  alarmDetails,
  dashboardId: null,
});

/** A device of a new profile with these alarm rules, connected over MQTT. */
async function deviceOf(alarms: unknown[]): Promise<{ device: Device; mqtt: MqttClient }> {
  const profile = await tenant.admin.deviceProfiles.save({
    name: unique('Thermostat'),
    transportType: 'DEFAULT',
    profileData: {
      configuration: { type: 'DEFAULT' },
      transportConfiguration: { type: 'DEFAULT' },
      provisionConfiguration: { type: 'DISABLED', provisionDeviceSecret: null },
      alarms: alarms as DeviceProfileAlarm[],
    },
  });
  const { device, token } = await createDevice(tenant.admin, { deviceProfileId: profile.id });
  const mqtt = await connectWithToken(server, token);
  devices.push(mqtt);
  return { device, mqtt };
}

const telemetry = (mqtt: MqttClient, payload: unknown) => publish(mqtt, 'v1/devices/me/telemetry', payload);

async function alarmsOf(device: Device): Promise<AlarmInfo[]> {
  return (await tenant.admin.alarms.forEntity(device.id, { pageSize: 10, page: 0 })).data;
}

const THRESHOLD = { sourceType: 'CURRENT_DEVICE', sourceAttribute: 'temperatureAlarmThreshold', inherit: false };
const DETAILS = `Current temperature = \${temperature}`;

describe('alarm rules of a device profile', () => {
  it('raises the alarm of a dynamic threshold, clears it when the value drops, and tells the subscription', async () => {
    const { device, mqtt } = await deviceOf([
      {
        id: 'highTemperatureAlarmID',
        alarmType: 'High Temperature',
        createRules: {
          MAJOR: rule(
            [
              {
                key: { type: 'ATTRIBUTE', key: 'temperatureAlarmFlag' },
                valueType: 'BOOLEAN',
                value: null,
                predicate: { type: 'BOOLEAN', operation: 'EQUAL', value: { defaultValue: true } },
              },
              numeric('temperature', 'GREATER', 25, THRESHOLD),
            ],
            { type: 'SIMPLE' },
            DETAILS,
          ),
        },
        clearRule: rule([numeric('temperature', 'LESS_OR_EQUAL', 25, THRESHOLD)], { type: 'SIMPLE' }, DETAILS),
        propagate: false,
        propagateToOwner: false,
        propagateToTenant: false,
        propagateRelationTypes: null,
      },
    ]);
    await tenant.admin.telemetry.saveAttributes(device.id, 'SERVER_SCOPE', {
      temperatureAlarmFlag: true,
      temperatureAlarmThreshold: 20,
    });
    const updates: AlarmDataUpdate[] = [];
    liveClient(tenant.admin).subscribeAlarmData(
      {
        entityFilter: { type: 'singleEntity', singleEntity: device.id },
        pageLink: { pageSize: 10, page: 0 },
        entityFields: [{ type: 'ENTITY_FIELD', key: 'name' }],
      },
      (update) => updates.push(update),
    );
    await vi.waitFor(() => expect(updates[0]?.data?.data).toEqual([]), POLL);

    // 22 is below the profile's default (25) but above the device's own threshold (20).
    await telemetry(mqtt, { temperature: 22 });
    const raised = await vi.waitFor(() => {
      const alarm = updates.flatMap((update) => update.data?.data ?? update.update ?? []).at(-1);
      expect(alarm).toBeDefined();
      return alarm as NonNullable<typeof alarm>;
    }, POLL);
    expect(raised).toMatchObject({
      type: 'High Temperature',
      severity: 'MAJOR',
      status: 'ACTIVE_UNACK',
      originator: device.id,
      originatorName: device.name,
      details: { data: 'Current temperature = 22' },
      propagate: false,
    });
    expect(await alarmsOf(device)).toMatchObject([{ id: raised.id, status: 'ACTIVE_UNACK' }]);

    await telemetry(mqtt, { temperature: 18 });
    await vi.waitFor(() => {
      const latest = updates.flatMap((update) => update.update ?? update.data?.data ?? []).at(-1);
      expect(latest).toMatchObject({
        id: raised.id,
        status: 'CLEARED_UNACK',
        details: { data: 'Current temperature = 18' },
      });
    }, POLL);
    const [cleared] = await alarmsOf(device);
    expect(cleared?.status).toBe('CLEARED_UNACK');
    expect(cleared?.clearTs).toBeGreaterThan(0);

    // A threshold the user raises applies to the device's next data.
    await tenant.admin.telemetry.saveAttributes(device.id, 'SERVER_SCOPE', { temperatureAlarmThreshold: 30 });
    await telemetry(mqtt, { temperature: 28 });
    expect(await alarmsOf(device)).toHaveLength(1);
    await telemetry(mqtt, { temperature: 31 });
    expect((await alarmsOf(device)).map((alarm) => alarm.status).sort()).toEqual(['ACTIVE_UNACK', 'CLEARED_UNACK']);
  });

  it('raises a DURATION alarm once the condition held longer than the duration', async () => {
    const { device, mqtt } = await deviceOf([
      {
        id: 'overheat',
        alarmType: 'Overheat',
        createRules: {
          CRITICAL: rule([numeric('temperature', 'GREATER', 50)], {
            type: 'DURATION',
            unit: 'SECONDS',
            predicate: { defaultValue: 30, userValue: null, dynamicValue: null },
          }),
        },
        clearRule: null,
        propagate: false,
        propagateToOwner: false,
        propagateToTenant: false,
        propagateRelationTypes: null,
      },
    ]);
    const start = Date.now() - 120_000;
    await telemetry(mqtt, { ts: start, values: { temperature: 60 } });
    await telemetry(mqtt, { ts: start + 20_000, values: { temperature: 61 } });
    expect(await alarmsOf(device)).toEqual([]);
    await telemetry(mqtt, { ts: start + 31_000, values: { temperature: 62 } });
    expect(await alarmsOf(device)).toMatchObject([
      { type: 'Overheat', severity: 'CRITICAL', status: 'ACTIVE_UNACK', startTs: start + 31_000 },
    ]);
  });

  it('raises a REPEATING alarm on the n-th matching message, and counts from zero after a miss', async () => {
    const { device, mqtt } = await deviceOf([
      {
        id: 'spikes',
        alarmType: 'Spikes',
        createRules: {
          WARNING: rule([numeric('temperature', 'GREATER', 50)], {
            type: 'REPEATING',
            predicate: { defaultValue: 3, userValue: null, dynamicValue: null },
          }),
        },
        clearRule: null,
        propagate: true,
        propagateToOwner: false,
        propagateToTenant: true,
        propagateRelationTypes: ['Contains'],
      },
    ]);
    for (const temperature of [60, 61, 10, 62, 63]) await telemetry(mqtt, { temperature });
    expect(await alarmsOf(device)).toEqual([]);
    await telemetry(mqtt, { temperature: 64 });
    expect(await alarmsOf(device)).toMatchObject([
      {
        type: 'Spikes',
        severity: 'WARNING',
        propagate: true,
        propagateToTenant: true,
        propagateRelationTypes: ['Contains'],
      },
    ]);
    // Propagated to the tenant: the tenant's own alarm list shows it.
    const ofTenant = await tenant.admin.alarms.forEntity(tenant.tenant.id, { pageSize: 10, page: 0 });
    expect(ofTenant.data.map((alarm) => alarm.type)).toContain('Spikes');
  });

  it('escalates the severity of the active alarm and never lowers it', async () => {
    const { device, mqtt } = await deviceOf([
      {
        id: 'heat',
        alarmType: 'Heat',
        createRules: {
          MAJOR: rule([numeric('temperature', 'GREATER', 25)]),
          CRITICAL: rule([numeric('temperature', 'GREATER', 40)]),
        },
        clearRule: rule([numeric('temperature', 'LESS', 20)]),
        propagate: false,
        propagateToOwner: false,
        propagateToTenant: false,
        propagateRelationTypes: null,
      },
    ]);
    await telemetry(mqtt, { temperature: 30 });
    const [major] = await alarmsOf(device);
    expect(major?.severity).toBe('MAJOR');
    await telemetry(mqtt, { temperature: 45 });
    expect(await alarmsOf(device)).toMatchObject([{ id: major?.id, severity: 'CRITICAL', status: 'ACTIVE_UNACK' }]);
    await telemetry(mqtt, { temperature: 30 });
    expect(await alarmsOf(device)).toMatchObject([{ id: major?.id, severity: 'CRITICAL' }]);
    expect(await tenant.admin.alarms.highestSeverity(device.id)).toBe('CRITICAL');
    await telemetry(mqtt, { temperature: 10 });
    expect(await alarmsOf(device)).toMatchObject([{ id: major?.id, status: 'CLEARED_UNACK' }]);
    // A new breach after the clear is a new alarm.
    await telemetry(mqtt, { temperature: 30 });
    const after = await alarmsOf(device);
    expect(after).toHaveLength(2);
    expect(after.find((alarm) => alarm.id.id !== major?.id.id)).toMatchObject({ severity: 'MAJOR' });
  });

  it('keeps an acknowledgement while the rules update the alarm, and clears it to CLEARED_ACK', async () => {
    const { device, mqtt } = await deviceOf([
      {
        id: 'heat',
        alarmType: 'Heat',
        createRules: { MAJOR: rule([numeric('temperature', 'GREATER', 25)], { type: 'SIMPLE' }, DETAILS) },
        clearRule: rule([numeric('temperature', 'LESS', 20)]),
        propagate: false,
        propagateToOwner: false,
        propagateToTenant: false,
        propagateRelationTypes: null,
      },
    ]);
    await telemetry(mqtt, { temperature: 30 });
    const [raised] = await alarmsOf(device);
    await tenant.admin.alarms.ack(raised?.id.id as string);
    await telemetry(mqtt, { temperature: 35 });
    expect(await alarmsOf(device)).toMatchObject([
      { id: raised?.id, status: 'ACTIVE_ACK', details: { data: 'Current temperature = 35' } },
    ]);
    await telemetry(mqtt, { temperature: 10 });
    expect(await alarmsOf(device)).toMatchObject([{ id: raised?.id, status: 'CLEARED_ACK' }]);
  });

  it('starts a new alarm after a user cleared the one the rules raised, and a deleted alarm leaves the subscription', async () => {
    const { device, mqtt } = await deviceOf([
      {
        id: 'heat',
        alarmType: 'Heat',
        createRules: { MAJOR: rule([numeric('temperature', 'GREATER', 25)]) },
        clearRule: null,
        propagate: false,
        propagateToOwner: false,
        propagateToTenant: false,
        propagateRelationTypes: null,
      },
    ]);
    await telemetry(mqtt, { temperature: 30 });
    const [first] = await alarmsOf(device);
    await tenant.admin.alarms.clear(first?.id.id as string);
    await telemetry(mqtt, { temperature: 31 });
    const both = await alarmsOf(device);
    expect(both.map((alarm) => alarm.status).sort()).toEqual(['ACTIVE_UNACK', 'CLEARED_UNACK']);

    const updates: AlarmDataUpdate[] = [];
    liveClient(tenant.admin).subscribeAlarmData(
      { entityFilter: { type: 'singleEntity', singleEntity: device.id }, pageLink: { pageSize: 10, page: 0 } },
      (update) => updates.push(update),
    );
    await vi.waitFor(() => expect(updates[0]?.data?.totalElements).toBe(2), POLL);
    await tenant.admin.alarms.delete(first?.id.id as string);
    await vi.waitFor(() => expect(updates.at(-1)?.data?.totalElements).toBe(1), POLL);
  });

  it("removes a deleted device's alarms from the subscriptions that showed them", async () => {
    const { device } = await deviceOf([]);
    const updates: AlarmDataUpdate[] = [];
    liveClient(tenant.admin).subscribeAlarmData(
      {
        entityFilter: { type: 'singleEntity', singleEntity: device.id },
        pageLink: { pageSize: 10, page: 0 },
      },
      (update) => updates.push(update),
    );
    await vi.waitFor(() => expect(updates[0]?.data?.totalElements).toBe(0), POLL);
    await tenant.admin.alarms.save({
      type: 'Tamper',
      originator: device.id,
      severity: 'MINOR',
      status: 'ACTIVE_UNACK',
    });
    await vi.waitFor(() => expect(updates.at(-1)?.data?.totalElements).toBe(1), POLL);
    await tenant.admin.devices.delete(device.id.id);
    await vi.waitFor(() => expect(updates.at(-1)?.data?.totalElements).toBe(0), POLL);
  });

  it("raises the demo thermostat's High Temperature and Low Humidity alarms above and below its own thresholds", async () => {
    const demo = await server.as('tenant');
    const thermostat = await demo.devices.byName('Thermostat T1');
    const mqtt = await connectWithToken(server, 'T1_TEST_TOKEN');
    devices.push(mqtt);
    // T1's thresholds are 20 °C and 50 %: 22 °C is too hot and 45 % too dry for it, though not for the defaults.
    await telemetry(mqtt, { temperature: 22, humidity: 45 });
    const raised = await demo.alarms.forEntity(thermostat.id, { pageSize: 10, page: 0 }, { searchStatus: 'ACTIVE' });
    expect(raised.data.map((alarm) => [alarm.type, alarm.severity, alarm.details]).sort()).toEqual([
      ['High Temperature', 'MAJOR', { data: 'Current temperature = 22' }],
      ['Low Humidity', 'MINOR', { data: 'Current humidity = 45' }],
    ]);
    await telemetry(mqtt, { temperature: 19, humidity: 55 });
    const active = await demo.alarms.forEntity(thermostat.id, { pageSize: 10, page: 0 }, { searchStatus: 'ACTIVE' });
    expect(active.data).toEqual([]);
  });
});

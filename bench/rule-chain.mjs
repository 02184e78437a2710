import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createApi } from '@fleetdeck/client';
import { closeAll, connectDevice, countPoints, cpuSeconds, publishClosedLoop } from './lib/mqtt-load.mjs';
import { percentile, report, round } from './lib/report.mjs';
import { startServer } from './lib/server.mjs';

/**
 * Issue 11's rule-engine figure: MQTT QoS 1 telemetry through the default root chain (device profile node, message
 * type switch, save time series) with one alarm rule per device, next to the bare save path (a chain of one save
 * time series node) in the same run and on the same server: once with readings below the threshold (the rule is
 * evaluated and raises nothing), once with readings that swing across it, so alarms are raised and cleared every few
 * messages. Goal: the alarm path at least half the bare path's rate.
 */
const DEVICES = Number(process.env.CHAIN_DEVICES ?? 20);
const SECONDS = Number(process.env.CHAIN_SECONDS ?? 15);
const IN_FLIGHT = Number(process.env.CHAIN_IN_FLIGHT ?? 32);
const KEYS = ['temperature', 'humidity'];
const BASE_TS = Date.UTC(2024, 0, 1);
const THRESHOLD = 25;

const temperatureRule = (operation) => ({
  condition: {
    condition: [
      {
        key: { type: 'TIME_SERIES', key: 'temperature' },
        valueType: 'NUMERIC',
        value: null,
        predicate: {
          type: 'NUMERIC',
          operation,
          value: { defaultValue: THRESHOLD, userValue: null, dynamicValue: null },
        },
      },
    ],
    spec: { type: 'SIMPLE' },
  },
  schedule: null,
  alarmDetails: null,
  dashboardId: null,
});

function profile(name, extra) {
  return {
    name,
    type: 'DEFAULT',
    transportType: 'DEFAULT',
    profileData: {
      configuration: { type: 'DEFAULT' },
      transportConfiguration: { type: 'DEFAULT' },
      provisionConfiguration: { type: 'DISABLED', provisionDeviceSecret: null },
      alarms: [],
    },
    ...extra,
  };
}

/** A profile whose devices' messages go to a chain of one save time series node. */
async function bareProfile(api) {
  const chain = await api.ruleChains.save({ name: `Bench bare save ${Date.now()}`, type: 'CORE' });
  await api.ruleChains.saveMetadata({
    ruleChainId: chain.id,
    firstNodeIndex: 0,
    nodes: [
      {
        type: 'org.thingsboard.rule.engine.telemetry.TbMsgTimeseriesNode',
        name: 'Save Timeseries',
        debugMode: false,
        configuration: { defaultTTL: 0 },
        additionalInfo: { layoutX: 300, layoutY: 150 },
      },
    ],
    connections: [],
    ruleChainConnections: null,
  });
  return api.deviceProfiles.save(profile(`Bench bare ${Date.now()}`, { defaultRuleChainId: chain.id }));
}

/** A profile with a high temperature alarm and its clear rule, its devices on the tenant's root chain. */
function alarmProfile(api) {
  const draft = profile(`Bench alarm ${Date.now()}`);
  draft.profileData.alarms = [
    {
      id: 'benchHighTemperature',
      alarmType: 'High Temperature',
      createRules: { MAJOR: temperatureRule('GREATER') },
      clearRule: temperatureRule('LESS_OR_EQUAL'),
      propagate: false,
      propagateToOwner: false,
      propagateToTenant: false,
      propagateRelationTypes: null,
    },
  ];
  return api.deviceProfiles.save(draft);
}

async function devicesOf(api, deviceProfile, label) {
  const devices = [];
  for (let i = 0; i < DEVICES; i++) {
    const token = `CHAIN_${label}_${i}_${Date.now()}`;
    const device = await api.devices.save(
      { name: `Chain ${label} ${i} ${Date.now()}`, deviceProfileId: deviceProfile.id },
      token,
    );
    devices.push({ device, token });
  }
  return devices;
}

/** Readings that cross the threshold every few messages, so the alarm rule raises and clears alarms all the time. */
const crossing = (seq) => ({ temperature: THRESHOLD - 3 + (seq % 7), humidity: 40 + (seq % 5) });
/** Readings below the threshold: the rule is evaluated on every message and raises nothing, the usual case. */
const steady = (seq) => ({ temperature: THRESHOLD - 5 + (seq % 3), humidity: 40 + (seq % 5) });

async function measure(server, api, devices, values) {
  const clients = await Promise.all(devices.map(({ token }) => connectDevice(server.mqttUrl, token)));
  // A warm-up (chains loaded, statements prepared), its points before BASE_TS so they are not counted.
  await publishClosedLoop(clients, { seconds: 2, inFlight: IN_FLIGHT, baseTs: BASE_TS - 100_000_000, values });
  const cpuBefore = cpuSeconds(server.pid);
  const started = performance.now();
  const { acked, perClient, latencies } = await publishClosedLoop(clients, {
    seconds: SECONDS,
    inFlight: IN_FLIGHT,
    baseTs: BASE_TS,
    values,
  });
  const elapsed = (performance.now() - started) / 1000;
  const cpu = cpuSeconds(server.pid) - cpuBefore;
  await closeAll(clients);
  let points = 0;
  for (const [index, { device }] of devices.entries()) {
    points += await countPoints(api, device, KEYS, BASE_TS, perClient[index]);
  }
  return {
    acked,
    persisted: points / KEYS.length,
    perSecond: points / KEYS.length / elapsed,
    perCpuSecond: acked / cpu,
    pubackP50: percentile(latencies, 50),
    pubackP99: percentile(latencies, 99),
  };
}

// CHAIN_PROFILE=<dir> writes a V8 CPU profile of the server there (node --cpu-prof).
const cpuProfile = process.env.CHAIN_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.CHAIN_PROFILE}`] : [];
const server = await startServer({ LOAD_DEMO: 'true', SIMULATE: 'false' }, cpuProfile);
try {
  if (!server.mqttUrl) throw new Error('the server did not start its MQTT API');
  const api = createApi({ baseUrl: server.url });
  await api.auth.login('tenant@fleetdeck.io', 'tenant');
  const bareDevices = await devicesOf(api, await bareProfile(api), 'bare');
  const alarmProfileSaved = await alarmProfile(api);
  const steadyDevices = await devicesOf(api, alarmProfileSaved, 'steady');
  const alarmDevices = await devicesOf(api, alarmProfileSaved, 'alarm');
  const bare = await measure(server, api, bareDevices, crossing);
  const quiet = await measure(server, api, steadyDevices, steady);
  const alarm = await measure(server, api, alarmDevices, crossing);
  const alarms = await api.alarms.forEntity(alarmDevices[0].device.id, { pageSize: 100, page: 0 });
  report('rule-chain', {
    devices: DEVICES,
    seconds: SECONDS,
    bareSaveMessagesPerSecond: round(bare.perSecond, 0),
    bareSaveLost: bare.acked - bare.persisted,
    alarmRuleNoAlarmsMessagesPerSecond: round(quiet.perSecond, 0),
    alarmRuleNoAlarmsLost: quiet.acked - quiet.persisted,
    ratioNoAlarmsToBare: round(quiet.perSecond / bare.perSecond, 2),
    alarmChainMessagesPerSecond: round(alarm.perSecond, 0),
    alarmChainLost: alarm.acked - alarm.persisted,
    ratioAlarmToBare: round(alarm.perSecond / bare.perSecond, 2),
    ratioPerServerCpuSecond: round(alarm.perCpuSecond / bare.perCpuSecond, 2),
    bareSavePubackP99Ms: round(bare.pubackP99),
    alarmChainPubackP50Ms: round(alarm.pubackP50),
    alarmChainPubackP99Ms: round(alarm.pubackP99),
    alarmsOfFirstDevice: alarms.totalElements,
    machineLoadAverage: round(loadavg()[0]),
    goalRatio: 0.5,
  });
} finally {
  await server.stop();
}

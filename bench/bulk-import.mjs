import { performance } from 'node:perf_hooks';
import { createApi } from '@fleetdeck/client';
import { cpuSeconds } from './lib/mqtt-load.mjs';
import { report, round } from './lib/report.mjs';
import { startServer } from './lib/server.mjs';

/**
 * Issue 16's CSV bulk import figure: 20,000 devices in one file, each with its access token, a shared and a server
 * attribute and two time-series columns, imported in one request as the platform's API takes it. Prints devices per
 * second (goal 5,000), and per CPU second the server spent meanwhile (steadier than wall time on a shared machine).
 * BENCH_IMPORT_DEVICES shrinks a run; DATABASE_URL runs it on PostgreSQL; BENCH_CPU_PROF=<dir> writes the server's
 * CPU profile there.
 */
const DEVICES = Number(process.env.BENCH_IMPORT_DEVICES || 20000);
const TYPES = ['Thermostat', 'Water meter', 'Smoke detector', 'Gateway'];

function csv() {
  const lines = ['name,type,label,token,firmware,site,temperature,battery'];
  for (let i = 0; i < DEVICES; i++) {
    const n = String(i).padStart(6, '0');
    const type = TYPES[i % TYPES.length];
    lines.push(
      `import-${n},${type},Floor ${i % 9},TOKEN-IMPORT-${n},1.${i % 4}.0,site-${i % 12},${20 + (i % 10)},${i % 100}`,
    );
  }
  return lines.join('\n');
}

const MAPPING = {
  columns: [
    { type: 'NAME' },
    { type: 'TYPE' },
    { type: 'LABEL' },
    { type: 'ACCESS_TOKEN' },
    { type: 'SHARED_ATTRIBUTE', key: 'firmwareVersion' },
    { type: 'SERVER_ATTRIBUTE', key: 'site' },
    { type: 'TIMESERIES', key: 'temperature' },
    { type: 'TIMESERIES', key: 'battery' },
  ],
  delimiter: ',',
  update: false,
  header: true,
};

const database = process.env.DATABASE_URL ? 'postgres' : 'sqlite';
const profileDir = process.env.BENCH_CPU_PROF;
const server = await startServer({}, profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []);
try {
  const api = createApi({ baseUrl: server.url });
  await api.auth.login('tenant@fleetdeck.io', 'tenant');
  const file = csv();
  const start = performance.now();
  const cpuBefore = cpuSeconds(server.pid);
  const result = await api.bulkImport.devices({ file, mapping: MAPPING });
  const seconds = (performance.now() - start) / 1000;
  const serverCpuSeconds = cpuSeconds(server.pid) - cpuBefore;
  if (result.created !== DEVICES) {
    throw new Error(`bulk import created ${result.created} of ${DEVICES}: ${result.errorsList.slice(0, 3).join('; ')}`);
  }
  report('bulk-import', {
    database,
    devices: DEVICES,
    columns: MAPPING.columns.length,
    seconds: round(seconds),
    devicesPerSecond: round(DEVICES / seconds),
    serverCpuSeconds: round(serverCpuSeconds),
    devicesPerServerCpuSecond: round(DEVICES / serverCpuSeconds),
    goalDevicesPerSecond: 5000,
  });
} finally {
  await server.stop();
}

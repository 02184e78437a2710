import { existsSync } from 'node:fs';
import { run } from '../scripts/run.mjs';

/** `npm run bench`: every benchmark in turn; each prints its figures as JSON lines and keeps them in bench/results. */
const BENCHMARKS = [
  'bench/accounts.mjs',
  'bench/devices.mjs',
  'bench/bulk-import.mjs',
  'bench/console-size.mjs',
  'bench/telemetry-store.mjs',
  'bench/ingest.mjs',
  'bench/http-device.mjs',
  'bench/mqtt-idle.mjs',
  'bench/overload.mjs',
  'bench/realtime.mjs',
  'bench/rule-chain.mjs',
  'bench/script-node.mjs',
  'bench/history-socket.mjs',
  'bench/dashboard-charts.mjs',
  'bench/dashboard-thermostats.mjs',
  'bench/dashboard-memory.mjs',
];

for (const benchmark of BENCHMARKS.filter((file) => existsSync(file))) {
  await run(process.execPath, [benchmark]);
}

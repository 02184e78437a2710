import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createApi } from '@fleetdeck/client';
import { cpuSeconds, runQueueSeconds } from './lib/mqtt-load.mjs';
import { report, round } from './lib/report.mjs';
import { startServer } from './lib/server.mjs';

/**
 * Issue 16's device HTTP API figure: telemetry posts to `/api/v1/{token}/telemetry` with the server's default
 * settings (log level info), against a bare `node:http` server that reads the body and answers an empty 200, run
 * in the same bench, with the same client and concurrency, one after the other (each phase twice, alternating, so
 * a change of load on a shared machine hits both alike). Prints requests/s of both, the ratio (goal 0.5), and
 * requests per server CPU second (what one core would take, apart from the client's share of the machine).
 *
 *   HTTP_DEVICE_SECONDS=8 HTTP_DEVICE_CONCURRENCY=16 node bench/http-device.mjs
 */
const SECONDS = Number(process.env.HTTP_DEVICE_SECONDS ?? 8);
const CONCURRENCY = Number(process.env.HTTP_DEVICE_CONCURRENCY ?? 16);
const DEVICES = 16;
const ROUNDS = 2;
const BODY = JSON.stringify({ temperature: 21.5, humidity: 40, battery: 88 });

const BARE_SERVER = `
const server = require('node:http').createServer((request, response) => {
  request.resume();
  request.on('end', () => { response.statusCode = 200; response.end(); });
});
server.listen(0, '127.0.0.1', () => console.log('listening on http://127.0.0.1:' + server.address().port));
`;

function startBareServer() {
  const child = spawn(process.execPath, ['-e', BARE_SERVER], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = out.match(/listening on (http:\/\/\S+)/);
      if (match)
        resolve({
          url: match[1],
          pid: child.pid,
          stop: () => {
            const exited = new Promise((done) => child.once('exit', done));
            process.kill(child.pid, 'SIGTERM');
            return exited;
          },
        });
    });
    child.on('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
}

/** One POST over a kept-alive connection; answers the status. node:http keeps the client's own cost low. */
function post(agent, url, path) {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${url}${path}`,
      { method: 'POST', agent, headers: { 'Content-Type': 'application/json', 'Content-Length': BODY.length } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(BODY);
  });
}

/**
 * `CONCURRENCY` callers post back to back for SECONDS; answers requests/s, failures, requests per server CPU second
 * and the share of the time the server's event loop waited for a core.
 */
async function load(target, paths, seconds = SECONDS) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const deadline = performance.now() + seconds * 1000;
  let ok = 0;
  let failures = 0;
  const cpuBefore = cpuSeconds(target.pid);
  const waitingBefore = runQueueSeconds(target.pid);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, index) => {
      const path = paths[index % paths.length];
      while (performance.now() < deadline) {
        if ((await post(agent, target.url, path)) === 200) ok++;
        else failures++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpu = cpuSeconds(target.pid) - cpuBefore;
  const waitingShare = (runQueueSeconds(target.pid) - waitingBefore) / elapsed;
  agent.destroy();
  return { rate: ok / elapsed, failures, perCpuSecond: cpu > 0 ? ok / cpu : 0, waitingShare };
}

// HTTP_DEVICE_PROFILE=<dir> writes a V8 CPU profile of the server there (node --cpu-prof).
const profile = process.env.HTTP_DEVICE_PROFILE
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.HTTP_DEVICE_PROFILE}`]
  : [];
const server = await startServer(
  { LOAD_DEMO: 'true', SIMULATE: 'false', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
  profile,
);
const bare = await startBareServer();
try {
  const api = createApi({ baseUrl: server.url });
  await api.auth.login('tenant@fleetdeck.io', 'tenant');
  const paths = [];
  for (let i = 0; i < DEVICES; i++) {
    const token = `HTTP_BENCH_${i}_${Date.now()}`;
    await api.devices.save({ name: `HTTP bench device ${i} ${Date.now()}` }, token);
    paths.push(`/api/v1/${token}/telemetry`);
  }
  // Warm-up of both (JIT, prepared statements, key dictionary), not counted.
  await load(server, paths, 2);
  await load(bare, ['/api/v1/token/telemetry'], 2);

  const fleetdeck = [];
  const reference = [];
  for (let round_ = 0; round_ < ROUNDS; round_++) {
    fleetdeck.push(await load(server, paths));
    reference.push(await load(bare, ['/api/v1/token/telemetry']));
  }
  const sum = (runs, field) => runs.reduce((total, run) => total + run[field], 0);
  const rate = sum(fleetdeck, 'rate') / ROUNDS;
  const bareRate = sum(reference, 'rate') / ROUNDS;
  const perCpu = sum(fleetdeck, 'perCpuSecond') / ROUNDS;
  const barePerCpu = sum(reference, 'perCpuSecond') / ROUNDS;
  report('http-device', {
    logLevel: process.env.LOG_LEVEL ?? 'info',
    concurrency: CONCURRENCY,
    secondsPerPhase: SECONDS,
    requestsPerSecond: round(rate, 0),
    bareNodeHttpRequestsPerSecond: round(bareRate, 0),
    ratioToBareNodeHttp: round(rate / bareRate),
    requestsPerServerCpuSecond: round(perCpu, 0),
    bareRequestsPerServerCpuSecond: round(barePerCpu, 0),
    ratioPerCpuSecond: round(perCpu / barePerCpu),
    // Share of the phase the event loop was runnable but off the cores (other load on the machine): the rate
    // ratio measures the scheduler as much as the server when the two differ much.
    serverWaitingForCpuShare: round(sum(fleetdeck, 'waitingShare') / ROUNDS),
    bareWaitingForCpuShare: round(sum(reference, 'waitingShare') / ROUNDS),
    failures: sum(fleetdeck, 'failures'),
    machineLoadAverage: round(loadavg()[0]),
    goalRatio: 0.5,
  });
} finally {
  await bare.stop();
  await server.stop();
}

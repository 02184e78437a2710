#!/usr/bin/env node
// The server's part of the chart benchmark alone: 4 keys × 21,600 points of one device read back over the telemetry
// WebSocket as a dashboard's four charts ask for them (four entity data commands, each sending its history command
// once its page arrived, all in the same tick). Tells the milliseconds from the history commands sent to each
// answer received, and the bytes. Needs the built server (`tsc -b packages/server`). `--cpu-prof` runs the server
// with Node's CPU profiler (the profile is written into the working folder when the server stops). Each run also
// tells the server process's CPU time over it, all its threads (Linux's /proc; null elsewhere): on a loaded machine
// the one figure that compares builds.
import { readFileSync } from 'node:fs';
import { createApi } from '@fleetdeck/client';
import WebSocket from 'ws';
import { report, round } from './lib/report.mjs';
import { startServer } from './lib/server.mjs';

const KEYS = ['k1', 'k2', 'k3', 'k4'];
const POINTS = 21_600;
const STEP_MS = 4_000;
const BATCH = 3_600;
const RUNS = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 5);
const PROFILE = process.argv.includes('--cpu-prof');

async function postHistory(api, deviceId, end) {
  const start = end - POINTS * STEP_MS;
  for (let first = 0; first < POINTS; first += BATCH) {
    const batch = [];
    for (let index = first; index < Math.min(POINTS, first + BATCH); index++) {
      const values = {};
      KEYS.forEach((key, k) => {
        values[key] = round(20 + 5 * Math.sin(index / 500 + k), 3);
      });
      batch.push({ ts: start + index * STEP_MS, values });
    }
    await api.telemetry.saveTimeseries(deviceId, batch);
  }
  return start;
}

function openSocket(url, token) {
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/api/ws/plugins/telemetry?token=${token}`);
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Sends the four commands' pages, then their history parts in one frame; resolves with the answers' timing. */
function readHistories(socket, deviceId, start, end, firstCmdId) {
  const cmdIds = KEYS.map((_, index) => firstCmdId + index);
  const query = {
    entityFilter: { type: 'singleEntity', singleEntity: { entityType: 'DEVICE', id: deviceId } },
    pageLink: { page: 0, pageSize: 1024 },
    entityFields: [],
    latestValues: [],
  };
  return new Promise((resolve, reject) => {
    const pages = new Set();
    const answers = [];
    let askedAt = 0;
    const onMessage = (data) => {
      const text = String(data);
      const message = JSON.parse(text);
      if (!cmdIds.includes(message.cmdId)) return;
      if (message.errorCode !== 0) {
        reject(new Error(text));
        return;
      }
      if (message.data) {
        pages.add(message.cmdId);
        if (pages.size === cmdIds.length) {
          askedAt = performance.now();
          socket.send(
            JSON.stringify({
              entityDataCmds: cmdIds.map((cmdId, index) => ({
                cmdId,
                historyCmd: {
                  keys: [KEYS[index]],
                  startTs: start - 1,
                  endTs: end + 1,
                  interval: 1000,
                  limit: 25_000,
                  agg: 'NONE',
                  fetchLatestPreviousPoint: false,
                },
              })),
            }),
          );
        }
        return;
      }
      const points = Object.values(message.update?.[0]?.timeseries ?? {})[0]?.length ?? 0;
      answers.push({ ms: performance.now() - askedAt, bytes: text.length, points });
      if (answers.length === cmdIds.length) {
        socket.off('message', onMessage);
        resolve(answers);
      }
    };
    socket.on('message', onMessage);
    socket.send(JSON.stringify({ entityDataCmds: cmdIds.map((cmdId) => ({ cmdId, query })) }));
  });
}

/** User and system CPU milliseconds of a process so far (fields 14 and 15 of /proc/<pid>/stat, in 10 ms ticks). */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

const server = await startServer({}, PROFILE ? ['--cpu-prof'] : []);
try {
  const api = createApi({ baseUrl: server.url });
  const { token } = await api.auth.login('tenant@fleetdeck.io', 'tenant');
  const device = await api.devices.save({ name: `History bench ${Date.now()}` });
  const end = Date.now();
  const start = await postHistory(api, device.id, end);
  const socket = await openSocket(server.url, token);
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    const cpuBefore = cpuMs(server.pid);
    const answers = await readHistories(socket, device.id.id, start, end, 1 + run * KEYS.length);
    const cpuAfter = cpuMs(server.pid);
    if (answers.some((answer) => answer.points !== POINTS))
      throw new Error(`expected ${POINTS} points each, got ${answers.map((answer) => answer.points)}`);
    runs.push({
      firstAnswerMs: round(Math.min(...answers.map((answer) => answer.ms))),
      lastAnswerMs: round(Math.max(...answers.map((answer) => answer.ms))),
      bytes: answers.reduce((sum, answer) => sum + answer.bytes, 0),
      serverCpuMs: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
    });
  }
  socket.close();
  const last = runs.map((run) => run.lastAnswerMs).sort((a, b) => a - b);
  report('history-socket', {
    figure: 'history-4-keys-21600-points-last-answer-ms',
    median_ms: last[Math.floor(last.length / 2)],
    min_ms: last[0],
    max_ms: last.at(-1),
    runs,
  });
} finally {
  await server.stop();
}

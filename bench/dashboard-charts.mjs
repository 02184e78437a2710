#!/usr/bin/env node
// The first render of a dashboard with 4 time-series charts of 21,600 points each (a day at one point every 4 s):
// milliseconds from the navigation to the dashboard until all four charts have drawn their points, in Debian's
// Chromium. Needs the built server and console (`npm run build`). Each run also tells when the history commands went
// out and when their answers came back over the WebSocket (the server's part, seen from the page) and how long the
// page then took to draw (its own part). `--trace=<file>` writes Chromium's performance trace of the first run,
// `--cpuprofile=<file>` the page's JavaScript CPU profile (DevTools' .cpuprofile) of the last run.
import { writeFileSync } from 'node:fs';
import { createApi } from '@fleetdeck/client';
import { launchChromium, openHome, paintedAt, signedInPage } from './lib/browser.mjs';
import { chartDashboard, chartsHold } from './lib/chart-dashboard.mjs';
import { report, round } from './lib/report.mjs';
import { startServer } from './lib/server.mjs';
import { watchSocket } from './lib/socket-timing.mjs';

const KEYS = ['k1', 'k2', 'k3', 'k4'];
const POINTS = 21_600;
const STEP_MS = 4_000;
const BATCH = 3_600;
const RUNS = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 3);
const TRACE = process.argv.find((arg) => arg.startsWith('--trace='))?.slice('--trace='.length);
const CPU_PROFILE = process.argv.find((arg) => arg.startsWith('--cpuprofile='))?.slice('--cpuprofile='.length);

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

function pointsPerChart(page) {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('[role="region"][aria-label^="Chart "]')].map((region) => [
        region.getAttribute('aria-label'),
        Number(region.getAttribute('data-points')),
      ]),
    ),
  );
}

const server = await startServer();
const browser = await launchChromium();
try {
  const api = createApi({ baseUrl: server.url });
  await api.auth.login('tenant@fleetdeck.io', 'tenant');
  const device = await api.devices.save({ name: `Chart bench ${Date.now()}` });
  const end = Date.now();
  const start = await postHistory(api, device.id, end);
  const timewindow = {
    selectedTab: 1,
    history: { historyType: 1, fixedTimewindow: { startTimeMs: start - 1, endTimeMs: end + 1 } },
    aggregation: { type: 'NONE', limit: 25_000 },
  };
  const dashboard = await api.dashboards.save(chartDashboard('Chart bench', device.id, KEYS, timewindow));
  const page = await signedInPage(browser, server.url, 'tenant@fleetdeck.io', 'tenant');
  const samples = [];
  const sockets = [];
  let navigatedAt = 0;
  const socket = watchSocket(page, () => navigatedAt);
  // a run whose charts never fill is told with the points each chart had, instead of ending the benchmark
  const timedOut = [];
  for (let run = 0; run < RUNS; run++) {
    socket.reset();
    if (TRACE && run === 0) await browser.startTracing(page, { path: TRACE, screenshots: false });
    const profiler = CPU_PROFILE && run === RUNS - 1 ? await page.context().newCDPSession(page) : null;
    if (profiler) {
      await profiler.send('Profiler.enable');
      await profiler.send('Profiler.setSamplingInterval', { interval: 2000 });
      await profiler.send('Profiler.start');
    }
    navigatedAt = performance.now();
    await page.goto(`/dashboards/${dashboard.id.id}`);
    try {
      await chartsHold(page, KEYS.length, POINTS);
      const drawn = await paintedAt(page);
      samples.push(drawn);
      const timing = socket.summary();
      if (timing)
        sockets.push({ ...timing, drawnMs: round(drawn), pageMs: round(drawn - timing.lastHistoryAnsweredMs) });
    } catch (error) {
      if (error?.name !== 'TimeoutError') throw error;
      timedOut.push(await pointsPerChart(page));
    } finally {
      if (TRACE && run === 0) await browser.stopTracing();
      if (profiler) writeFileSync(CPU_PROFILE, JSON.stringify((await profiler.send('Profiler.stop')).profile));
    }
    await openHome(page);
  }
  const sorted = [...samples].sort((a, b) => a - b);
  report('dashboard-charts', {
    figure: 'first-render-4-charts-21600-points-ms',
    median_ms: sorted.length ? round(sorted[Math.floor(sorted.length / 2)]) : null,
    min_ms: sorted.length ? round(sorted[0]) : null,
    max_ms: sorted.length ? round(sorted.at(-1)) : null,
    runs: RUNS,
    timedOutRuns: timedOut,
    socketTimings: sockets,
    charts: KEYS.length,
    pointsPerChart: POINTS,
  });
} finally {
  await browser.close();
  await server.stop();
}

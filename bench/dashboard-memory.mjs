#!/usr/bin/env node
// The page's memory while a dashboard shows live data: 4 realtime charts of one device (the last minute, every
// point) while the device sends 10 messages a second over the device HTTP API, for --minutes=N (default 2).
// Prints the JavaScript heap in use (after a garbage collection) at the start and the end, and its growth per
// minute after the first minute, when the charts' windows are full. Needs `npm run build`.
import { createApi } from '@fleetdeck/client';
import { launchChromium, signedInPage, usedHeapBytes } from './lib/browser.mjs';
import { chartDashboard, chartsHold } from './lib/chart-dashboard.mjs';
import { report, round } from './lib/report.mjs';
import { startServer } from './lib/server.mjs';

const KEYS = ['k1', 'k2', 'k3', 'k4'];
const RATE_PER_SECOND = 10;
const SAMPLE_EVERY_MS = 15_000;
const WARM_UP_MS = 60_000;

function minutesFlag() {
  const flag = process.argv.find((arg) => arg.startsWith('--minutes='));
  const minutes = flag ? Number(flag.slice('--minutes='.length)) : 2;
  if (!Number.isFinite(minutes) || minutes <= 0) throw new Error('--minutes must be a positive number');
  return minutes;
}

/** Least-squares slope of heap bytes over time, in bytes per minute. */
function slopePerMinute(samples) {
  const n = samples.length;
  if (n < 2) return 0;
  const meanT = samples.reduce((sum, s) => sum + s.atMs, 0) / n;
  const meanB = samples.reduce((sum, s) => sum + s.bytes, 0) / n;
  const covariance = samples.reduce((sum, s) => sum + (s.atMs - meanT) * (s.bytes - meanB), 0);
  const variance = samples.reduce((sum, s) => sum + (s.atMs - meanT) ** 2, 0);
  return variance === 0 ? 0 : (covariance / variance) * 60_000;
}

const minutes = minutesFlag();
const server = await startServer();
const browser = await launchChromium();
let sender = null;
try {
  const api = createApi({ baseUrl: server.url });
  await api.auth.login('tenant@fleetdeck.io', 'tenant');
  const device = await api.devices.save({ name: `Memory bench ${Date.now()}` });
  const { credentialsId: token } = await api.devices.credentials(device.id.id);
  const timewindow = {
    selectedTab: 0,
    realtime: { realtimeType: 0, timewindowMs: 60_000, interval: 1000 },
    aggregation: { type: 'NONE', limit: 2000 },
  };
  const dashboard = await api.dashboards.save(chartDashboard('Memory bench', device.id, KEYS, timewindow));

  let sent = 0;
  let failed = 0;
  sender = setInterval(() => {
    const values = Object.fromEntries(KEYS.map((key, k) => [key, round(20 + 5 * Math.sin(sent / 50 + k), 3)]));
    sent++;
    fetch(`${server.url}/api/v1/${token}/telemetry`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(values),
    })
      .then((response) => {
        if (!response.ok) failed++;
      })
      .catch(() => failed++);
  }, 1000 / RATE_PER_SECOND);

  const page = await signedInPage(browser, server.url, 'tenant@fleetdeck.io', 'tenant');
  await page.goto(`/dashboards/${dashboard.id.id}`);
  await chartsHold(page, KEYS.length, 1);
  const started = Date.now();
  const samples = [{ atMs: 0, bytes: await usedHeapBytes(page) }];
  const durationMs = minutes * 60_000;
  while (Date.now() - started < durationMs) {
    await page.waitForTimeout(Math.min(SAMPLE_EVERY_MS, durationMs - (Date.now() - started)));
    samples.push({ atMs: Date.now() - started, bytes: await usedHeapBytes(page) });
  }
  const steady = samples.filter((sample) => sample.atMs >= WARM_UP_MS);
  const MB = 1024 * 1024;
  report('dashboard-memory', {
    figure: 'live-dashboard-heap',
    minutes,
    messagesPerSecond: RATE_PER_SECOND,
    messagesSent: sent,
    messagesFailed: failed,
    heapStartMB: round(samples[0].bytes / MB),
    heapEndMB: round(samples.at(-1).bytes / MB),
    heapGrowthMBPerMinute: round(slopePerMinute(steady.length >= 2 ? steady : samples) / MB, 3),
    samples: samples.length,
  });
} finally {
  if (sender) clearInterval(sender);
  await browser.close();
  await server.stop();
}

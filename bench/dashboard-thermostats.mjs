#!/usr/bin/env node
// Opening the Thermostats demo dashboard (installed with the demo data, the device simulator on): milliseconds
// from the navigation until every widget shows data: the entities table lists thermostats with a temperature, the
// map has its markers, the alarms table has rows or says that there are none. Needs `npm run build`.
import { createApi } from '@fleetdeck/client';
import { launchChromium, openHome, paintedAt, signedInPage } from './lib/browser.mjs';
import { report, round } from './lib/report.mjs';
import { startServer } from './lib/server.mjs';

const RUNS = 3;

async function postTelemetry(url, token, values) {
  const response = await fetch(`${url}/api/v1/${token}/telemetry`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(values),
  });
  if (!response.ok) throw new Error(`telemetry of ${token} answered ${response.status}`);
}

function everyWidgetShowsData(page) {
  return page.waitForFunction(
    () => {
      const widget = (type) => document.querySelector(`[data-widget-type="${type}"]`);
      const table = widget('cards.entities_table');
      const map = widget('maps_v2.openstreetmap');
      const alarms = widget('alarm_widgets.alarms_table');
      if (!table || !map || !alarms) return false;
      const rows = [...table.querySelectorAll('tbody tr')];
      const tableShown = rows.length >= 2 && rows.every((row) => row.textContent.includes('°C'));
      const mapShown = map.querySelectorAll('.leaflet-marker-icon').length >= 1;
      const alarmsShown =
        alarms.querySelectorAll('tbody tr').length > 0 || alarms.textContent.includes('No alarms found');
      return tableShown && mapShown && alarmsShown;
    },
    undefined,
    { polling: 'raf', timeout: 120_000 },
  );
}

const server = await startServer({ SIMULATE: 'true' });
const browser = await launchChromium();
try {
  const api = createApi({ baseUrl: server.url });
  await api.auth.login('tenant@fleetdeck.io', 'tenant');
  // the simulator sends on its own schedule: a first value now, so the figure is not the wait for its first tick
  await postTelemetry(server.url, 'T1_TEST_TOKEN', { temperature: 23.4, humidity: 41 });
  await postTelemetry(server.url, 'T2_TEST_TOKEN', { temperature: 19.8, humidity: 57 });
  const found = await api.dashboards.tenantDashboards({ page: 0, pageSize: 10, textSearch: 'Thermostats' });
  const thermostats = found.data.find((dashboard) => dashboard.title === 'Thermostats');
  if (!thermostats) throw new Error('The demo data has no Thermostats dashboard');
  const page = await signedInPage(browser, server.url, 'tenant@fleetdeck.io', 'tenant');
  const samples = [];
  for (let run = 0; run < RUNS; run++) {
    await page.goto(`/dashboards/${thermostats.id.id}`);
    await everyWidgetShowsData(page);
    samples.push(await paintedAt(page));
    await openHome(page);
  }
  const sorted = [...samples].sort((a, b) => a - b);
  report('dashboard-thermostats', {
    figure: 'thermostats-all-widgets-with-data-ms',
    median_ms: round(sorted[Math.floor(sorted.length / 2)]),
    min_ms: round(sorted[0]),
    max_ms: round(sorted.at(-1)),
    runs: RUNS,
  });
} finally {
  await browser.close();
  await server.stop();
}

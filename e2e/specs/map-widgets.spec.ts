import { readFileSync } from 'node:fs';
import type { Api } from '@fleetdeck/client';
import type { DashboardDraft, Device } from '@fleetdeck/model';
import type { Locator, Page } from '@playwright/test';
import { TENANT_ADMIN } from '../fixtures/accounts';
import { contrastRatio, drawnColours, luminance } from '../fixtures/colours';
import { settledBoxOf } from '../fixtures/geometry';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { DashboardPage } from '../pages/DashboardPage';
import { ShellPage } from '../pages/ShellPage';

const THERMOSTATS = new URL('../../fixtures/tb-3.4.1/dashboards/thermostats.json', import.meta.url);
const THERMOSTAT_MAP = '3da9a9a1-0b9a-2e1f-0dcb-0ff34a695abb';

interface SavedMap {
  settings: Record<string, unknown>;
  datasources: Array<{ dataKeys: Array<Record<string, unknown>> }>;
}

/** The platform's Thermostats export with its thermostat map's settings changed, under a title no other test uses. */
function thermostatsWithMap(title: string, change: (map: SavedMap) => void): DashboardDraft {
  const dashboard = JSON.parse(readFileSync(THERMOSTATS, 'utf8'));
  change(dashboard.configuration.widgets[THERMOSTAT_MAP].config as SavedMap);
  return { ...dashboard, title };
}

/** Map tiles come from the internet, which tests never reach: every request to another host fails at once. */
async function blockOtherHosts(page: Page): Promise<void> {
  await page.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    (route) => route.abort(),
  );
}

/** A thermostat of its own (the demo's are shared by other tests), placed where no demo thermostat stands. */
async function placedThermostat(tenantApi: Api, prefix: string): Promise<Device> {
  const device = await tenantApi.devices.save({ name: unique(prefix), type: 'thermostat' });
  await tenantApi.telemetry.saveAttributes(device.id, 'SERVER_SCOPE', { latitude: 38.2, longitude: -121.2 });
  return device;
}

/** The Thermostats dashboard's state of one thermostat, whose placement map draws polygons. */
function chartState(device: Device) {
  return [
    { id: 'default', params: {} },
    { id: 'chart', params: { entityId: device.id, entityName: device.name } },
  ];
}

/** Draws a triangle with the placement map's polygon tool: three corners, then a click on the first to close it. */
async function drawTriangle(page: Page, map: Locator): Promise<void> {
  await map.locator('.leaflet-pm-toolbar .leaflet-pm-icon-polygon').click();
  const box = await map.locator('.leaflet-container').boundingBox();
  if (!box) throw new Error('the map is on the page');
  const corners = [
    { x: box.x + box.width * 0.35, y: box.y + box.height * 0.35 },
    { x: box.x + box.width * 0.65, y: box.y + box.height * 0.35 },
    { x: box.x + box.width * 0.5, y: box.y + box.height * 0.7 },
  ];
  for (const corner of [...corners, corners[0]]) {
    if (corner) await page.mouse.click(corner.x, corner.y);
  }
}

const THERMOSTATS_ALIAS = '68a058e1-fdda-8482-715b-3ae4a488568e';
const PLACEMENT_MAP = '0a430429-9078-9ae6-2b67-e4a15a2bf8bf';

/**
 * The Thermostats export whose placement map (in the state of one thermostat) shows the given devices instead of
 * the state's one, with their polygons, under a title no other test uses.
 */
function placementOfDevices(title: string, devices: Device[]): DashboardDraft {
  const dashboard = JSON.parse(readFileSync(THERMOSTATS, 'utf8'));
  dashboard.configuration.entityAliases[THERMOSTATS_ALIAS].filter = {
    type: 'entityList',
    entityType: 'DEVICE',
    entityList: devices.map((device) => device.id.id),
    resolveMultiple: true,
  };
  const map = dashboard.configuration.widgets[PLACEMENT_MAP].config;
  map.datasources[0].entityAliasId = THERMOSTATS_ALIAS;
  map.datasources[0].dataKeys.push({ name: 'coordinates', type: 'attribute', label: 'coordinates', settings: {} });
  map.settings.showPolygon = true;
  return { ...dashboard, title };
}

/** The device's saved polygon, undefined while it has none. */
async function savedPolygon(tenantApi: Api, device: Device): Promise<unknown> {
  const [coordinates] = await tenantApi.telemetry.attributes(device.id, 'SERVER_SCOPE', ['coordinates']);
  return coordinates?.value;
}

/**
 * Thermostats on one line of latitude, each at its offset of longitude: the map fits the row, so a triangle drawn
 * above its middle misses their pins when none stands in the middle.
 */
async function thermostatsInARow(tenantApi: Api, prefix: string, offsets: number[]): Promise<Device[]> {
  const devices: Device[] = [];
  for (const [index, offset] of offsets.entries()) {
    const device = await tenantApi.devices.save({ name: unique(`${prefix} ${index + 1}`), type: 'thermostat' });
    await tenantApi.telemetry.saveAttributes(device.id, 'SERVER_SCOPE', { latitude: 38.2, longitude: -121.2 + offset });
    devices.push(device);
  }
  return devices;
}

/**
 * Draws a triangle away from the thermostats' pins with the placement map's polygon tool, and ends it with the
 * toolbar's Finish: with several thermostats and a polygon on the map, a click on the first corner may snap
 * elsewhere instead of closing it.
 */
async function drawAndFinishTriangle(page: Page, map: Locator): Promise<void> {
  await map.locator('.leaflet-pm-toolbar .leaflet-pm-icon-polygon').click();
  const box = await map.locator('.leaflet-container').boundingBox();
  if (!box) throw new Error('the map is on the page');
  // above the row of pins, whose ends are at the map's sides; no pin stands in the middle
  for (const [x, y] of [
    [0.3, 0.2],
    [0.7, 0.2],
    [0.5, 0.35],
  ] as const) {
    await page.mouse.click(box.x + box.width * x, box.y + box.height * y);
  }
  await map.getByRole('button', { name: 'Finish' }).click();
}

test.describe('map widgets', () => {
  // signing in, the widget code and the script sandbox's WebAssembly take a while on a shared machine: the first
  // test of a worker, which also starts its server, took over 90 s on two busy cores
  test.describe.configure({ timeout: 180_000 });

  test('a map draws an entity’s polygon and gathers nearby markers into a cluster', async ({ page, tenantApi }) => {
    const saved = await tenantApi.dashboards.save(
      thermostatsWithMap(unique('Mapped thermostats'), (map) => {
        Object.assign(map.settings, {
          showPolygon: true,
          polygonKeyName: 'perimeter',
          polygonColor: '#00aa00',
          useClusterMarkers: true,
          fitMapBounds: false,
          defaultZoomLevel: 7,
          defaultCenterPosition: '37.45,-122.15',
        });
        map.datasources[0].dataKeys.push({ name: 'perimeter', type: 'attribute', label: 'perimeter', color: '#000' });
      }),
    );
    const thermostat = await tenantApi.devices.byName('Thermostat T1');
    await tenantApi.telemetry.saveAttributes(thermostat.id, 'SERVER_SCOPE', {
      perimeter: '[[37.2,-122.4],[37.6,-122.4],[37.6,-121.9],[37.2,-121.9]]',
    });

    await blockOtherHosts(page);
    await signInWithoutForm(page, TENANT_ADMIN);
    const dashboard = new DashboardPage(page);
    await dashboard.goto(saved.id.id);
    const map = dashboard.widgetsOfType('maps_v2.openstreetmap');
    // the dashboard's first load (its code, the sandbox) takes a while on a shared machine
    await expect(map.locator('.leaflet-container')).toBeVisible({ timeout: 60_000 });
    await expect(map.locator('path.fd-map-polygon')).toHaveAttribute('fill', '#00aa00');
    // the demo's two thermostats, and any other thermostat with a place
    await expect(map.locator('.marker-cluster')).toHaveText(/^[2-9]\d*$/);
    await expect(dashboard.widgetErrors).toHaveCount(0);

    // a click on the cluster zooms in until its markers stand apart
    await map.locator('.marker-cluster').click();
    await expect(map.locator('.leaflet-marker-icon[title="Thermostat T1"]')).toBeVisible();
    await expect(map.locator('.leaflet-marker-icon[title="Thermostat T2"]')).toBeVisible();
  });

  test('a marker whose new place the server refuses to save shows an error', async ({ page, tenantApi }) => {
    const saved = await tenantApi.dashboards.save(thermostatsWithMap(unique('Placed thermostats'), () => undefined));
    await blockOtherHosts(page);
    await page.route('**/api/plugins/telemetry/DEVICE/*/attributes/SERVER_SCOPE', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({
          status: 403,
          message: 'You do not have permissions to perform this operation!',
          errorCode: 20,
          timestamp: Date.now(),
        }),
      }),
    );
    await signInWithoutForm(page, TENANT_ADMIN);
    const dashboard = new DashboardPage(page);
    await dashboard.goto(saved.id.id, [{ id: 'map', params: {} }]);
    const map = dashboard.widgetsOfType('input_widgets.markers_placement_openstreetmap');
    const marker = map.locator('.leaflet-marker-icon[title="Thermostat T1"]');
    await expect(marker).toHaveClass(/leaflet-marker-draggable/, { timeout: 60_000 });
    // Leaflet can draw the marker again as the widget's data settles.
    const box = await settledBoxOf(marker);
    const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + 40, start.y + 30, { steps: 5 });
    await page.mouse.move(start.x + 80, start.y + 60, { steps: 5 });
    await page.mouse.up();

    await expect(new ShellPage(page).toasts.filter({ hasText: 'The new location could not be saved' })).toBeVisible();
    // the marker goes back to where the entity still is
    await expect.poll(async () => (await marker.boundingBox())?.x).toBeCloseTo(box.x, 0);
  });

  test("the placement map's Delete link in a marker's tooltip clears the thermostat's position", async ({
    page,
    tenantApi,
  }) => {
    const saved = await tenantApi.dashboards.save(thermostatsWithMap(unique('Cleared thermostats'), () => undefined));
    const device = await placedThermostat(tenantApi, 'Moved-out thermostat');
    await blockOtherHosts(page);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await signInWithoutForm(page, TENANT_ADMIN);
    const dashboard = new DashboardPage(page);
    await dashboard.goto(saved.id.id, [{ id: 'map', params: {} }]);
    const map = dashboard.widgetsOfType('input_widgets.markers_placement_openstreetmap');
    const marker = map.locator(`.leaflet-marker-icon[title="${device.name}"]`);
    await expect(marker).toBeVisible({ timeout: 120_000 });

    await marker.click();
    await map.locator('.leaflet-popup').getByText('Delete', { exact: true }).click();

    await expect
      .poll(async () => (await tenantApi.telemetry.attributes(device.id, 'SERVER_SCOPE')).map(({ key }) => key))
      .not.toContain('latitude');
    const keys = (await tenantApi.telemetry.attributes(device.id, 'SERVER_SCOPE')).map(({ key }) => key);
    expect(keys).not.toContain('longitude');
    // the cleared position reaches the open map live, and the marker goes
    await expect(marker).toHaveCount(0);
    expect(errors.filter((text) => text.includes('Custom action'))).toEqual([]);
  });

  test('a polygon drawn on the placement map is saved as the thermostat’s attribute', async ({ page, tenantApi }) => {
    const saved = await tenantApi.dashboards.save(thermostatsWithMap(unique('Fenced thermostats'), () => undefined));
    const device = await placedThermostat(tenantApi, 'Fenced thermostat');
    await blockOtherHosts(page);
    await signInWithoutForm(page, TENANT_ADMIN);
    const dashboard = new DashboardPage(page);
    await dashboard.goto(saved.id.id, chartState(device));
    const map = dashboard.widgetsOfType('input_widgets.markers_placement_openstreetmap');
    await expect(map.locator(`.leaflet-marker-icon[title="${device.name}"]`)).toBeVisible({ timeout: 120_000 });

    await drawTriangle(page, map);

    await expect
      .poll(async () => {
        const [coordinates] = await tenantApi.telemetry.attributes(device.id, 'SERVER_SCOPE', ['coordinates']);
        return coordinates?.value;
      })
      .toEqual([expect.any(Array), expect.any(Array), expect.any(Array)]);
    const [coordinates] = await tenantApi.telemetry.attributes(device.id, 'SERVER_SCOPE', ['coordinates']);
    const corners = coordinates?.value as number[][];
    // three corners around the thermostat's place: latitudes and longitudes, not screen pixels
    for (const [lat, lng] of corners) {
      expect(Math.abs((lat as number) - 38.2)).toBeLessThan(1);
      expect(Math.abs((lng as number) + 121.2)).toBeLessThan(1);
    }
  });

  test('a polygon the server refuses to save is taken off the map with an error', async ({ page, tenantApi }) => {
    const saved = await tenantApi.dashboards.save(thermostatsWithMap(unique('Unfenced thermostats'), () => undefined));
    const device = await placedThermostat(tenantApi, 'Unfenced thermostat');
    await blockOtherHosts(page);
    await page.route(`**/api/plugins/telemetry/DEVICE/${device.id.id}/attributes/SERVER_SCOPE`, (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({
          status: 403,
          message: 'You do not have permissions to perform this operation!',
          errorCode: 20,
          timestamp: Date.now(),
        }),
      }),
    );
    await signInWithoutForm(page, TENANT_ADMIN);
    const dashboard = new DashboardPage(page);
    await dashboard.goto(saved.id.id, chartState(device));
    const map = dashboard.widgetsOfType('input_widgets.markers_placement_openstreetmap');
    await expect(map.locator(`.leaflet-marker-icon[title="${device.name}"]`)).toBeVisible({ timeout: 120_000 });

    await drawTriangle(page, map);

    await expect(new ShellPage(page).toasts.filter({ hasText: 'The shape could not be saved' })).toBeVisible();
    // as the platform, the drawn shape is not kept: only a saved one is drawn, from the entity's value
    await expect(map.locator('.leaflet-overlay-pane path')).toHaveCount(0);
    expect(await tenantApi.telemetry.attributes(device.id, 'SERVER_SCOPE', ['coordinates'])).toEqual([]);
  });

  test('a polygon drawn where several thermostats have none goes to the one the user chooses', async ({
    page,
    tenantApi,
  }) => {
    const [first, second, fenced] = await thermostatsInARow(tenantApi, 'Choosing thermostat', [0, 0.001, 0.02]);
    if (!first || !second || !fenced) throw new Error('three thermostats were made');
    // the third already has a polygon, so it is not offered
    await tenantApi.telemetry.saveAttributes(fenced.id, 'SERVER_SCOPE', {
      coordinates: [
        [38.2005, -121.1805],
        [38.2005, -121.1795],
        [38.1995, -121.18],
      ],
    });
    const saved = await tenantApi.dashboards.save(placementOfDevices(unique('Chosen fence'), [first, second, fenced]));
    await blockOtherHosts(page);
    await signInWithoutForm(page, TENANT_ADMIN);
    const dashboard = new DashboardPage(page);
    await dashboard.goto(saved.id.id, chartState(first));
    const map = dashboard.widgetsOfType('input_widgets.markers_placement_openstreetmap');
    await expect(map.locator(`.leaflet-marker-icon[title="${second.name}"]`)).toBeVisible({ timeout: 120_000 });
    await expect(map.locator('.leaflet-overlay-pane path')).toHaveCount(1);

    await drawAndFinishTriangle(page, map);

    const dialog = page.getByRole('dialog', { name: 'Select entity' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio')).toHaveCount(2);
    // the first offered is chosen until the user picks another
    await expect(dialog.getByRole('radio').first()).toBeChecked();
    await expect(dialog.getByRole('radio', { name: first.name })).toHaveCount(1);
    await expect(dialog.getByRole('radio', { name: fenced.name })).toHaveCount(0);
    await dialog.getByRole('radio', { name: second.name }).check();
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    await expect(dialog).toBeHidden();

    await expect
      .poll(() => savedPolygon(tenantApi, second))
      .toEqual([expect.any(Array), expect.any(Array), expect.any(Array)]);
    expect(await savedPolygon(tenantApi, first)).toBeUndefined();
    // the saved polygon is drawn from the thermostat's value, beside the one it had
    await expect(map.locator('.leaflet-overlay-pane path')).toHaveCount(2);
  });

  test('a polygon whose owner the user does not choose is taken off the map and saved nowhere', async ({
    page,
    tenantApi,
  }) => {
    const [first, second] = await thermostatsInARow(tenantApi, 'Undecided thermostat', [0, 0.01]);
    if (!first || !second) throw new Error('two thermostats were made');
    const saved = await tenantApi.dashboards.save(placementOfDevices(unique('Undecided fence'), [first, second]));
    await blockOtherHosts(page);
    await signInWithoutForm(page, TENANT_ADMIN);
    const dashboard = new DashboardPage(page);
    await dashboard.goto(saved.id.id, chartState(first));
    const map = dashboard.widgetsOfType('input_widgets.markers_placement_openstreetmap');
    await expect(map.locator(`.leaflet-marker-icon[title="${second.name}"]`)).toBeVisible({ timeout: 120_000 });

    await drawAndFinishTriangle(page, map);

    const dialog = page.getByRole('dialog', { name: 'Select entity' });
    await expect(dialog.getByRole('radio')).toHaveCount(2);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(map.locator('.leaflet-overlay-pane path')).toHaveCount(0);
    expect(await savedPolygon(tenantApi, first)).toBeUndefined();
    expect(await savedPolygon(tenantApi, second)).toBeUndefined();
  });

  test.describe('in the dark theme', () => {
    test.use({ colorScheme: 'dark' });

    test('the map’s zoom buttons and attribution are drawn dark and readable', async ({ page, tenantApi }) => {
      const saved = await tenantApi.dashboards.save(thermostatsWithMap(unique('Night map'), () => undefined));
      await blockOtherHosts(page);
      await signInWithoutForm(page, TENANT_ADMIN);
      const dashboard = new DashboardPage(page);
      await dashboard.goto(saved.id.id);
      const map = dashboard.widgetsOfType('maps_v2.openstreetmap');
      await expect(map.locator('.leaflet-container')).toBeVisible({ timeout: 60_000 });

      for (const control of [map.locator('.leaflet-control-zoom-in'), map.locator('.leaflet-control-attribution')]) {
        const colours = await drawnColours(control);
        expect(luminance(colours.background)).toBeLessThan(0.05);
        expect(contrastRatio(colours)).toBeGreaterThanOrEqual(4.5);
      }
    });
  });
});

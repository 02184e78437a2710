import type { Api } from '@fleetdeck/client';
import type { Device } from '@fleetdeck/model';
import type { Locator, Page } from '@playwright/test';
import { TENANT_ADMIN } from '../fixtures/accounts';
import { settledBoxOf } from '../fixtures/geometry';
import { routeMapsDashboard } from '../fixtures/route-maps-dashboard';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { DashboardPage } from '../pages/DashboardPage';
import { ShellPage } from '../pages/ShellPage';

/** Map tiles come from the internet, which tests never reach: every request to another host fails at once. */
async function blockOtherHosts(page: Page): Promise<void> {
  await page.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    (route) => route.abort(),
  );
}

/** A truck with its yard place saved as attributes, and the dashboard of its route maps and yard plan, open. */
async function openRouteMaps(page: Page, api: Api, saveTrip: (truck: Device) => Promise<void>) {
  const truck = await api.devices.save({ name: unique('Truck'), type: 'default' });
  await api.telemetry.saveAttributes(truck.id, 'SERVER_SCOPE', { xPos: 0.25, yPos: 0.5 });
  await saveTrip(truck);
  const dashboard = await api.dashboards.save(routeMapsDashboard({ title: unique('Routes'), deviceId: truck.id.id }));
  await blockOtherHosts(page);
  await signInWithoutForm(page, TENANT_ADMIN);
  const view = new DashboardPage(page);
  await view.goto(dashboard.id.id);
  const yard = view.widget('Yard plan');
  const yardMarker = yard.locator(`.leaflet-marker-icon[title="${truck.name}"]`);
  // the dashboard's code and the map library load first, slowly on a shared machine
  await expect(yardMarker).toHaveClass(/leaflet-marker-draggable/, { timeout: 60_000 });
  return { truck, view, route: view.widget('Truck route'), trip: view.widget('Truck trip'), yard, yardMarker };
}

/** Drags a marker by an offset with the mouse, in steps, as a person would. */
async function dragBy(page: Page, marker: Locator, dx: number, dy: number): Promise<void> {
  const box = await settledBoxOf(marker);
  const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + dx / 2, start.y + dy / 2, { steps: 5 });
  await page.mouse.move(start.x + dx, start.y + dy, { steps: 5 });
  await page.mouse.up();
}

test.describe('route maps', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a truck’s saved positions show as its route, the trip plays on the timeline, and the yard plan saves its place', async ({
    page,
    tenantApi,
  }) => {
    const now = Date.now();
    const { truck, route, trip, yard, yardMarker, view } = await openRouteMaps(page, tenantApi, (device) =>
      tenantApi.telemetry.saveTimeseries(device.id, [
        { ts: now - 1_800_000, values: { latitude: 37.77, longitude: -122.43 } },
        { ts: now - 1_200_000, values: { latitude: 37.78, longitude: -122.41 } },
        { ts: now - 600_000, values: { latitude: 37.79, longitude: -122.39 } },
      ]),
    );
    await expect(route.locator('path.fd-route-line')).toBeVisible();
    await expect(route.locator(`.leaflet-marker-icon[title="${truck.name}"]`)).toBeVisible();
    await expect(route.getByText(truck.name, { exact: true })).toBeVisible();
    await expect(route.getByTestId('map-provider-notice')).toHaveCount(0);

    // the trip starts at its end; the timeline's first step takes the truck back to where it set off
    const slider = trip.getByRole('slider', { name: 'Trip time' });
    await expect(slider).toHaveAttribute('aria-valuenow', String(now - 600_000));
    const tripMarker = trip.locator(`.leaflet-marker-icon[title="${truck.name}"]`);
    const atEnd = await settledBoxOf(tripMarker);
    await slider.focus();
    await page.keyboard.press('Home');
    await expect(slider).toHaveAttribute('aria-valuenow', String(now - 1_800_000));
    // the route runs west to east: at its start the truck is left of where it ended
    await expect.poll(async () => (await settledBoxOf(tripMarker)).x).toBeLessThan(atEnd.x - 20);
    await expect(view.placeholders).toHaveCount(0);

    // a marker dragged on the yard plan saves its place as fractions of the plan
    const plan = await settledBoxOf(yard.locator('img.leaflet-image-layer'));
    await dragBy(page, yardMarker, plan.width * 0.25, 0);
    await expect
      .poll(async () => {
        const attributes = await tenantApi.telemetry.attributes(truck.id, 'SERVER_SCOPE', ['xPos']);
        return Number(attributes[0]?.value);
      })
      .toBeGreaterThan(0.4);
    const [yPos] = await tenantApi.telemetry.attributes(truck.id, 'SERVER_SCOPE', ['yPos']);
    expect(Number(yPos?.value)).toBeGreaterThanOrEqual(0);
    expect(Number(yPos?.value)).toBeLessThanOrEqual(1);
  });

  test('a truck without positions shows no data on its route maps, and a refused yard place shows the error', async ({
    page,
    tenantApi,
  }) => {
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
    const { route, trip, yardMarker } = await openRouteMaps(page, tenantApi, async () => undefined);
    await expect(route.getByText('No data to display')).toBeVisible();
    await expect(trip.getByText('No data to display')).toBeVisible();

    await dragBy(page, yardMarker, 60, 0);
    await expect(new ShellPage(page).toasts.filter({ hasText: 'The new location could not be saved' })).toBeVisible();
  });
});

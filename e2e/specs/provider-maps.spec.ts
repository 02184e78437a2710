import type { Api } from '@fleetdeck/client';
import type { Page } from '@playwright/test';
import { TENANT_ADMIN } from '../fixtures/accounts';
import { providerMapsDashboard } from '../fixtures/provider-maps-dashboard';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { DashboardPage } from '../pages/DashboardPage';

/** Map tiles come from the internet, which tests never reach: every request to another host fails at once. */
async function blockOtherHosts(page: Page): Promise<void> {
  await page.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    (route) => route.abort(),
  );
}

/** A pump with the given attributes, and the dashboard of its image map and Google map, open. */
async function openMaps(page: Page, api: Api, attributes: Record<string, number>) {
  const device = await api.devices.save({ name: unique('Pump'), type: 'default' });
  await api.telemetry.saveAttributes(device.id, 'SERVER_SCOPE', attributes);
  const dashboard = await api.dashboards.save(providerMapsDashboard({ title: unique('Maps'), deviceId: device.id.id }));
  await blockOtherHosts(page);
  await signInWithoutForm(page, TENANT_ADMIN);
  const view = new DashboardPage(page);
  await view.goto(dashboard.id.id);
  const floor = view.widget('Plant floor');
  // the dashboard's code and the map library load first, slowly on a shared machine
  await expect(floor).toBeVisible({ timeout: 45_000 });
  return { device, view, floor, google: view.widget('Pumps on Google Maps') };
}

test.describe('maps of other providers', () => {
  test.describe.configure({ timeout: 90_000 });

  test('an image map places the device by its x and y attributes over the floor plan', async ({ page, tenantApi }) => {
    const { device, view, floor } = await openMaps(page, tenantApi, { xPos: 0.25, yPos: 0.5 });
    await expect(floor.locator('img.leaflet-image-layer')).toHaveAttribute('src', /^data:image\/svg\+xml/);
    const marker = floor.locator(`.leaflet-marker-icon[title="${device.name}"]`);
    await expect(marker).toBeVisible();
    await expect(floor.getByText(device.name, { exact: true })).toBeVisible();
    await expect(floor.getByTestId('map-provider-notice')).toHaveCount(0);
    // a quarter of the plan's width from its left edge
    const plan = await floor.locator('img.leaflet-image-layer').boundingBox();
    const pin = await marker.boundingBox();
    if (!plan || !pin) throw new Error('the plan and the marker are drawn');
    expect(Math.abs(pin.x + pin.width / 2 - (plan.x + plan.width * 0.25))).toBeLessThan(plan.width * 0.05);
    await expect(view.placeholders).toHaveCount(0);
  });

  test('a Google map without an API key says so, and still shows the device on OpenStreetMap', async ({
    page,
    tenantApi,
  }) => {
    const { device, google } = await openMaps(page, tenantApi, { latitude: 38.2, longitude: -121.2 });
    await expect(google.getByTestId('map-provider-notice')).toContainText(
      'Google Maps needs an API key: set one in the widget settings. OpenStreetMap is shown instead.',
    );
    await expect(google.locator(`.leaflet-marker-icon[title="${device.name}"]`)).toBeVisible();
  });
});

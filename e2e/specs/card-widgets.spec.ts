import type { Api } from '@fleetdeck/client';
import type { Page } from '@playwright/test';
import { TENANT_ADMIN } from '../fixtures/accounts';
import { cardsDashboard } from '../fixtures/cards-dashboard';
import { postDeviceTelemetry } from '../fixtures/device-http';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { DashboardPage } from '../pages/DashboardPage';

/** A device, and the dashboard of the native cards over its temperature. */
async function cardsOf(page: Page, api: Api) {
  const device = await api.devices.save({ name: unique('Boiler'), type: 'default' });
  const dashboard = await api.dashboards.save(cardsDashboard({ title: unique('Cards'), deviceId: device.id.id }));
  return {
    device,
    open: async () => {
      await signInWithoutForm(page, TENANT_ADMIN);
      const view = new DashboardPage(page);
      await view.goto(dashboard.id.id);
      const simple = view.widget('Boiler card');
      // the dashboard's code loads first, slowly on a shared machine
      await expect(simple).toBeVisible({ timeout: 45_000 });
      return {
        view,
        simple,
        markdown: view.widget('Boiler notes'),
        qr: view.widget('Boiler code'),
        html: view.widget('Boiler help'),
        label: view.widget('Boiler label'),
      };
    },
  };
}

test.describe('card widgets', () => {
  test.describe.configure({ timeout: 90_000 });

  test("the simple, markdown, QR code, label and HTML cards show the device's name and its live value", async ({
    page,
    serverUrl,
    tenantApi,
  }) => {
    const { device, open } = await cardsOf(page, tenantApi);
    const { credentialsId } = await tenantApi.devices.credentials(device.id.id);
    await postDeviceTelemetry(serverUrl, credentialsId, { temperature: 21.46 });
    const { view, simple, markdown, qr, html, label } = await open();

    await expect(simple.getByText('Temperature')).toBeVisible();
    await expect(simple.getByTestId('simple-card-value')).toHaveText('21.5 °C');
    await expect(markdown.getByRole('heading', { name: device.name })).toBeVisible();
    await expect(markdown.getByRole('listitem')).toHaveText('Now: 21.5 °C');
    await expect(qr.getByRole('img', { name: device.name })).toBeVisible();
    await expect(html.getByText('Call Devices service')).toBeVisible();
    await expect(label.getByText('Boiler at 21.5 °C')).toBeVisible();
    await expect(view.placeholders).toHaveCount(0);

    await postDeviceTelemetry(serverUrl, credentialsId, { temperature: 35 });
    await expect(simple.getByTestId('simple-card-value')).toHaveText('35 °C');
    await expect(markdown.getByRole('listitem')).toHaveText('Now: 35.0 °C');
    await expect(label.getByText('Boiler at 35.0 °C')).toBeVisible();
    // the markdown's HTML was sanitised: its image is there without the handler that would have run
    await expect(markdown.locator('img')).toHaveCount(1);
    await expect(markdown.locator('img[onerror]')).toHaveCount(0);
    expect(await page.title()).not.toBe('hacked');
  });

  test('cards of a device without the value say there is no data', async ({ page, tenantApi }) => {
    const { open } = await cardsOf(page, tenantApi);
    const { simple, html } = await open();
    await expect(simple.getByTestId('widget-message')).toHaveText('No data to display');
    // the card under the message shows no value
    await expect(simple).not.toContainText('°C');
    // the HTML card has no data to wait for
    await expect(html.getByText('Call Devices service')).toBeVisible();
  });
});

import type { Api } from '@fleetdeck/client';
import type { Page } from '@playwright/test';
import { CUSTOMER_USER, TENANT_ADMIN } from '../fixtures/accounts';
import { backendAs } from '../fixtures/backend';
import { requestDeviceClaim } from '../fixtures/device-http';
import { deviceClaimingDashboard, webCameraDashboard } from '../fixtures/input-edge-widgets-dashboard';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { DashboardPage } from '../pages/DashboardPage';
import { DevicesPage } from '../pages/DevicesPage';
import { ShellPage } from '../pages/ShellPage';

// Chromium's fake camera (a test pattern), allowed without the permission prompt
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
});

/** Signs the demo customer user in on a dashboard with the claim widget; answers the widget. */
async function openClaimWidget(page: Page, tenantApi: Api, serverUrl: string) {
  const customerApi = await backendAs(serverUrl, CUSTOMER_USER);
  const customerId = (await customerApi.auth.currentUser()).customerId.id;
  const dashboard = await tenantApi.dashboards.save(deviceClaimingDashboard(unique('Claiming')));
  await tenantApi.dashboards.assignToCustomer(customerId, dashboard.id.id);
  await signInWithoutForm(page, CUSTOMER_USER, `/dashboards/${dashboard.id.id}`);
  const widget = new DashboardPage(page).widget('Claim widget');
  // the dashboard's code loads first, slowly on a shared machine
  await expect(widget.getByRole('textbox', { name: 'Device name' })).toBeVisible({ timeout: 45_000 });
  return widget;
}

test.describe('input widgets: device claiming and the photo camera', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a customer user claims a device with its secret key and then finds it among their devices', async ({
    page,
    tenantApi,
    serverUrl,
  }) => {
    const device = await tenantApi.devices.save({ name: unique('Claimable meter') });
    const token = (await tenantApi.devices.credentials(device.id.id)).credentialsId;
    await requestDeviceClaim(serverUrl, token, 'meter-secret');
    const widget = await openClaimWidget(page, tenantApi, serverUrl);

    await widget.getByRole('textbox', { name: 'Device name' }).fill(device.name);
    await widget.getByRole('textbox', { name: 'Secret key' }).fill('meter-secret');
    await widget.getByRole('button', { name: 'Claim device' }).click();
    await expect(new ShellPage(page).toasts.filter({ hasText: 'Device was successfully claimed!' })).toBeVisible();
    await expect(widget.getByRole('textbox', { name: 'Device name' })).toHaveValue('');

    const devices = new DevicesPage(page);
    await devices.goto();
    await expect(devices.row(device.name)).toBeVisible();
  });

  test('a wrong secret key shows the platform’s message and the device stays the tenant’s', async ({
    page,
    tenantApi,
    serverUrl,
  }) => {
    const device = await tenantApi.devices.save({ name: unique('Guarded meter') });
    const token = (await tenantApi.devices.credentials(device.id.id)).credentialsId;
    await requestDeviceClaim(serverUrl, token, 'right-secret');
    const widget = await openClaimWidget(page, tenantApi, serverUrl);

    await widget.getByRole('textbox', { name: 'Device name' }).fill(device.name);
    await widget.getByRole('textbox', { name: 'Secret key' }).fill('wrong-secret');
    await widget.getByRole('button', { name: 'Claim device' }).click();
    await expect(new ShellPage(page).toasts.filter({ hasText: 'Failed to claim the device!' })).toBeVisible();
    await expect(widget.getByRole('textbox', { name: 'Device name' })).toHaveValue(device.name);
    expect((await tenantApi.devices.get(device.id.id)).customerId.id).toBe(device.customerId.id);
  });

  test('the camera widget takes a photo with the fake camera and saves it as the device’s attribute', async ({
    page,
    tenantApi,
  }) => {
    const device = await tenantApi.devices.save({ name: unique('Gate camera') });
    const dashboard = await tenantApi.dashboards.save(webCameraDashboard(unique('Camera'), device.id.id, 'snapshot'));
    await signInWithoutForm(page, TENANT_ADMIN, `/dashboards/${dashboard.id.id}`);
    const widget = new DashboardPage(page).widget('Camera widget');
    await expect(widget.getByText('No image')).toBeVisible({ timeout: 45_000 });

    await widget.getByRole('button', { name: 'Take photo' }).click();
    await expect(widget.locator('video')).toBeVisible();
    await widget.getByRole('button', { name: 'Take photo' }).click();
    await expect(widget.getByRole('img', { name: 'snapshot' })).toBeVisible();
    await widget.getByRole('button', { name: 'Save' }).click();

    await expect
      .poll(async () => (await tenantApi.telemetry.attributes(device.id, 'SERVER_SCOPE', ['snapshot']))[0]?.value)
      .toMatch(/^data:image\/jpeg;base64,/);
    // the saved photo comes back through the dashboard's subscription
    await expect(widget.getByRole('img', { name: 'snapshot' })).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
    await expect(widget.getByRole('button', { name: 'Take photo' })).toBeVisible();
  });
});

import { TENANT_ADMIN } from '../fixtures/accounts';
import { postDeviceTelemetry } from '../fixtures/device-http';
import { boxOf, insideViewport } from '../fixtures/geometry';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { TelemetryTabs } from '../pages/TelemetryTabs';

const SCREENS = [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
];

for (const viewport of SCREENS) {
  test.describe(`the time-window panel at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("stays inside the screen on the History tab of a device's chart", async ({ page, tenantApi, serverUrl }) => {
      test.slow();
      const device = await tenantApi.devices.save({ name: unique('Window fit') });
      const credentials = await tenantApi.devices.credentials(device.id.id);
      await postDeviceTelemetry(serverUrl, credentials.credentialsId, { temperature: 20 });
      await signInWithoutForm(page, TENANT_ADMIN);
      await page.goto(`/devices?details=${device.id.id}`);
      const tabs = new TelemetryTabs(page);
      await tabs.openLatestTelemetry();
      await tabs.row('temperature').getByRole('checkbox').check();
      await tabs.details.getByRole('button', { name: 'Show on chart' }).click();
      await tabs.chart.locator('button[aria-haspopup="dialog"]').click();

      const panel = page.getByRole('form', { name: 'Edit timewindow' });
      await panel.getByRole('tab', { name: 'History' }).click();
      await expect(panel.getByRole('radio').first()).toBeVisible();
      await expect
        .poll(async () => insideViewport(await boxOf(panel), viewport), { message: 'panel inside the viewport' })
        .toBe(true);
      await expect(panel.getByRole('button', { name: 'Update' })).toBeInViewport({ ratio: 1 });
    });
  });
}

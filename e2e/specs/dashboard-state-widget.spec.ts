import type { Api } from '@fleetdeck/client';
import type { Page } from '@playwright/test';
import { TENANT_ADMIN } from '../fixtures/accounts';
import { dashboardStateDashboard } from '../fixtures/dashboard-state-dashboard';
import { postDeviceTelemetry } from '../fixtures/device-http';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { DashboardPage } from '../pages/DashboardPage';

/** A device, and the dashboard that embeds its boiler room state, open. */
async function openDashboard(page: Page, api: Api, serverUrl: string, temperature?: number) {
  const device = await api.devices.save({ name: unique('Boiler'), type: 'default' });
  if (temperature !== undefined) {
    const { credentialsId } = await api.devices.credentials(device.id.id);
    await postDeviceTelemetry(serverUrl, credentialsId, { temperature });
  }
  const dashboard = await api.dashboards.save(
    dashboardStateDashboard({ title: unique('Boiler house'), deviceId: device.id.id }),
  );
  await signInWithoutForm(page, TENANT_ADMIN);
  const view = new DashboardPage(page);
  await view.goto(dashboard.id.id);
  return view;
}

test.describe('dashboard state widget', () => {
  test.describe.configure({ timeout: 90_000 });

  test("shows another state's widgets with the device's live value", async ({ page, tenantApi, serverUrl }) => {
    const view = await openDashboard(page, tenantApi, serverUrl, 21.46);
    const room = view.widget('Boiler room');
    const card = room.getByRole('region', { name: 'Boiler card', exact: true });
    // the dashboard's code loads first, slowly on a shared machine
    await expect(card.getByTestId('simple-card-value')).toHaveText('21.5 °C', { timeout: 45_000 });
    await expect(view.placeholders).toHaveCount(0);
  });

  test('says so instead of showing the state it is on inside itself', async ({ page, tenantApi, serverUrl }) => {
    const view = await openDashboard(page, tenantApi, serverUrl);
    await expect(view.widget('Loop').getByRole('alert')).toHaveText(
      'This widget cannot show the state it is part of.',
      { timeout: 45_000 },
    );
  });
});

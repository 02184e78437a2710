import { readFileSync } from 'node:fs';
import type { DashboardDraft } from '@fleetdeck/model';
import { TENANT_ADMIN } from '../fixtures/accounts';
import { postDeviceTelemetry } from '../fixtures/device-http';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { DashboardPage } from '../pages/DashboardPage';

const GATEWAYS = new URL('../../fixtures/tb-3.4.1/dashboards/gateways.json', import.meta.url);

test.describe('gateway widgets', () => {
  // signing in and the dashboard's first load take a while on a shared machine
  test.describe.configure({ timeout: 90_000 });

  test('Gateway events lists the gateway’s event counters that its settings name, with their values', async ({
    page,
    serverUrl,
    tenantApi,
  }) => {
    const gateway = await tenantApi.devices.save({ name: unique('Gateway'), type: 'gateway' });
    const { credentialsId } = await tenantApi.devices.credentials(gateway.id.id);
    await postDeviceTelemetry(serverUrl, credentialsId, { eventsSent: 1207, eventsProduced: 1311, cpuLoad: 0.5 });
    const exported = JSON.parse(readFileSync(GATEWAYS, 'utf8')) as DashboardDraft;
    const saved = await tenantApi.dashboards.save({ ...exported, title: unique('Gateway events') });

    await signInWithoutForm(page, TENANT_ADMIN);
    const dashboard = new DashboardPage(page);
    await dashboard.goto(saved.id.id, [
      { id: 'main_gateway', params: {} },
      { id: '__entityname_grafic', params: { entityId: gateway.id, entityName: gateway.name } },
    ]);
    const events = dashboard.widgetsOfType('gateway_widgets.attributes_card');
    await expect(events.getByRole('row')).toHaveCount(2, { timeout: 60_000 });
    await expect(events.getByRole('row').nth(0)).toHaveText(/eventsProduced\s*1311/);
    await expect(events.getByRole('row').nth(1)).toHaveText(/eventsSent\s*1207/);
  });
});

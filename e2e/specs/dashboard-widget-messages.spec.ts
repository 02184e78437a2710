import { readFileSync } from 'node:fs';
import type { DashboardDraft } from '@fleetdeck/model';
import { TENANT_ADMIN } from '../fixtures/accounts';
import { TestDevice } from '../fixtures/device';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { DashboardPage } from '../pages/DashboardPage';

const THERMOSTATS = new URL('../../fixtures/tb-3.4.1/dashboards/thermostats.json', import.meta.url);

function thermostatsExport(title: string): DashboardDraft {
  return { ...JSON.parse(readFileSync(THERMOSTATS, 'utf8')), title };
}

test.describe('what a widget says about its data', () => {
  // signing in, the widget code and the script sandbox's WebAssembly take a while on a shared machine
  test.describe.configure({ timeout: 90_000 });

  test('a chart of a device without values says so until the first value arrives', async ({
    page,
    tenantApi,
    mqttUrl,
  }) => {
    const device = await TestDevice.create(tenantApi, mqttUrl, unique('Quiet thermostat'));
    try {
      const saved = await tenantApi.dashboards.save(thermostatsExport(unique('Quiet thermostats')));
      await signInWithoutForm(page, TENANT_ADMIN);
      const dashboard = new DashboardPage(page);
      await dashboard.goto(saved.id.id, [
        { id: 'chart', params: { entityId: device.device.id, entityName: device.device.name } },
      ]);
      const chart = dashboard.widget('Temperature');
      await expect(chart.getByTestId('widget-message')).toHaveText('No data to display');

      await device.publishTelemetry({ temperature: 21.5 });
      await expect(chart).not.toHaveAttribute('data-points', '0');
      await expect(chart.getByTestId('widget-message')).toHaveCount(0);
    } finally {
      await device.disconnect();
    }
  });

  test('a chart whose state names no entity says that its alias found none', async ({ page, tenantApi }) => {
    const saved = await tenantApi.dashboards.save(thermostatsExport(unique('Entityless thermostats')));
    await signInWithoutForm(page, TENANT_ADMIN);
    const dashboard = new DashboardPage(page);
    await dashboard.goto(saved.id.id, [{ id: 'chart', params: {} }]);
    await expect(dashboard.widget('Temperature').getByTestId('widget-message')).toHaveText(
      /^No entity found for '.+'\.$/,
    );
  });
});

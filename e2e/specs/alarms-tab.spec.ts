import type { Api } from '@fleetdeck/client';
import type { AlarmSeverity, EntityId } from '@fleetdeck/model';
import type { Page } from '@playwright/test';
import { TENANT_ADMIN } from '../fixtures/accounts';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { AlarmsTab } from '../pages/AlarmsTab';
import { AssetsPage } from '../pages/AssetsPage';
import { DevicesPage } from '../pages/DevicesPage';
import { ShellPage } from '../pages/ShellPage';

function raise(api: Api, originator: EntityId, type: string, severity: AlarmSeverity) {
  return api.alarms.save({ originator, type, severity, status: 'ACTIVE_UNACK', details: { reading: 42 } });
}

/** A new device with alarms of the given types (critical ones), its details panel open on the Alarms tab. */
async function openAlarmsOfNewDevice(page: Page, tenantApi: Api, ...types: string[]) {
  const name = unique('Chiller');
  const device = await tenantApi.devices.save({ name });
  const raised = [];
  for (const type of types) raised.push(await raise(tenantApi, device.id, type, 'CRITICAL'));
  await signInWithoutForm(page, TENANT_ADMIN, '/devices');
  const devices = new DevicesPage(page);
  await devices.row(name).click();
  const alarms = new AlarmsTab(page, devices.details);
  await alarms.open();
  return { name, device, raised, alarms };
}

test.describe('alarms tab', () => {
  test('a tenant administrator acknowledges and clears alarms, sees new ones arrive and acts on a selection', async ({
    page,
    tenantApi,
  }) => {
    const { name, device, alarms } = await openAlarmsOfNewDevice(page, tenantApi, 'High temperature');
    const first = alarms.row('High temperature');
    await expect(first).toContainText(name);
    await expect(first.getByText('Critical')).toHaveCSS('color', 'rgb(255, 0, 0)');
    await expect(first).toContainText('Active Unacknowledged');

    await alarms.rowAction('High temperature', 'Details');
    await expect(alarms.detailsDialog.getByRole('textbox', { name: 'Type' })).toHaveValue('High temperature');
    await expect(alarms.detailsDialog).toContainText('"reading": 42');
    await alarms.detailsDialog.getByRole('button', { name: 'Close' }).click();

    await alarms.rowAction('High temperature', 'Acknowledge');
    await expect(first).toContainText('Active Acknowledged');
    await expect(first.getByRole('button', { name: 'Acknowledge' })).toHaveCount(0);
    await alarms.rowAction('High temperature', 'Clear');
    await expect(first).toContainText('Cleared Acknowledged');
    await expect(first.getByRole('button', { name: 'Clear' })).toHaveCount(0);

    // Raised while the tab is open: the WebSocket's change notice brings them in without a reload.
    await raise(tenantApi, device.id, 'Low pressure', 'MAJOR');
    await raise(tenantApi, device.id, 'Door open', 'MINOR');
    await expect(alarms.row('Low pressure')).toContainText('Active Unacknowledged');
    await expect(alarms.row('Door open')).toContainText('Active Unacknowledged');

    await alarms.select('Low pressure');
    await alarms.select('Door open');
    await alarms.askBulk('Acknowledge');
    await expect(alarms.confirmDialog).toHaveAccessibleName('Acknowledge 2 alarms');
    await alarms.confirmDialog.getByRole('button', { name: 'Yes' }).click();
    await expect(alarms.row('Low pressure')).toContainText('Active Acknowledged');
    await expect(alarms.row('Door open')).toContainText('Active Acknowledged');
    const stored = await tenantApi.alarms.forEntity(device.id, { page: 0, pageSize: 10 }, { searchStatus: 'ACK' });
    expect(stored.data.map((alarm) => alarm.type).sort()).toEqual(['Door open', 'High temperature', 'Low pressure']);

    await alarms.chooseSeverity('Major');
    await expect(alarms.rows).toHaveCount(1);
    await expect(alarms.rows.first()).toContainText('Low pressure');
  });

  test('a chosen severity lists exactly that severity, alarms propagated from a contained device included', async ({
    page,
    tenantApi,
  }) => {
    const name = unique('Pump house');
    const asset = await tenantApi.assets.save({ name, type: 'building' });
    const pump = await tenantApi.devices.save({ name: unique('Pump') });
    await tenantApi.relations.save({
      from: asset.id,
      to: pump.id,
      type: 'Contains',
      typeGroup: 'COMMON',
      additionalInfo: null,
    });
    await tenantApi.alarms.save({
      originator: pump.id,
      type: 'Pump fault',
      severity: 'MAJOR',
      status: 'ACTIVE_UNACK',
      propagate: true,
    });
    // a type that names another severity: a text search for MAJOR would find it too
    await raise(tenantApi, asset.id, 'Major overhaul due', 'MINOR');
    await signInWithoutForm(page, TENANT_ADMIN, '/assets');
    const assets = new AssetsPage(page);
    await assets.row(name).click();
    const alarms = new AlarmsTab(page, assets.details);
    await alarms.open();
    await expect(alarms.rows).toHaveCount(2);

    await alarms.chooseSeverity('Major');
    await expect(alarms.rows).toHaveCount(1);
    await expect(alarms.rows.first()).toContainText('Pump fault');
    // raised on the pump while the asset's tab is open: it arrives without a reload
    await tenantApi.alarms.save({
      originator: pump.id,
      type: 'Pump overheating',
      severity: 'MAJOR',
      status: 'ACTIVE_UNACK',
      propagate: true,
    });
    await expect(alarms.rows).toHaveCount(2);
    await expect(alarms.row('Pump overheating')).toBeVisible();
    await alarms.chooseSeverity('Minor');
    await expect(alarms.rows).toHaveCount(1);
    await expect(alarms.rows.first()).toContainText('Major overhaul due');
  });

  test('acknowledging an alarm deleted meanwhile shows the server message and keeps the list', async ({
    page,
    tenantApi,
  }) => {
    const { raised, alarms } = await openAlarmsOfNewDevice(page, tenantApi, 'Gone soon', 'Stays');
    const [alarm] = raised;
    await expect(alarms.row('Stays')).toBeVisible();

    await alarms.select('Gone soon');
    await alarms.askBulk('Acknowledge');
    await tenantApi.alarms.delete(alarm.id.id);
    await alarms.confirmDialog.getByRole('button', { name: 'Yes' }).click();

    await expect(new ShellPage(page).toasts).toContainText(`Alarm with id [${alarm.id.id}] is not found`);
    await expect(alarms.row('Stays')).toContainText('Active Unacknowledged');
  });
});

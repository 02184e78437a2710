import { TENANT_ADMIN } from '../fixtures/accounts';
import { TestDevice } from '../fixtures/device';
import { restoreMetadata, rootChain } from '../fixtures/rule-chains';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { AlarmsTab } from '../pages/AlarmsTab';
import { DevicesPage } from '../pages/DevicesPage';
import { RuleChainEditorPage } from '../pages/RuleChainEditorPage';

test.describe('a threshold alarm built in the chain editor', () => {
  // it signs in, loads the canvas chunk, waits for the rule engine and then for the alarm
  test.describe.configure({ timeout: 150_000 });

  test('raises an alarm from a real device that arrives live in the Alarms tab, where it is acknowledged and cleared', async ({
    page,
    tenantApi,
    mqttUrl,
  }) => {
    const root = await rootChain(tenantApi);
    const before = await tenantApi.ruleChains.metadata(root.id.id);
    const deviceName = unique('Boiler');
    const device = await TestDevice.create(tenantApi, mqttUrl, deviceName);
    const filterName = unique('Too hot');
    const alarmType = unique('Overheating');
    const alarmNode = unique('Raise overheating');
    try {
      await signInWithoutForm(page, TENANT_ADMIN);
      const editor = new RuleChainEditorPage(page);
      await editor.goto(root.id.id);
      await expect(editor.node('Save Timeseries')).toBeVisible();

      // The filter's own default script, return msg.temperature > 20, is the threshold.
      await editor.dropNode('script', { x: 600, y: 420 }, 'Filter');
      await editor.nameNode(filterName);
      await editor.dropNode('create alarm', { x: 850, y: 420 });
      await editor.dialog.getByLabel('Alarm type').fill(alarmType);
      await editor.nameNode(alarmNode);
      await editor.connect('Save Timeseries', filterName);
      await editor.chooseLinkLabel('Success');
      await editor.connect(filterName, alarmNode);
      await editor.chooseLinkLabel('True');
      await editor.save();
      await expect(editor.saveButton).toBeDisabled();

      await page.goto('/devices');
      const devices = new DevicesPage(page);
      await devices.row(deviceName).click();
      const alarms = new AlarmsTab(page, devices.details);
      await alarms.open();
      await expect(alarms.row(alarmType)).toHaveCount(0);

      await device.publishTelemetry({ temperature: 35 });
      await expect(alarms.row(alarmType)).toContainText('Active Unacknowledged', { timeout: 20_000 });
      await expect(alarms.row(alarmType)).toContainText('Critical');
      await alarms.rowAction(alarmType, 'Acknowledge');
      await expect(alarms.row(alarmType)).toContainText('Active Acknowledged');
      await alarms.rowAction(alarmType, 'Clear');
      await expect(alarms.row(alarmType)).toContainText('Cleared Acknowledged');
    } finally {
      await device.disconnect();
      await restoreMetadata(tenantApi, before);
    }
  });
});

import type { Api } from '@fleetdeck/client';
import type { RuleChain } from '@fleetdeck/model';
import { TENANT_ADMIN } from '../fixtures/accounts';
import { TestDevice } from '../fixtures/device';
import { rootChain } from '../fixtures/rule-chains';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { EntityListPage } from '../pages/EntityListPage';
import { EventsTab } from '../pages/EventsTab';
import { RuleChainEditorPage } from '../pages/RuleChainEditorPage';
import { ShellPage } from '../pages/ShellPage';

const LOG_NODE = 'org.thingsboard.rule.engine.action.TbLogNode';

/** A root chain of one log node in debug mode, so every device message leaves an IN and an OUT debug event. */
async function debuggedRootChain(api: Api, nodeName: string): Promise<{ chain: RuleChain; nodeId: string }> {
  const chain = await api.ruleChains.save({ name: unique('Debugged'), type: 'CORE' });
  const metadata = await api.ruleChains.saveMetadata({
    ruleChainId: chain.id,
    firstNodeIndex: 0,
    nodes: [
      {
        type: LOG_NODE,
        name: nodeName,
        debugMode: true,
        configuration: { jsScript: 'return "Incoming message";' },
        additionalInfo: { layoutX: 400, layoutY: 200 },
      },
    ],
    connections: [],
  });
  await api.ruleChains.setRoot(chain.id.id);
  return { chain, nodeId: metadata.nodes[0].id?.id as string };
}

test.describe('the Events tab', () => {
  // each test signs in and waits for the rule engine; the editor test loads the canvas chunk too
  test.describe.configure({ timeout: 150_000 });

  test('a rule node’s debug events list what it received and sent, open as JSON, and clear', async ({
    page,
    tenantApi,
    mqttUrl,
  }) => {
    const previousRoot = await rootChain(tenantApi);
    const nodeName = unique('Debugged log');
    // the device connects before the chain is root, so the node sees its telemetry only
    const device = await TestDevice.create(tenantApi, mqttUrl, unique('Events thermostat'));
    const { chain, nodeId } = await debuggedRootChain(tenantApi, nodeName);
    try {
      await device.publishTelemetry({ temperature: 42.5 });
      await expect
        .poll(async () => {
          const events = await tenantApi.events.filtered(
            { entityType: 'RULE_NODE', id: nodeId },
            { eventType: 'DEBUG_RULE_NODE', msgType: 'POST_TELEMETRY_REQUEST' },
            chain.tenantId.id,
            { page: 0, pageSize: 10 },
          );
          return events.data.map((event) => (event.body as { type: string }).type).sort();
        })
        .toEqual(['IN', 'OUT']);

      await signInWithoutForm(page, TENANT_ADMIN);
      const editor = new RuleChainEditorPage(page);
      await editor.goto(chain.id.id);
      await editor.node(nodeName).dblclick();
      const nodeDialog = page.getByRole('dialog', { name: /^Rule node details/ });
      const events = new EventsTab(page, nodeDialog);
      await events.open();

      // debug mode is on, so the tab starts with the debug messages
      await expect(events.typeSelect).toHaveText('Debug');
      const received = events.rowsWith('IN', 'POST_TELEMETRY_REQUEST', device.device.id.id);
      const sent = events.rowsWith('OUT', 'POST_TELEMETRY_REQUEST', device.device.id.id);
      await expect(received).toHaveCount(1);
      await expect(sent).toHaveCount(1);
      const data = await events.openContent(received, 'Data');
      await expect(data).toContainText('"temperature": 42.5');
      await events.closeContent();
      await expect(sent.getByRole('cell', { name: 'Success', exact: true })).toBeVisible();

      // the node started when the chain was saved
      await events.showType('Lifecycle event');
      await expect(events.rowsWith('STARTED')).toHaveCount(1);
      await expect(events.rowsWith('STARTED').getByRole('cell', { name: 'Success', exact: true })).toBeVisible();

      await events.showType('Debug');
      await expect(received).toHaveCount(1);
      await events.clear();
      await expect(events.rows).toHaveCount(0);
      await expect(nodeDialog.getByText('No events found')).toBeVisible();
      await events.refresh();
      await expect(nodeDialog.getByText('No events found')).toBeVisible();
    } finally {
      await device.disconnect();
      await tenantApi.ruleChains.setRoot(previousRoot.id.id);
    }
  });

  test('the script test of a node starts from the last message the node received in debug mode', async ({
    page,
    tenantApi,
    mqttUrl,
  }) => {
    const previousRoot = await rootChain(tenantApi);
    const nodeName = unique('Debugged log');
    const device = await TestDevice.create(tenantApi, mqttUrl, unique('Prefill thermostat'));
    const { chain, nodeId } = await debuggedRootChain(tenantApi, nodeName);
    try {
      await device.publishTelemetry({ humidity: 61 });
      await expect.poll(async () => (await tenantApi.events.ruleNodeDebugIn(nodeId)) !== null).toBe(true);

      await signInWithoutForm(page, TENANT_ADMIN);
      const editor = new RuleChainEditorPage(page);
      await editor.goto(chain.id.id);
      const testDialog = await editor.openScriptTest(nodeName);
      await expect(testDialog.getByRole('textbox', { name: 'Message', exact: true })).toContainText('"humidity": 61');
      await expect(testDialog.getByRole('combobox', { name: 'Message type' })).toHaveValue('POST_TELEMETRY_REQUEST');
      await expect(testDialog.getByRole('textbox', { name: 'Message', exact: true })).not.toContainText('temperature');
    } finally {
      await device.disconnect();
      await tenantApi.ruleChains.setRoot(previousRoot.id.id);
    }
  });

  test('a rule chain’s Events tab in its details shows that the chain started', async ({ page, tenantApi }) => {
    const chain = await tenantApi.ruleChains.save({ name: unique('Started chain'), type: 'CORE' });
    await signInWithoutForm(page, TENANT_ADMIN);
    await page.goto(`/ruleChains?details=${chain.id.id}`);
    const list = new EntityListPage(page);
    await expect(list.detailsTitle).toHaveText(chain.name);
    const events = new EventsTab(page, list.details);
    await events.open();
    await expect(events.typeSelect).toHaveText('Error');
    await events.showType('Lifecycle event');
    // the engine loads a new chain shortly after it is saved
    await expect(async () => {
      await events.refresh();
      await expect(events.rowsWith('STARTED')).toHaveCount(1, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
  });

  test('a device’s events that cannot be read say why', async ({ page, tenantApi }) => {
    const device = await tenantApi.devices.save({ name: unique('Unreadable events') });
    await signInWithoutForm(page, TENANT_ADMIN);
    await page.route('**/api/events/DEVICE/**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ status: 500, message: 'Events storage is unavailable', errorCode: 2, timestamp: 0 }),
      }),
    );
    await page.goto(`/devices?details=${device.id.id}`);
    const list = new EntityListPage(page);
    await expect(list.detailsTitle).toHaveText(device.name);
    const events = new EventsTab(page, list.details);
    await events.open();
    await expect(new ShellPage(page).toasts).toContainText('Events storage is unavailable');
    await expect(list.details.getByText('No events found')).toBeHidden();
  });
});

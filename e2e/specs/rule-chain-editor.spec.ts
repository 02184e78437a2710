import { TENANT_ADMIN } from '../fixtures/accounts';
import { TestDevice } from '../fixtures/device';
import { restoreMetadata, rootChain } from '../fixtures/rule-chains';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { RuleChainEditorPage } from '../pages/RuleChainEditorPage';

const LOG_NODE = 'org.thingsboard.rule.engine.action.TbLogNode';

test.describe('the rule chain editor', () => {
  // each test signs in, loads the canvas chunk and waits for the rule engine
  test.describe.configure({ timeout: 150_000 });

  test('a node dropped from the palette and connected is saved at its place and gets the messages of a real device', async ({
    page,
    tenantApi,
    mqttUrl,
  }) => {
    const root = await rootChain(tenantApi);
    const before = await tenantApi.ruleChains.metadata(root.id.id);
    const device = await TestDevice.create(tenantApi, mqttUrl, unique('Editor Thermostat'));
    const nodeName = unique('Log telemetry');
    try {
      await signInWithoutForm(page, TENANT_ADMIN);
      const editor = new RuleChainEditorPage(page);
      await editor.goto(root.id.id);
      await expect(editor.node('Save Timeseries')).toBeVisible();

      await editor.dropNode('log', { x: 600, y: 420 });
      await editor.nameNode(nodeName, { debugMode: true });
      await expect(editor.node(nodeName)).toBeVisible();
      await editor.connect('Save Timeseries', nodeName);
      await editor.chooseLinkLabel('Success');
      await expect(editor.edgeLabels.filter({ hasText: /^Success$/ })).not.toHaveCount(0);
      await editor.save();
      await expect(editor.saveButton).toBeDisabled();

      const saved = await tenantApi.ruleChains.metadata(root.id.id);
      const index = saved.nodes.findIndex((node) => node.name === nodeName);
      const from = saved.nodes.findIndex((node) => node.name === 'Save Timeseries');
      expect(saved.nodes[index]).toMatchObject({ type: LOG_NODE, debugMode: true });
      expect(saved.nodes[index].additionalInfo).toEqual(
        expect.objectContaining({ layoutX: expect.any(Number), layoutY: expect.any(Number) }),
      );
      expect(saved.connections).toContainEqual({ fromIndex: from, toIndex: index, type: 'Success' });
      expect(saved.firstNodeIndex).toBe(before.firstNodeIndex);

      const placed = await editor.placeOf(nodeName);
      expect(saved.nodes[index].additionalInfo).toMatchObject({ layoutX: placed.x, layoutY: placed.y });
      await editor.reload();
      expect(await editor.placeOf(nodeName)).toEqual(placed);

      await device.publishTelemetry({ temperature: 31.5 });
      const logNode = saved.nodes[index].id;
      await expect
        .poll(
          async () => {
            const events = await tenantApi.events.list(logNode, 'DEBUG_RULE_NODE', root.tenantId.id, {
              page: 0,
              pageSize: 10,
            });
            return events.data.map((event) => {
              const body = event.body as { type?: string; data?: string; entityId?: string };
              return `${body.type} ${body.entityId} ${body.data?.includes('31.5') ? 'temperature' : ''}`;
            });
          },
          { timeout: 20_000 },
        )
        .toContain(`IN ${device.device.id.id} temperature`);
    } finally {
      await device.disconnect();
      await restoreMetadata(tenantApi, before);
    }
  });

  test('a save the server refuses shows its message and keeps the edits', async ({ page, tenantApi }) => {
    const chain = await tenantApi.ruleChains.save({ name: unique('Circling'), type: 'CORE' });
    const node = (name: string, layoutX: number) => ({
      type: LOG_NODE,
      name,
      debugMode: false,
      configuration: { jsScript: 'return "";' },
      additionalInfo: { layoutX, layoutY: 200 },
    });
    await tenantApi.ruleChains.saveMetadata({
      ruleChainId: chain.id,
      firstNodeIndex: 0,
      nodes: [node('First log', 300), node('Second log', 600)],
      connections: [{ fromIndex: 0, toIndex: 1, type: 'Success' }],
    });
    await signInWithoutForm(page, TENANT_ADMIN);
    const editor = new RuleChainEditorPage(page);
    await editor.goto(chain.id.id);
    await expect(editor.node('Second log')).toBeVisible();

    await editor.connect('Second log', 'First log');
    await editor.chooseLinkLabel('Failure');
    await editor.save();
    await expect(editor.saveError).toHaveText(
      "Unable to save the rule chain: Can't create circling relations in rule chain.",
    );
    // the refused connection is still drawn and still unsaved
    await expect(editor.edgeLabels.filter({ hasText: /^Failure$/ })).toHaveCount(1);
    await expect(editor.saveButton).toBeEnabled();
    const stored = await tenantApi.ruleChains.metadata(chain.id.id);
    expect(stored.connections).toEqual([{ fromIndex: 0, toIndex: 1, type: 'Success' }]);

    // undo takes the connection back, and the chain is as saved again
    await page.keyboard.press('Control+z');
    await expect(editor.edgeLabels.filter({ hasText: /^Failure$/ })).toHaveCount(0);
    await expect(editor.saveButton).toBeDisabled();
    await page.keyboard.press('Control+Shift+z');
    await expect(editor.edgeLabels.filter({ hasText: /^Failure$/ })).toHaveCount(1);
  });

  test('the script of a node is tested on the server, and a script that throws shows its error', async ({
    page,
    tenantApi,
  }) => {
    const chain = await tenantApi.ruleChains.save({ name: unique('Script test'), type: 'CORE' });
    await tenantApi.ruleChains.saveMetadata({
      ruleChainId: chain.id,
      firstNodeIndex: 0,
      nodes: [
        {
          type: 'org.thingsboard.rule.engine.filter.TbJsFilterNode',
          name: 'Hot',
          debugMode: false,
          configuration: { jsScript: 'return msg.temperature > 20;' },
          additionalInfo: { layoutX: 300, layoutY: 150 },
        },
      ],
      connections: [],
    });
    await signInWithoutForm(page, TENANT_ADMIN);
    const editor = new RuleChainEditorPage(page);
    await editor.goto(chain.id.id);

    const testDialog = await editor.openScriptTest('Hot');
    // the test message is a telemetry message of 22.4 degrees
    await testDialog.getByRole('button', { name: 'Test', exact: true }).click();
    await expect(testDialog.getByLabel('Output')).toHaveText('true');

    const script = testDialog.getByRole('textbox', { name: 'Script' });
    await script.click();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('throw new Error("sensor offline');
    await testDialog.getByRole('button', { name: 'Test', exact: true }).click();
    await expect(testDialog.getByRole('alert')).toContainText('sensor offline');
    await expect(testDialog.getByLabel('Output')).toHaveText('');
    // Save tests first and keeps the dialog open while the script fails
    await testDialog.getByRole('button', { name: 'Save' }).click();
    await expect(testDialog.getByRole('alert')).toContainText('sensor offline');
    await expect(testDialog).toBeVisible();
  });
});

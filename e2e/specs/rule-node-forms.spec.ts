import type { Api } from '@fleetdeck/client';
import { TENANT_ADMIN } from '../fixtures/accounts';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { RuleChainEditorPage } from '../pages/RuleChainEditorPage';

const REST_API_CALL_NODE = 'org.thingsboard.rule.engine.rest.TbRestApiCallNode';
const LOG_NODE = 'org.thingsboard.rule.engine.action.TbLogNode';

async function emptyChain(api: Api, name: string) {
  const chain = await api.ruleChains.save({ name: unique(name), type: 'CORE' });
  await api.ruleChains.saveMetadata({ ruleChainId: chain.id, firstNodeIndex: null, nodes: [], connections: [] });
  return chain;
}

test.describe('rule node forms and copy and paste', () => {
  // each test signs in and loads the canvas chunk
  test.describe.configure({ timeout: 120_000 });

  test('a REST API call node is added with its URL and headers, and the chain saves them in the platform shape', async ({
    page,
    tenantApi,
  }) => {
    const chain = await emptyChain(tenantApi, 'Webhook');
    await signInWithoutForm(page, TENANT_ADMIN);
    const editor = new RuleChainEditorPage(page);
    await editor.goto(chain.id.id);

    await editor.dropNode('rest api call', { x: 500, y: 300 });
    await editor.dialog.getByLabel('Endpoint URL pattern').fill('https://hooks.example.com/telemetry');
    await editor.dialog.getByLabel('Request method').click();
    await page.getByRole('option', { name: 'PUT', exact: true }).click();
    await editor.addHeader('X-Api-Key', 'abc123');
    await editor.addHeader('X-Source', 'fleetdeck');
    await editor.nameNode('Webhook call');
    await expect(editor.node('Webhook call')).toBeVisible();
    await editor.save();
    await expect(editor.saveButton).toBeDisabled();

    const saved = await tenantApi.ruleChains.metadata(chain.id.id);
    expect(saved.nodes).toHaveLength(1);
    expect(saved.nodes[0]).toMatchObject({ type: REST_API_CALL_NODE, name: 'Webhook call' });
    expect(saved.nodes[0].configuration).toMatchObject({
      restEndpointUrlPattern: 'https://hooks.example.com/telemetry',
      requestMethod: 'PUT',
      headers: { 'Content-Type': 'application/json', 'X-Api-Key': 'abc123', 'X-Source': 'fleetdeck' },
      readTimeoutMs: 0,
      proxyHost: null,
      credentials: { type: 'anonymous' },
    });
  });

  test('two connected nodes copied from one chain are pasted into another with their connection', async ({
    page,
    tenantApi,
  }) => {
    const from = await tenantApi.ruleChains.save({ name: unique('Copy from'), type: 'CORE' });
    const log = (name: string, layoutX: number) => ({
      type: LOG_NODE,
      name,
      debugMode: false,
      configuration: { jsScript: `return '${name}';` },
      additionalInfo: { layoutX, layoutY: 200, description: `the ${name} step` },
    });
    await tenantApi.ruleChains.saveMetadata({
      ruleChainId: from.id,
      firstNodeIndex: 0,
      nodes: [log('Receive', 300), log('Report', 600)],
      connections: [{ fromIndex: 0, toIndex: 1, type: 'Success' }],
    });
    const into = await emptyChain(tenantApi, 'Paste into');
    const original = await tenantApi.ruleChains.metadata(from.id.id);

    await signInWithoutForm(page, TENANT_ADMIN);
    const editor = new RuleChainEditorPage(page);
    await editor.goto(from.id.id);
    await editor.selectNodes('Receive', 'Report');
    await page.keyboard.press('Control+c');

    await editor.goto(into.id.id);
    await page.keyboard.press('Control+v');
    await expect(editor.node('Receive')).toBeVisible();
    await expect(editor.node('Report')).toBeVisible();
    await expect(editor.edgeLabels.filter({ hasText: /^Success$/ })).toHaveCount(1);
    await editor.save();
    await expect(editor.saveButton).toBeDisabled();

    const pasted = await tenantApi.ruleChains.metadata(into.id.id);
    expect(pasted.nodes.map((node) => node.name)).toEqual(['Receive', 'Report']);
    expect(pasted.nodes[0]).toMatchObject({
      type: LOG_NODE,
      configuration: { jsScript: "return 'Receive';" },
      additionalInfo: expect.objectContaining({ description: 'the Receive step', layoutX: 350, layoutY: 250 }),
    });
    expect(pasted.connections).toEqual([{ fromIndex: 0, toIndex: 1, type: 'Success' }]);
    const originalIds = original.nodes.map((node) => node.id.id);
    for (const node of pasted.nodes) expect(originalIds).not.toContain(node.id.id);
    // the chain copied from is unchanged
    expect((await tenantApi.ruleChains.metadata(from.id.id)).nodes).toHaveLength(2);

    // the paste is one step: undo takes both nodes away
    await page.keyboard.press('Control+v');
    await expect(editor.node('Receive')).toHaveCount(2);
    await page.keyboard.press('Control+z');
    await expect(editor.node('Receive')).toHaveCount(1);
    await expect(editor.saveButton).toBeDisabled();
  });

  test('a REST API call node without its URL keeps the dialog open with the reason and adds nothing', async ({
    page,
    tenantApi,
  }) => {
    const chain = await emptyChain(tenantApi, 'No URL');
    await signInWithoutForm(page, TENANT_ADMIN);
    const editor = new RuleChainEditorPage(page);
    await editor.goto(chain.id.id);

    await editor.dropNode('rest api call', { x: 500, y: 300 });
    await editor.dialog.getByLabel('Name').fill('Nowhere');
    await editor.dialog.getByLabel('Endpoint URL pattern').fill('');
    await editor.dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(editor.dialog.getByText('Endpoint URL pattern is required.')).toBeVisible();
    await expect(editor.dialog).toBeVisible();

    await editor.dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(editor.dialog).toBeHidden();
    await expect(editor.node('Nowhere')).toHaveCount(0);
    await expect(editor.saveButton).toBeDisabled();
    expect((await tenantApi.ruleChains.metadata(chain.id.id)).nodes).toEqual([]);
  });

  test('a generated form with an emptied number keeps the dialog open with the reason, and adds the node once filled', async ({
    page,
    tenantApi,
  }) => {
    const chain = await emptyChain(tenantApi, 'Counting');
    await signInWithoutForm(page, TENANT_ADMIN);
    const editor = new RuleChainEditorPage(page);
    await editor.goto(chain.id.id);

    await editor.dropNode('message count', { x: 500, y: 300 });
    await editor.dialog.getByLabel('Name').fill('Per minute');
    await editor.dialog.getByRole('spinbutton', { name: /^Interval/ }).fill('');
    await editor.dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(editor.dialog.getByText('Interval is required.')).toBeVisible();
    await expect(editor.node('Per minute')).toHaveCount(0);

    await editor.dialog.getByRole('spinbutton', { name: /^Interval/ }).fill('60');
    await editor.dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(editor.dialog).toBeHidden();
    await expect(editor.node('Per minute')).toBeVisible();
  });
});

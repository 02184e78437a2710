import type { Api } from '@fleetdeck/client';
import { TENANT_ADMIN } from '../fixtures/accounts';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { RuleChainEditorPage } from '../pages/RuleChainEditorPage';

/** A chain holding one script filter node named 'Hot'. */
async function filterChain(api: Api) {
  const chain = await api.ruleChains.save({ name: unique('Help'), type: 'CORE' });
  await api.ruleChains.saveMetadata({
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
  return chain;
}

test.describe('help popup', () => {
  // each test signs in and loads the canvas chunk
  test.describe.configure({ timeout: 90_000 });

  test("a script function's help opens beside its editor in the node dialog, and a second click closes it", async ({
    page,
    tenantApi,
  }) => {
    const chain = await filterChain(tenantApi);
    await signInWithoutForm(page, TENANT_ADMIN);
    const editor = new RuleChainEditorPage(page);
    await editor.goto(chain.id.id);
    await editor.node('Hot').dblclick();

    const showHelp = editor.dialog.getByRole('button', { name: 'Show help' });
    await showHelp.click();
    const help = page.getByRole('dialog', { name: 'Hide help' });
    await expect(help.getByRole('heading', { name: 'Filter message function' })).toBeVisible();
    await expect(help).toContainText('to send it along the True');

    await editor.dialog.getByRole('button', { name: 'Hide help' }).click();
    await expect(help).toBeHidden();
    await expect(editor.dialog.getByRole('button', { name: 'Show help' })).toBeVisible();
  });

  test('a help file that cannot be found shows Not found', async ({ page, tenantApi }) => {
    const chain = await filterChain(tenantApi);
    await page.route('**/help/*/rulenode/filter_node_script_fn.md', (route) =>
      route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }),
    );
    await signInWithoutForm(page, TENANT_ADMIN);
    const editor = new RuleChainEditorPage(page);
    await editor.goto(chain.id.id);
    await editor.node('Hot').dblclick();

    await editor.dialog.getByRole('button', { name: 'Show help' }).click();
    await expect(page.getByRole('dialog', { name: 'Hide help' })).toHaveText('Not found');
  });
});

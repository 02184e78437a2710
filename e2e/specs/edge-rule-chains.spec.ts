import type { Api } from '@fleetdeck/client';
import type { RuleChain } from '@fleetdeck/model';
import { TENANT_ADMIN } from '../fixtures/accounts';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { AssignedEntitiesPage } from '../pages/AssignedEntitiesPage';
import { DownlinksTab } from '../pages/DownlinksTab';
import { EntityListPage } from '../pages/EntityListPage';
import { RuleChainEditorPage } from '../pages/RuleChainEditorPage';
import { RuleChainsListPage } from '../pages/RuleChainsListPage';
import { ShellPage } from '../pages/ShellPage';

const TEMPLATES = '/edgeManagement/ruleChains';
const FIRST_PAGE = { pageSize: 50, page: 0 };
const LOG_NODE = 'org.thingsboard.rule.engine.action.TbLogNode';

async function edgeChainNames(api: Api, edgeId: string): Promise<string[]> {
  return (await api.ruleChains.edgeRuleChains(edgeId, FIRST_PAGE)).data.map((chain) => chain.name).sort();
}

async function templateRoot(api: Api): Promise<RuleChain> {
  const chains = await api.ruleChains.list(FIRST_PAGE, 'EDGE');
  const root = chains.data.find((chain) => chain.root);
  if (!root) throw new Error('the tenant has no edge template root');
  return root;
}

test.describe('edge rule chains', () => {
  // A worker's first test starts its server and loads the console cold, which on two busy cores takes over 45 s.
  test.describe.configure({ timeout: 120_000 });

  test('a template is created, given to new edges, assigned to an edge, made its root and sent down to it', async ({
    page,
    tenantApi,
  }) => {
    const edge = await tenantApi.edges.save({ name: unique('Harbour edge'), type: 'default' });
    const rootName = (await templateRoot(tenantApi)).name;
    const chainName = unique('Crane filter');
    await signInWithoutForm(page, TENANT_ADMIN);
    const shell = new ShellPage(page);

    // the rule chain templates, in the Edge management group of the menu
    await shell.openGroupedMenuEntry('Edge management', 'Rule chain templates');
    await expect(page).toHaveURL(new RegExp(`${TEMPLATES}$`));
    const templates = new RuleChainsListPage(page, TEMPLATES);
    await templates.add(chainName, 'Filters the crane telemetry on the edge');
    await expect(templates.row(chainName)).toBeVisible();
    const chain = (await tenantApi.ruleChains.list({ ...FIRST_PAGE, textSearch: chainName }, 'EDGE')).data[0];
    expect(chain).toMatchObject({ name: chainName, type: 'EDGE', root: false });
    await expect(templates.row(rootName).getByLabel('Template root', { exact: true })).toBeVisible();
    await expect(templates.row(rootName).getByRole('button', { name: 'Delete' })).toHaveCount(0);

    // given to every new edge, then no more
    await templates.confirmRowAction(chainName, 'Assign to new edges');
    await expect(templates.row(chainName).getByLabel('Assigned to new edges', { exact: true })).toBeVisible();
    expect((await tenantApi.ruleChains.autoAssignToEdgeRuleChains()).map((each) => each.name)).toContain(chainName);
    await templates.confirmRowAction(chainName, 'Stop assigning to new edges');
    await expect(templates.row(chainName).getByLabel('Assigned to new edges', { exact: true })).toHaveCount(0);
    expect((await tenantApi.ruleChains.autoAssignToEdgeRuleChains()).map((each) => each.name)).not.toContain(chainName);

    // the template opens in the chain editor below the templates
    await templates.rowAction(chainName, 'Open rule chain');
    await expect(page).toHaveURL(new RegExp(`${TEMPLATES}/${chain.id.id}$`));

    // the edge's rule chains, from the edge's row
    await shell.openMenuEntry('Edge instances');
    const list = new AssignedEntitiesPage(page);
    await list.openFromOwnerRow(edge.name, 'Manage edge rule chains');
    await expect(page).toHaveURL(new RegExp(`/edgeInstances/${edge.id.id}/ruleChains$`));
    await expect(list.title).toHaveText(`${edge.name}: Rule chains`);
    await expect(list.row(rootName)).toBeVisible();
    await expect(list.row(rootName).getByRole('button', { name: 'Unassign from edge' })).toHaveCount(0);

    await list.chooseToAssign('Assign new rule chain', 'Rule chains', [chainName]);
    await list.confirmAssign();
    await expect(list.dialog).toBeHidden();
    await expect(list.row(chainName)).toBeVisible();
    expect(await edgeChainNames(tenantApi, edge.id.id)).toEqual([chainName, rootName].sort());

    await list.rowAction(chainName, 'Make rule chain root');
    await list.dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(list.dialog).toBeHidden();
    await expect(list.row(chainName).getByLabel('Root', { exact: true })).toBeVisible();
    await expect(list.row(chainName).getByRole('button', { name: 'Unassign from edge' })).toHaveCount(0);
    await expect(list.row(rootName).getByRole('button', { name: 'Unassign from edge' })).toBeVisible();
    expect((await tenantApi.edges.get(edge.id.id)).rootRuleChainId?.id).toBe(chain.id.id);

    // what was sent down to the edge
    await page.goto(`/edgeInstances?details=${edge.id.id}`);
    const downlinks = new DownlinksTab(page, new EntityListPage(page).details);
    await downlinks.open();
    await expect(downlinks.rowsWith('RULE_CHAIN', 'ASSIGNED_TO_EDGE', chain.id.id, 'Pending')).toHaveCount(1);
    await expect(downlinks.rowsWith('RULE_CHAIN', 'UPDATED', chain.id.id)).toHaveCount(1);
  });

  test('a chain file imported into the templates becomes an edge chain, saved from the editor below them', async ({
    page,
    tenantApi,
  }) => {
    const name = unique('Imported edge logger');
    const file = {
      ruleChain: { name, type: 'CORE', root: false, debugMode: false, configuration: null, additionalInfo: null },
      metadata: {
        firstNodeIndex: 0,
        nodes: [
          {
            type: LOG_NODE,
            name: 'Log on the edge',
            debugMode: false,
            configuration: { jsScript: 'return JSON.stringify(msg);' },
            additionalInfo: { layoutX: 420, layoutY: 180 },
          },
        ],
        connections: [],
      },
    };
    await signInWithoutForm(page, TENANT_ADMIN, TEMPLATES);
    const templates = new RuleChainsListPage(page, TEMPLATES);
    await templates.openImport();
    await templates.chooseImportFile('edge-logger.json', JSON.stringify(file));
    await templates.confirmImport();
    await expect(templates.dialog).toBeHidden();

    const editor = new RuleChainEditorPage(page);
    await expect(page).toHaveURL(new RegExp(`${TEMPLATES}/import$`));
    await expect(editor.node('Log on the edge')).toBeVisible();
    await editor.save();
    await expect(page).toHaveURL(new RegExp(`${TEMPLATES}/[0-9a-f-]{36}$`));
    const [imported] = (await tenantApi.ruleChains.list({ ...FIRST_PAGE, textSearch: name }, 'EDGE')).data;
    expect(imported).toMatchObject({ name, type: 'EDGE', root: false });
    expect(page.url()).toContain(imported.id.id);
  });

  test('the chain an edge starts in can be neither deleted from the templates nor unassigned from the edge', async ({
    page,
    tenantApi,
  }) => {
    const edge = await tenantApi.edges.save({ name: unique('Quay edge'), type: 'default' });
    const chain = await tenantApi.ruleChains.save({ name: unique('Quay root'), type: 'EDGE' });
    await tenantApi.edges.setRootRuleChain(edge.id.id, chain.id.id);
    await signInWithoutForm(page, TENANT_ADMIN, `/edgeInstances/${edge.id.id}/ruleChains`);

    const list = new AssignedEntitiesPage(page);
    await expect(list.title).toHaveText(`${edge.name}: Rule chains`);
    await expect(list.row(chain.name)).toBeVisible();
    await expect(list.row(chain.name).getByRole('button', { name: 'Unassign from edge' })).toHaveCount(0);

    const templates = new RuleChainsListPage(page, TEMPLATES);
    await templates.goto();
    await templates.rowAction(chain.name, 'Delete');
    await templates.confirm();
    await expect(new ShellPage(page).toasts).toContainText(
      `Can't delete rule chain that is root for edge [${edge.name}]. Please assign another root rule chain first to the edge!`,
    );
    await expect(templates.row(chain.name)).toBeVisible();
    expect((await tenantApi.ruleChains.get(chain.id.id)).name).toBe(chain.name);
  });
});

import { readFileSync } from 'node:fs';
import type { Api } from '@fleetdeck/client';
import { TENANT_ADMIN } from '../fixtures/accounts';
import { rootChain } from '../fixtures/rule-chains';
import { signInWithoutForm } from '../fixtures/session';
import { expect, test, unique } from '../fixtures/test';
import { RuleChainEditorPage } from '../pages/RuleChainEditorPage';
import { RuleChainsListPage } from '../pages/RuleChainsListPage';

const LOG_NODE = 'org.thingsboard.rule.engine.action.TbLogNode';
const PLATFORM_ROOT_CHAIN = new URL('../fixtures/tb-3.4.1/root_rule_chain.json', import.meta.url);

interface ExportedNode {
  name: string;
  additionalInfo: { layoutX: number; layoutY: number };
}

async function chainsNamed(api: Api, name: string) {
  const page = await api.ruleChains.list({ page: 0, pageSize: 10, textSearch: name }, 'CORE');
  return page.data.filter((chain) => chain.name === name);
}

test.describe('rule chains', () => {
  // each test signs in and reads, writes and downloads several chains on two shared cores
  test.describe.configure({ timeout: 90_000 });

  test('a tenant administrator creates a chain, makes it root, and exports and imports it again', async ({
    page,
    tenantApi,
  }) => {
    const name = unique('Thermostat Rules');
    const formerRoot = (await rootChain(tenantApi)).id.id;
    try {
      await signInWithoutForm(page, TENANT_ADMIN);
      const list = new RuleChainsListPage(page);
      await list.goto();
      await list.add(name, 'Alarms of the thermostats');
      await expect(list.row(name)).toBeVisible();
      const [created] = await chainsNamed(tenantApi, name);
      expect(created?.additionalInfo).toMatchObject({ description: 'Alarms of the thermostats' });
      // a node with its place on the canvas, so the round trip shows the layout travels with the file
      await tenantApi.ruleChains.saveMetadata({
        ruleChainId: created.id,
        firstNodeIndex: 0,
        nodes: [
          {
            type: LOG_NODE,
            name: 'Log everything',
            debugMode: false,
            configuration: { jsScript: "return 'Incoming message:\\n' + JSON.stringify(msg);" },
            additionalInfo: { layoutX: 420, layoutY: 180 },
          },
        ],
        connections: [],
      });

      await list.makeRoot(name);
      await expect(list.row(name).getByLabel('Root')).toBeVisible();
      expect((await tenantApi.ruleChains.get(created.id.id)).root).toBe(true);
      // the root chain can be neither deleted nor made root again
      await expect(list.row(name).getByRole('button', { name: 'Delete' })).toHaveCount(0);
      await expect(list.row(name).getByRole('button', { name: 'Make rule chain root' })).toHaveCount(0);

      const exported = await list.exportChain(name);
      expect(exported.fileName).toBe(`${name.toLowerCase().replace(/\s+/g, '_')}.json`);
      const file = JSON.parse(exported.text);
      expect(file.ruleChain).toMatchObject({ name, root: false, firstRuleNodeId: null });
      expect(file.ruleChain).not.toHaveProperty('id');
      expect(file.metadata.nodes[0]).toMatchObject({ name: 'Log everything', additionalInfo: { layoutX: 420 } });
      expect(file.metadata.nodes[0]).not.toHaveProperty('id');

      const copyName = `${name} copy`;
      await list.openImport();
      await list.chooseImportFile(
        'copy.json',
        JSON.stringify({ ...file, ruleChain: { ...file.ruleChain, name: copyName } }),
      );
      await list.confirmImport();
      await expect(list.dialog).toBeHidden();

      // the imported chain opens in the editor unsaved: Save is enabled at once, and creates it
      const editor = new RuleChainEditorPage(page);
      await expect(page).toHaveURL(/\/ruleChains\/import$/);
      await expect(editor.node('Log everything')).toBeVisible();
      expect(await chainsNamed(tenantApi, copyName)).toEqual([]);
      await expect(editor.saveButton).toBeEnabled();
      await editor.save();
      await expect(page).toHaveURL(/\/ruleChains\/[0-9a-f-]{36}$/);
      const [copy] = await chainsNamed(tenantApi, copyName);
      expect(page.url()).toContain(copy.id.id);
      await expect(editor.node('Log everything')).toBeVisible();
      await expect(editor.saveButton).toBeDisabled();
      expect(copy.root).toBe(false);
      const copied = await tenantApi.ruleChains.metadata(copy.id.id);
      expect(copied.firstNodeIndex).toBe(0);
      expect(copied.nodes.map((node) => [node.name, node.additionalInfo])).toEqual([
        ['Log everything', { layoutX: 420, layoutY: 180 }],
      ]);
    } finally {
      await tenantApi.ruleChains.setRoot(formerRoot);
    }
  });

  test('the platform’s own Root Rule Chain export opens laid out as exported, and is saved with its layout', async ({
    page,
    tenantApi,
  }) => {
    const exported = JSON.parse(readFileSync(PLATFORM_ROOT_CHAIN, 'utf8'));
    const name = unique('Platform root');
    await signInWithoutForm(page, TENANT_ADMIN);
    const list = new RuleChainsListPage(page);
    await list.goto();

    await list.openImport();
    await list.chooseImportFile(
      'root_rule_chain.json',
      JSON.stringify({ ...exported, ruleChain: { ...exported.ruleChain, name } }),
    );
    await list.confirmImport();

    const editor = new RuleChainEditorPage(page);
    await expect(page).toHaveURL(/\/ruleChains\/import$/);
    const places = exported.metadata.nodes.map((node: ExportedNode) => [
      node.name,
      { x: node.additionalInfo.layoutX, y: node.additionalInfo.layoutY },
    ]);
    for (const [nodeName, place] of places) expect(await editor.placeOf(nodeName)).toEqual(place);
    await expect(editor.edgeLabels.filter({ hasText: 'Post telemetry' })).toBeVisible();
    await expect(editor.edgeLabels.filter({ hasText: 'RPC Request to Device' })).toBeVisible();

    await editor.save();
    await expect(page).toHaveURL(/\/ruleChains\/[0-9a-f-]{36}$/);
    const [saved] = await chainsNamed(tenantApi, name);
    const metadata = await tenantApi.ruleChains.metadata(saved.id.id);
    expect(metadata.nodes[metadata.firstNodeIndex ?? -1]?.name).toBe('Device Profile Node');
    expect(
      metadata.nodes.map((node) => [node.name, { x: node.additionalInfo?.layoutX, y: node.additionalInfo?.layoutY }]),
    ).toEqual(places);
    expect(metadata.connections).toHaveLength(6);
  });

  test('a file that is not a rule chain, or whose nodes the server refuses, shows a readable error and creates nothing', async ({
    page,
    tenantApi,
  }) => {
    const before = await tenantApi.ruleChains.list({ page: 0, pageSize: 1 }, 'CORE');
    await signInWithoutForm(page, TENANT_ADMIN);
    const list = new RuleChainsListPage(page);
    await list.goto();

    await list.openImport();
    await list.chooseImportFile('broken.json', '{"ruleChain": {"name": "Broken"}, "metadata": ');
    await list.confirmImport();
    await expect(list.importError).toHaveText('Unable to import rule chain: the file is not valid JSON.');

    await list.chooseImportFile('dashboard.json', JSON.stringify({ title: 'Not a chain', configuration: {} }));
    await list.confirmImport();
    await expect(list.importError).toHaveText('Unable to import rule chain: Invalid rule chain data structure.');

    // a chain whose node is connected to itself: the server refuses its nodes, and the chain is not kept either
    const circling = {
      ruleChain: { name: unique('Circling'), type: 'CORE', debugMode: false },
      metadata: {
        firstNodeIndex: 0,
        nodes: [{ type: LOG_NODE, name: 'Log', configuration: { jsScript: 'return "";' } }],
        connections: [{ fromIndex: 0, toIndex: 0, type: 'Success' }],
      },
    };
    await list.chooseImportFile('circling.json', JSON.stringify(circling));
    await list.confirmImport();
    const editor = new RuleChainEditorPage(page);
    await expect(editor.node('Log')).toBeVisible();
    await editor.save();
    await expect(editor.saveError).toHaveText("Unable to save the rule chain: Can't create the relation to yourself.");
    await expect(editor.saveButton).toBeEnabled();

    const after = await tenantApi.ruleChains.list({ page: 0, pageSize: 1 }, 'CORE');
    expect(after.totalElements).toBe(before.totalElements);
  });
});

import type { RuleChain, RuleChainMetaData } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { exportedRuleChain, parseRuleChainFile, ruleChainFileName } from './rule-chain-file';

const chainId = { entityType: 'RULE_CHAIN' as const, id: 'c1' };

const ruleChain: RuleChain = {
  id: chainId,
  createdTime: 1,
  additionalInfo: { description: 'Thermostat alarms' },
  tenantId: { entityType: 'TENANT', id: 't1' },
  name: 'Thermostat Alarms',
  type: 'CORE',
  firstRuleNodeId: { entityType: 'RULE_NODE', id: 'n1' },
  root: true,
  debugMode: false,
  configuration: null,
  externalId: null,
};

const metadata: RuleChainMetaData = {
  ruleChainId: chainId,
  firstNodeIndex: 0,
  nodes: [
    {
      id: { entityType: 'RULE_NODE', id: 'n1' },
      createdTime: 2,
      additionalInfo: { layoutX: 300, layoutY: 150 },
      ruleChainId: chainId,
      type: 'org.thingsboard.rule.engine.filter.TbJsFilterNode',
      name: 'Hot',
      debugMode: true,
      configuration: { jsScript: 'return msg.temperature > 20;' },
      externalId: null,
    },
    {
      id: { entityType: 'RULE_NODE', id: 'n2' },
      createdTime: 3,
      additionalInfo: { layoutX: 600, layoutY: 150 },
      ruleChainId: chainId,
      type: 'org.thingsboard.rule.engine.action.TbLogNode',
      name: 'Log',
      debugMode: false,
      configuration: { jsScript: 'return "x";' },
      externalId: null,
    },
  ],
  connections: [{ fromIndex: 0, toIndex: 1, type: 'True' }],
  ruleChainConnections: null,
};

describe('a rule chain file', () => {
  it('is exported as the platform does: no ids, never root, nodes with their layout', () => {
    const exported = exportedRuleChain(ruleChain, metadata);
    expect(exported.ruleChain).not.toHaveProperty('id');
    expect(exported.ruleChain).not.toHaveProperty('tenantId');
    expect(exported.ruleChain).toMatchObject({ name: 'Thermostat Alarms', root: false, firstRuleNodeId: null });
    expect(exported.metadata.nodes[0]).toEqual({
      additionalInfo: { layoutX: 300, layoutY: 150 },
      type: 'org.thingsboard.rule.engine.filter.TbJsFilterNode',
      name: 'Hot',
      debugMode: true,
      configuration: { jsScript: 'return msg.temperature > 20;' },
    });
    expect(exported.metadata).toMatchObject({ firstNodeIndex: 0, connections: metadata.connections });
  });

  it('names the file after the chain', () => {
    expect(ruleChainFileName(' Thermostat  Alarms ')).toBe('thermostat_alarms.json');
  });

  it('reads back what was exported, as a new chain that is not root', () => {
    const result = parseRuleChainFile(JSON.stringify(exportedRuleChain(ruleChain, metadata)));
    if (!result.ok) throw new Error(result.error);
    expect(result.imported.chain).toMatchObject({ name: 'Thermostat Alarms', root: false, type: 'CORE' });
    expect(result.imported.chain).not.toHaveProperty('id');
    expect(result.imported.firstNodeIndex).toBe(0);
    expect(result.imported.nodes.map((node) => node.name)).toEqual(['Hot', 'Log']);
    expect(result.imported.connections).toEqual([{ fromIndex: 0, toIndex: 1, type: 'True' }]);
  });

  it('drops the ids of a file that still carries them, so a copy is created', () => {
    const result = parseRuleChainFile(JSON.stringify({ ruleChain, metadata }));
    if (!result.ok) throw new Error(result.error);
    expect(result.imported.chain).not.toHaveProperty('id');
    expect(result.imported.nodes[0]).not.toHaveProperty('id');
    expect(result.imported.nodes[0]).not.toHaveProperty('ruleChainId');
  });

  it('refuses text that is not JSON, and JSON that is not a rule chain', () => {
    expect(parseRuleChainFile('{"ruleChain": ')).toEqual({ ok: false, error: 'rulechain.invalid-json-file-error' });
    expect(parseRuleChainFile('{"title": "A dashboard", "configuration": {}}')).toEqual({
      ok: false,
      error: 'rulechain.invalid-rulechain-file-error',
    });
    expect(parseRuleChainFile('{"ruleChain": {"name": "x"}, "metadata": {"nodes": [1]}}')).toEqual({
      ok: false,
      error: 'rulechain.invalid-rulechain-file-error',
    });
    expect(parseRuleChainFile('{"ruleChain": {"name": " "}, "metadata": {"nodes": []}}')).toEqual({
      ok: false,
      error: 'rulechain.name-required',
    });
  });
});

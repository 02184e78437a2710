import type { ComponentDescriptor } from '@fleetdeck/model';
import { beforeEach, describe, expect, it } from 'vitest';
import { type ChainGraph, INPUT_NODE_ID } from './chain-graph';
import { copyNodes, PASTE_OFFSET, pasteNodes, readCopiedNodes, storeCopiedNodes } from './clipboard';

const FILTER = 'org.thingsboard.rule.engine.filter.TbJsFilterNode';
const LOG = 'org.thingsboard.rule.engine.action.TbLogNode';
const chainId = { entityType: 'RULE_CHAIN' as const, id: 'chain-a' };

const descriptor = (clazz: string, type: ComponentDescriptor['type']) =>
  ({ clazz, type, name: clazz, configurationDescriptor: { nodeDefinition: {} } }) as ComponentDescriptor;
const catalogue = new Map([
  [FILTER, descriptor(FILTER, 'FILTER')],
  [LOG, descriptor(LOG, 'ACTION')],
]);

const stored = (id: string, type: string) => ({
  id: { entityType: 'RULE_NODE' as const, id },
  createdTime: 1,
  ruleChainId: chainId,
  externalId: null,
  type,
  name: id,
  debugMode: true,
  configuration: { jsScript: `return ${id};` },
  additionalInfo: { description: `about ${id}` },
});

const source: ChainGraph = {
  nodes: [
    { id: INPUT_NODE_ID, position: { x: 50, y: 150 }, kind: 'INPUT' },
    { id: 'hot', position: { x: 300, y: 150 }, kind: 'FILTER', ruleNode: stored('hot', FILTER) },
    { id: 'log', position: { x: 600, y: 150 }, kind: 'ACTION', ruleNode: stored('log', LOG) },
    { id: 'other', position: { x: 600, y: 400 }, kind: 'ACTION', ruleNode: stored('other', LOG) },
  ],
  edges: [
    { id: 'input->hot', source: INPUT_NODE_ID, target: 'hot', labels: [] },
    { id: 'hot->log', source: 'hot', target: 'log', labels: ['True', 'False'] },
    { id: 'hot->other', source: 'hot', target: 'other', labels: ['Failure'] },
  ],
};

const target: ChainGraph = {
  nodes: [{ id: INPUT_NODE_ID, position: { x: 50, y: 150 }, kind: 'INPUT' }],
  edges: [],
};

describe('copying and pasting nodes', () => {
  beforeEach(() => localStorage.clear());

  it('copies the selected rule nodes without their identity, and only the connections between them', () => {
    const copied = copyNodes(source, new Set([INPUT_NODE_ID, 'hot', 'log']));
    expect(copied?.nodes.map((node) => node.ruleNode)).toEqual([
      {
        type: FILTER,
        name: 'hot',
        debugMode: true,
        configuration: { jsScript: 'return hot;' },
        additionalInfo: { description: 'about hot' },
      },
      {
        type: LOG,
        name: 'log',
        debugMode: true,
        configuration: { jsScript: 'return log;' },
        additionalInfo: { description: 'about log' },
      },
    ]);
    expect(copied?.connections).toEqual([{ from: 0, to: 1, labels: ['True', 'False'] }]);
  });

  it('copies nothing when only the input is selected', () => {
    expect(copyNodes(source, new Set([INPUT_NODE_ID]))).toBeNull();
    expect(copyNodes(source, new Set())).toBeNull();
  });

  it('pastes under new ids, moved, with their connection and kinds from the catalogue', () => {
    const copied = copyNodes(source, new Set(['hot', 'log']));
    if (!copied) throw new Error('nothing copied');
    let next = 0;
    const { graph, pastedIds } = pasteNodes(target, copied, catalogue, () => `new-${++next}`);
    expect(pastedIds).toEqual(['new-1', 'new-2']);
    expect(graph.nodes.slice(1)).toEqual([
      expect.objectContaining({
        id: 'new-1',
        position: { x: 300 + PASTE_OFFSET, y: 150 + PASTE_OFFSET },
        kind: 'FILTER',
        descriptor: catalogue.get(FILTER),
        ruleNode: expect.objectContaining({ name: 'hot', type: FILTER }),
      }),
      expect.objectContaining({ id: 'new-2', kind: 'ACTION', ruleNode: expect.objectContaining({ name: 'log' }) }),
    ]);
    expect(graph.nodes[1].ruleNode?.id).toBeUndefined();
    expect(graph.edges).toEqual([{ id: 'new-1->new-2', source: 'new-1', target: 'new-2', labels: ['True', 'False'] }]);
    // the graph pasted into is left as it was
    expect(target.nodes).toHaveLength(1);
  });

  it('pastes a class the catalogue lacks as an unknown node', () => {
    const copied = {
      nodes: [{ ruleNode: { type: 'com.example.Custom', name: 'c' }, position: { x: 0, y: 0 } }],
      connections: [],
    };
    const { graph } = pasteNodes(target, copied, catalogue, () => 'new-x');
    expect(graph.nodes[1]).toMatchObject({ id: 'new-x', kind: 'UNKNOWN', descriptor: undefined });
  });

  it('keeps the copy in local storage and refuses what is not a copy', () => {
    expect(readCopiedNodes()).toBeNull();
    const copied = copyNodes(source, new Set(['hot', 'log']));
    if (!copied) throw new Error('nothing copied');
    storeCopiedNodes(copied);
    expect(readCopiedNodes()).toEqual(copied);
    localStorage.setItem(
      'fleetdeck.ruleNodeClipboard',
      '{"nodes":[{"ruleNode":{"type":"x"},"position":{}}],"connections":[{"from":0,"to":3,"labels":[]}]}',
    );
    expect(readCopiedNodes()).toBeNull();
    localStorage.setItem('fleetdeck.ruleNodeClipboard', 'not json');
    expect(readCopiedNodes()).toBeNull();
  });
});

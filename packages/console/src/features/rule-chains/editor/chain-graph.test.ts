import type { ComponentDescriptor, RuleChainMetaData } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { graphToMetadata, INPUT_NODE_ID, metadataToGraph } from './chain-graph';

const chainId = { entityType: 'RULE_CHAIN' as const, id: 'c1' };
const FILTER = 'org.thingsboard.rule.engine.filter.TbJsFilterNode';
const LOG = 'org.thingsboard.rule.engine.action.TbLogNode';
const CHAIN = 'org.thingsboard.rule.engine.flow.TbRuleChainInputNode';

const descriptor = (clazz: string, type: ComponentDescriptor['type']) =>
  ({ clazz, type, name: clazz, configurationDescriptor: { nodeDefinition: {} } }) as ComponentDescriptor;
const descriptors = [descriptor(FILTER, 'FILTER'), descriptor(LOG, 'ACTION'), descriptor(CHAIN, 'FLOW')];

const node = (id: string, type: string, layoutX: number, layoutY: number) => ({
  id: { entityType: 'RULE_NODE' as const, id },
  createdTime: 1,
  ruleChainId: chainId,
  type,
  name: id,
  debugMode: false,
  configuration: {},
  externalId: null,
  additionalInfo: { layoutX, layoutY, description: `about ${id}` },
});

const metadata: RuleChainMetaData = {
  ruleChainId: chainId,
  firstNodeIndex: 1,
  nodes: [
    node('log', LOG, 824.4, 156.6),
    node('hot', FILTER, 347, 149),
    node('custom', 'com.example.CustomNode', 500, 400),
  ],
  connections: [
    { fromIndex: 1, toIndex: 0, type: 'True' },
    { fromIndex: 1, toIndex: 0, type: 'False' },
    { fromIndex: 1, toIndex: 2, type: 'Failure' },
  ],
  ruleChainConnections: null,
};

describe('a chain on the canvas', () => {
  it('places every node where it was saved, with the input node pointing at the first node', () => {
    const graph = metadataToGraph(metadata, descriptors);
    expect(graph.nodes.map((n) => [n.id, n.kind, n.position])).toEqual([
      [INPUT_NODE_ID, 'INPUT', { x: 50, y: 150 }],
      ['log', 'ACTION', { x: 824.4, y: 156.6 }],
      ['hot', 'FILTER', { x: 347, y: 149 }],
      ['custom', 'UNKNOWN', { x: 500, y: 400 }],
    ]);
    expect(graph.edges).toEqual([
      { id: 'input->hot', source: INPUT_NODE_ID, target: 'hot', labels: [] },
      { id: 'hot->log', source: 'hot', target: 'log', labels: ['True', 'False'] },
      { id: 'hot->custom', source: 'hot', target: 'custom', labels: ['Failure'] },
    ]);
  });

  it('keeps the layout out of the node while on the canvas but keeps the rest of its additional info', () => {
    const graph = metadataToGraph(metadata, descriptors);
    expect(graph.nodes[1].ruleNode?.additionalInfo).toEqual({ description: 'about log' });
  });

  it('saves the same metadata back: positions rounded into additionalInfo, connections by index, first node', () => {
    const saved = graphToMetadata(chainId, metadataToGraph(metadata, descriptors));
    expect(saved.firstNodeIndex).toBe(1);
    expect(saved.connections).toEqual(metadata.connections);
    expect(saved.ruleChainConnections).toBeNull();
    expect(saved.nodes.map((n) => [n.id?.id, n.additionalInfo])).toEqual([
      ['log', { description: 'about log', layoutX: 824, layoutY: 157 }],
      ['hot', { description: 'about hot', layoutX: 347, layoutY: 149 }],
      ['custom', { description: 'about custom', layoutX: 500, layoutY: 400 }],
    ]);
  });

  it('renumbers connections when a node is removed, and has no first node once the input edge is gone', () => {
    const graph = metadataToGraph(metadata, descriptors);
    const withoutLog = {
      nodes: graph.nodes.filter((n) => n.id !== 'log'),
      edges: graph.edges.filter((e) => e.target !== 'log' && e.source !== INPUT_NODE_ID),
    };
    const saved = graphToMetadata(chainId, withoutLog);
    expect(saved.nodes.map((n) => n.name)).toEqual(['hot', 'custom']);
    expect(saved.connections).toEqual([{ fromIndex: 0, toIndex: 1, type: 'Failure' }]);
    expect(saved.firstNodeIndex).toBeNull();
  });

  it('gives nodes without a saved place and without ids a place and an id of their own', () => {
    const graph = metadataToGraph(
      {
        firstNodeIndex: 0,
        nodes: [{ type: LOG, name: 'Imported', configuration: {}, additionalInfo: null }],
        connections: null,
        ruleChainConnections: null,
      },
      descriptors,
    );
    expect(graph.nodes[1]).toMatchObject({ id: 'new-0', position: { x: 300, y: 50 } });
    expect(graph.edges).toEqual([{ id: 'input->new-0', source: INPUT_NODE_ID, target: 'new-0', labels: [] }]);
    const saved = graphToMetadata(chainId, graph);
    expect(saved.nodes[0]).not.toHaveProperty('id');
  });

  it('turns the older connections into other chains into "rule chain" nodes', () => {
    const graph = metadataToGraph(
      {
        ...metadata,
        ruleChainConnections: [
          {
            fromIndex: 1,
            targetRuleChainId: { entityType: 'RULE_CHAIN', id: 'other' },
            additionalInfo: { layoutX: 900, layoutY: 300, ruleChainName: 'Alarms' },
            type: 'True',
          },
        ],
      },
      descriptors,
    );
    expect(graph.nodes.at(-1)).toMatchObject({
      id: 'chain-0',
      kind: 'FLOW',
      position: { x: 900, y: 300 },
      ruleNode: { type: CHAIN, name: 'Alarms', configuration: { ruleChainId: 'other' } },
    });
    expect(graph.edges.at(-1)).toEqual({ id: 'hot->chain-0', source: 'hot', target: 'chain-0', labels: ['True'] });
    const saved = graphToMetadata(chainId, graph);
    expect(saved.nodes).toHaveLength(4);
    expect(saved.connections).toContainEqual({ fromIndex: 1, toIndex: 3, type: 'True' });
    expect(saved.ruleChainConnections).toBeNull();
  });
});

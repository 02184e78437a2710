import { type Edge, MarkerType, type Node } from '@xyflow/react';
import { type ChainEdge, type ChainGraph, type ChainNode, INPUT_NODE_ID } from './chain-graph';

export type RuleNodeData = Omit<ChainNode, 'id' | 'position'> & Record<string, unknown>;
export type FlowNode = Node<RuleNodeData, 'ruleNode'>;
export type FlowEdge = Edge<{ labels: string[] }>;

export function toFlowNode(node: ChainNode): FlowNode {
  const { id, position, ...data } = node;
  return { id, position, type: 'ruleNode', data, deletable: id !== INPUT_NODE_ID };
}

export function toFlowEdge(edge: ChainEdge): FlowEdge {
  return {
    id: edge.id,
    source: edge.source,
    target: edge.target,
    label: edge.labels.join(' / '),
    data: { labels: edge.labels },
    markerEnd: { type: MarkerType.ArrowClosed },
  };
}

/** The canvas of a graph; nodes already on the canvas keep their measured size so edges are drawn at once. */
export function toFlow(graph: ChainGraph, current: readonly FlowNode[] = []): { nodes: FlowNode[]; edges: FlowEdge[] } {
  const measured = new Map(current.map((node) => [node.id, node.measured]));
  return {
    nodes: graph.nodes.map((node) => ({ ...toFlowNode(node), measured: measured.get(node.id) })),
    edges: graph.edges.map(toFlowEdge),
  };
}

/** The graph the canvas shows, as it is saved and kept in the undo stack. */
export function fromFlow(nodes: readonly FlowNode[], edges: readonly FlowEdge[]): ChainGraph {
  return {
    nodes: nodes.map(({ id, position, data }) => ({
      id,
      position: { x: position.x, y: position.y },
      kind: data.kind,
      ruleNode: data.ruleNode,
      descriptor: data.descriptor,
    })),
    edges: edges.map((edge) => ({
      id: edge.id,
      source: edge.source,
      target: edge.target,
      labels: edge.data?.labels ?? [],
    })),
  };
}

import type {
  ComponentDescriptor,
  ComponentType,
  NodeConnectionInfo,
  RuleChainId,
  RuleChainMetaData,
  RuleChainMetaDataDraft,
  RuleNodeDraft,
} from '@fleetdeck/model';
import { RULE_CHAIN_INPUT_NODE } from '@fleetdeck/model';

/** The read-only pseudo node the chain's messages enter by; its one edge points at the first node. */
export const INPUT_NODE_ID = 'input';
export const INPUT_POSITION = { x: 50, y: 150 };

/** A node's colour group: its kind's type, UNKNOWN for a class the catalogue does not have, INPUT for the entry. */
export type RuleNodeKind = ComponentType | 'UNKNOWN' | 'INPUT';

export interface Position {
  x: number;
  y: number;
}

/** One node on the canvas: the stored node (without its layout, which is `position`) and what its kind allows. */
export interface ChainNode {
  id: string;
  position: Position;
  kind: RuleNodeKind;
  /** the stored node; absent for the input pseudo node */
  ruleNode?: RuleNodeDraft;
  descriptor?: ComponentDescriptor;
}

/** All connections from one node to another: the platform stores one per relation type, the canvas draws one. */
export interface ChainEdge {
  id: string;
  source: string;
  target: string;
  labels: string[];
}

export interface ChainGraph {
  nodes: ChainNode[];
  edges: ChainEdge[];
}

export const edgeId = (source: string, target: string) => `${source}->${target}`;

function layoutOf(additionalInfo: Record<string, unknown> | null | undefined): Position | null {
  const x = additionalInfo?.layoutX;
  const y = additionalInfo?.layoutY;
  return typeof x === 'number' && typeof y === 'number' ? { x, y } : null;
}

/** Where a node without a saved layout goes: a column right of the input, one row per node. */
function fallbackPosition(index: number): Position {
  return { x: 300, y: 50 + 100 * index };
}

function withoutLayout(additionalInfo: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  if (!additionalInfo) return null;
  const { layoutX: _x, layoutY: _y, ...rest } = additionalInfo;
  return rest;
}

function addConnection(edges: ChainEdge[], source: string, target: string, label: string): void {
  const existing = edges.find((edge) => edge.source === source && edge.target === target);
  if (!existing) edges.push({ id: edgeId(source, target), source, target, labels: [label] });
  else if (!existing.labels.includes(label)) existing.labels.push(label);
}

/**
 * The canvas of a chain's metadata: the input node, every node at its saved place (a node's id is its stored id,
 * or `new-<index>` for one not saved yet) and one edge per pair of connected nodes with all its relation types.
 * The older `ruleChainConnections` become "rule chain" nodes, as the server turns them into such nodes on save.
 */
export function metadataToGraph(
  metadata: Pick<RuleChainMetaData, 'firstNodeIndex' | 'connections' | 'ruleChainConnections'> & {
    nodes: RuleNodeDraft[];
  },
  descriptors: readonly ComponentDescriptor[],
): ChainGraph {
  const byClazz = new Map(descriptors.map((descriptor) => [descriptor.clazz, descriptor]));
  const nodes: ChainNode[] = [{ id: INPUT_NODE_ID, position: INPUT_POSITION, kind: 'INPUT' }];
  const ids = metadata.nodes.map((node, index) => node.id?.id ?? `new-${index}`);
  metadata.nodes.forEach((node, index) => {
    const descriptor = byClazz.get(node.type);
    nodes.push({
      id: ids[index],
      position: layoutOf(node.additionalInfo) ?? fallbackPosition(index),
      kind: descriptor?.type ?? 'UNKNOWN',
      ruleNode: { ...node, additionalInfo: withoutLayout(node.additionalInfo) },
      descriptor,
    });
  });
  const edges: ChainEdge[] = [];
  const first = metadata.firstNodeIndex;
  if (first !== null && first !== undefined && ids[first]) {
    edges.push({ id: edgeId(INPUT_NODE_ID, ids[first]), source: INPUT_NODE_ID, target: ids[first], labels: [] });
  }
  for (const connection of metadata.connections ?? []) {
    const source = ids[connection.fromIndex];
    const target = ids[connection.toIndex];
    if (source && target) addConnection(edges, source, target, connection.type);
  }
  (metadata.ruleChainConnections ?? []).forEach((connection, index) => {
    const source = ids[connection.fromIndex];
    if (!source) return;
    const id = `chain-${index}`;
    const info = connection.additionalInfo ?? {};
    const name = typeof info.ruleChainName === 'string' ? info.ruleChainName : connection.targetRuleChainId.id;
    const descriptor = byClazz.get(RULE_CHAIN_INPUT_NODE);
    nodes.push({
      id,
      position: layoutOf(info) ?? fallbackPosition(metadata.nodes.length + index),
      kind: descriptor?.type ?? 'FLOW',
      ruleNode: {
        type: RULE_CHAIN_INPUT_NODE,
        name,
        debugMode: false,
        configuration: { ruleChainId: connection.targetRuleChainId.id },
        additionalInfo: null,
      },
      descriptor,
    });
    addConnection(edges, source, id, connection.type);
  });
  return { nodes, edges };
}

/**
 * The metadata to save: the nodes in canvas order with their place rounded into `additionalInfo.layoutX/layoutY`
 * (where the platform keeps it, so an export opens with the same layout there), one connection per relation type by
 * node index, and the first node as the one the input points at.
 */
export function graphToMetadata(ruleChainId: RuleChainId, graph: ChainGraph): RuleChainMetaDataDraft {
  return { ruleChainId, ...chainMetadata(graph), ruleChainConnections: null };
}

/** The nodes, connections and first node of {@link graphToMetadata}, for a chain that has no id yet. */
export function chainMetadata(graph: ChainGraph): {
  firstNodeIndex: number | null;
  nodes: RuleNodeDraft[];
  connections: NodeConnectionInfo[];
} {
  const ruleNodes = graph.nodes.filter((node) => node.ruleNode);
  const index = new Map(ruleNodes.map((node, position) => [node.id, position]));
  const nodes = ruleNodes.map((node) => {
    const ruleNode = node.ruleNode as RuleNodeDraft;
    return {
      ...ruleNode,
      additionalInfo: {
        ...ruleNode.additionalInfo,
        layoutX: Math.round(node.position.x),
        layoutY: Math.round(node.position.y),
      },
    };
  });
  const connections: NodeConnectionInfo[] = [];
  let firstNodeIndex: number | null = null;
  for (const edge of graph.edges) {
    const toIndex = index.get(edge.target);
    if (toIndex === undefined) continue;
    if (edge.source === INPUT_NODE_ID) {
      firstNodeIndex = toIndex;
      continue;
    }
    const fromIndex = index.get(edge.source);
    if (fromIndex === undefined) continue;
    for (const type of edge.labels) connections.push({ fromIndex, toIndex, type });
  }
  return { firstNodeIndex, nodes, connections };
}

import type { ComponentDescriptor, RuleNodeDraft } from '@fleetdeck/model';
import { type ChainEdge, type ChainGraph, type ChainNode, edgeId, INPUT_NODE_ID, type Position } from './chain-graph';

/** Copied nodes as they travel between chains: the stored nodes without identity, and their connections by index. */
export interface CopiedNodes {
  nodes: { ruleNode: RuleNodeDraft; position: Position }[];
  connections: { from: number; to: number; labels: string[] }[];
}

/** How far pasted nodes stand from where they were copied, so a paste into the same chain does not hide them. */
export const PASTE_OFFSET = 50;

/** The selected rule nodes (not the input) and the connections between two of them. */
export function copyNodes(graph: ChainGraph, selected: ReadonlySet<string>): CopiedNodes | null {
  const copied = graph.nodes.filter((node) => selected.has(node.id) && node.id !== INPUT_NODE_ID && node.ruleNode);
  if (copied.length === 0) return null;
  const index = new Map(copied.map((node, position) => [node.id, position]));
  const nodes = copied.map((node) => {
    // the copy is a new node of the chain it is pasted into, so it carries none of the original's identity
    const {
      id: _id,
      ruleChainId: _chain,
      createdTime: _created,
      externalId: _external,
      ...ruleNode
    } = node.ruleNode as RuleNodeDraft;
    return { ruleNode: structuredClone(ruleNode), position: { ...node.position } };
  });
  const connections = graph.edges.flatMap((edge) => {
    const from = index.get(edge.source);
    const to = index.get(edge.target);
    return from === undefined || to === undefined ? [] : [{ from, to, labels: [...edge.labels] }];
  });
  return { nodes, connections };
}

/**
 * The graph with the copied nodes added under new ids (from `newId`), moved by {@link PASTE_OFFSET}, with their
 * connections; the kind of each comes from the catalogue of the chain pasted into. Answers the new nodes' ids too.
 */
export function pasteNodes(
  graph: ChainGraph,
  copied: CopiedNodes,
  descriptors: ReadonlyMap<string, ComponentDescriptor>,
  newId: () => string,
): { graph: ChainGraph; pastedIds: string[] } {
  const ids = copied.nodes.map(() => newId());
  const nodes: ChainNode[] = copied.nodes.map(({ ruleNode, position }, index) => {
    const descriptor = descriptors.get(ruleNode.type);
    return {
      id: ids[index],
      position: { x: position.x + PASTE_OFFSET, y: position.y + PASTE_OFFSET },
      kind: descriptor?.type ?? 'UNKNOWN',
      ruleNode: structuredClone(ruleNode),
      descriptor,
    };
  });
  const edges: ChainEdge[] = copied.connections.map(({ from, to, labels }) => ({
    id: edgeId(ids[from], ids[to]),
    source: ids[from],
    target: ids[to],
    labels: [...labels],
  }));
  return { graph: { nodes: [...graph.nodes, ...nodes], edges: [...graph.edges, ...edges] }, pastedIds: ids };
}

const STORAGE_KEY = 'fleetdeck.ruleNodeClipboard';

/** Keeps the copy in local storage, so it survives moving to another chain (and another tab). */
export function storeCopiedNodes(copied: CopiedNodes): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(copied));
}

/** The last copy, or null when there is none or what is stored is not a copy of nodes. */
export function readCopiedNodes(): CopiedNodes | null {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as CopiedNodes | null;
    if (!stored || !Array.isArray(stored.nodes) || !Array.isArray(stored.connections)) return null;
    const count = stored.nodes.length;
    const isIndex = (value: unknown) => Number.isInteger(value) && (value as number) >= 0 && (value as number) < count;
    const valid =
      count > 0 &&
      stored.nodes.every((node) => typeof node?.ruleNode?.type === 'string' && node.position) &&
      stored.connections.every((link) => isIndex(link?.from) && isIndex(link?.to) && Array.isArray(link.labels));
    return valid ? stored : null;
  } catch {
    return null;
  }
}

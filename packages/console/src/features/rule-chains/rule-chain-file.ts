import type { RuleChainDraft } from '@fleetdeck/client';
import type { RuleChain, RuleChainMetaData, RuleNodeDraft } from '@fleetdeck/model';

/** A rule chain as the platform exports it: the chain without its ids and root flag, and its nodes without ids. */
export interface RuleChainExport {
  ruleChain: Record<string, unknown>;
  metadata: {
    firstNodeIndex: number | null;
    nodes: Record<string, unknown>[];
    connections: RuleChainMetaData['connections'];
    ruleChainConnections: RuleChainMetaData['ruleChainConnections'];
  };
}

/** The parts of a saved chain and its nodes that belong to one installation and so never travel in a file. */
const CHAIN_INSTALLATION_FIELDS = ['id', 'createdTime', 'tenantId', 'externalId'] as const;
const NODE_INSTALLATION_FIELDS = ['id', 'createdTime', 'ruleChainId', 'externalId'] as const;

function without(value: object, fields: readonly string[]): Record<string, unknown> {
  const copy: Record<string, unknown> = structuredClone(value) as Record<string, unknown>;
  for (const field of fields) delete copy[field];
  return copy;
}

/**
 * The platform's export of a chain: an imported copy is never root and its first node is named by index, so the
 * chain's own first-node id is dropped along with every id.
 */
export function exportedRuleChain(ruleChain: RuleChain, metadata: RuleChainMetaData): RuleChainExport {
  return {
    ruleChain: { ...without(ruleChain, CHAIN_INSTALLATION_FIELDS), firstRuleNodeId: null, root: false },
    metadata: {
      firstNodeIndex: metadata.firstNodeIndex,
      nodes: metadata.nodes.map((node) => without(node, NODE_INSTALLATION_FIELDS)),
      connections: metadata.connections,
      ruleChainConnections: metadata.ruleChainConnections,
    },
  };
}

/** The file name of an export: the name in lower case with every run of spaces as an underscore. */
export function ruleChainFileName(name: string): string {
  return `${name.trim().toLowerCase().replace(/\s+/g, '_') || 'rule_chain'}.json`;
}

/** What an import creates: the chain first, then its nodes and connections once the chain has an id. */
export interface ImportedRuleChain {
  chain: RuleChainDraft;
  firstNodeIndex: number | null;
  nodes: RuleNodeDraft[];
  connections: NonNullable<RuleChainMetaData['connections']>;
}

export type RuleChainFileResult = { ok: true; imported: ImportedRuleChain } | { ok: false; error: string };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads an exported rule chain file. Text that is not JSON, and JSON without a named `ruleChain` and a `metadata`
 * with a node list, is refused with a message key; otherwise the copy to create, never root and without any id.
 */
export function parseRuleChainFile(text: string): RuleChainFileResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, error: 'rulechain.invalid-json-file-error' };
  }
  if (!isObject(parsed) || !isObject(parsed.ruleChain) || !isObject(parsed.metadata)) {
    return { ok: false, error: 'rulechain.invalid-rulechain-file-error' };
  }
  const { ruleChain, metadata } = parsed;
  if (typeof ruleChain.name !== 'string' || !Array.isArray(metadata.nodes)) {
    return { ok: false, error: 'rulechain.invalid-rulechain-file-error' };
  }
  if (ruleChain.name.trim() === '') return { ok: false, error: 'rulechain.name-required' };
  const nodes = metadata.nodes.filter(isObject);
  if (nodes.length !== metadata.nodes.length || nodes.some((node) => typeof node.type !== 'string')) {
    return { ok: false, error: 'rulechain.invalid-rulechain-file-error' };
  }
  const chain = without(ruleChain, CHAIN_INSTALLATION_FIELDS);
  return {
    ok: true,
    imported: {
      chain: { ...chain, name: ruleChain.name, root: false, firstRuleNodeId: null } as RuleChainDraft,
      firstNodeIndex: typeof metadata.firstNodeIndex === 'number' ? metadata.firstNodeIndex : null,
      nodes: nodes.map((node) => without(node, NODE_INSTALLATION_FIELDS) as unknown as RuleNodeDraft),
      connections: Array.isArray(metadata.connections) ? metadata.connections : [],
    },
  };
}

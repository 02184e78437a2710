import { RULE_CHAIN_OUTPUT_NODE, type RuleChainMetaData, type RuleChainType } from '@fleetdeck/model';
import { fromJsonText, toFlag, toJsonText } from '../common/json.js';
import { newId, uuidTime } from '../common/uuid.js';
import { RULE_NODES_BY_CLAZZ } from '../rule-engine/node-registry.js';
import type { Db } from '../storage/schema.js';
import { type MetadataInput, type MetadataPlan, planMetadata, targetChainIds } from './metadata.js';
import {
  findChainCallingNodes,
  findNodeConnections,
  findRuleNodes,
  findTenantRuleChains,
  type RuleChainRow,
  type RuleNodeRow,
  renameConnections,
  toRuleNode,
  writeMetadata,
} from './store.js';

/** The chain types each node class the engine runs may be used in: a chain may only hold those. */
const NODE_KINDS: ReadonlyMap<string, readonly RuleChainType[]> = new Map(
  [...RULE_NODES_BY_CLAZZ].map(([clazz, kind]) => [clazz, kind.descriptor.ruleChainTypes]),
);

/** A chain's nodes in creation order and its connections by node index (sorted), as GET …/metadata answers. */
export async function loadMetadata(db: Db, chain: RuleChainRow): Promise<RuleChainMetaData> {
  const nodes = await findRuleNodes(db, chain.id);
  const indexOf = new Map(nodes.map((node, index) => [node.id, index]));
  const connections = (await findNodeConnections(db, [...indexOf.keys()]))
    .flatMap((connection) => {
      const fromIndex = indexOf.get(connection.fromId);
      const toIndex = indexOf.get(connection.toId);
      return fromIndex === undefined || toIndex === undefined ? [] : [{ fromIndex, toIndex, type: connection.type }];
    })
    .sort((a, b) => a.fromIndex - b.fromIndex || a.toIndex - b.toIndex || a.type.localeCompare(b.type));
  const first = chain.first_rule_node_id ? indexOf.get(chain.first_rule_node_id) : undefined;
  return {
    ruleChainId: { entityType: 'RULE_CHAIN', id: chain.id },
    firstNodeIndex: first ?? null,
    nodes: nodes.map(toRuleNode),
    connections,
    // The legacy form of connections into other chains is never answered: such connections are nodes now.
    ruleChainConnections: null,
  };
}

/** The "rule chain" nodes of the tenant that forward messages to the chain. */
export async function chainCallingNodes(db: Db, tenantId: string, chainId: string): Promise<RuleNodeRow[]> {
  const candidates = await findChainCallingNodes(db, tenantId, chainId);
  return candidates.filter(
    (node) => fromJsonText<{ ruleChainId?: unknown }>(node.configuration)?.ruleChainId === chainId,
  );
}

/**
 * Output nodes renamed by this save: old name to new. A name that is still an output after the save, or that two
 * outputs were renamed from differently, is left alone, since the calling chains' label would be ambiguous.
 */
function renamedOutputs(existing: readonly RuleNodeRow[], plan: MetadataPlan): Map<string, string> {
  const renamed = new Map<string, string>();
  const ambiguous = new Set<string>();
  for (const old of existing) {
    if (old.type !== RULE_CHAIN_OUTPUT_NODE) continue;
    const now = plan.nodes.find((node) => node.id === old.id);
    if (!now || now.type !== RULE_CHAIN_OUTPUT_NODE || now.name === old.name) continue;
    if (renamed.has(old.name) && renamed.get(old.name) !== now.name) ambiguous.add(old.name);
    renamed.set(old.name, now.name);
  }
  for (const name of ambiguous) renamed.delete(name);
  for (const node of plan.nodes) if (node.type === RULE_CHAIN_OUTPUT_NODE) renamed.delete(node.name);
  return renamed;
}

/**
 * Checks a metadata body and writes it on the caller's transaction (see planMetadata for the checks). With
 * updateRelated, the connections of the chains that call this one follow the renamed output nodes. Answers whether
 * other chains changed.
 */
export async function saveChainMetadata(
  trx: Db,
  chain: RuleChainRow,
  input: MetadataInput,
  updateRelated: boolean,
): Promise<boolean> {
  const existing = await findRuleNodes(trx, chain.id);
  const targets = await findTenantRuleChains(trx, chain.tenant_id, targetChainIds(input));
  const plan = planMetadata(input, {
    chainId: chain.id,
    chainType: chain.type as RuleChainType,
    existingNodeIds: new Set(existing.map((node) => node.id)),
    nodeKinds: NODE_KINDS,
    targetChains: new Map(targets.map((target) => [target.id, target.name])),
  });
  const existingById = new Map(existing.map((node) => [node.id, node]));
  const kept = new Set<string>();
  const nodes = plan.nodes.map((node) => {
    // A node id listed twice is kept once; the second becomes a new node.
    const keep = node.id !== null && !kept.has(node.id) ? node.id : null;
    if (keep) kept.add(keep);
    const id = keep ?? newId();
    const createdTime = keep ? Number(existingById.get(keep)?.created_time) : uuidTime(id);
    return {
      created: keep === null,
      row: {
        id,
        created_time: createdTime,
        type: node.type,
        name: node.name,
        debug_mode: toFlag(node.debugMode),
        configuration: toJsonText(node.configuration),
        additional_info: toJsonText(node.additionalInfo),
        external_id: node.externalId,
      },
    };
  });
  const idAt = (index: number) => nodes[index]?.row.id as string;
  await writeMetadata(trx, {
    chainId: chain.id,
    nodes,
    removedNodeIds: existing.filter((node) => !kept.has(node.id)).map((node) => node.id),
    firstNodeId: plan.firstNodeIndex === null ? null : idAt(plan.firstNodeIndex),
    connections: plan.connections.map((connection) => ({
      fromId: idAt(connection.fromIndex),
      toId: idAt(connection.toIndex),
      type: connection.type,
    })),
  });
  if (!updateRelated) return false;
  const renamed = renamedOutputs(existing, plan);
  if (renamed.size === 0) return false;
  const callers = await chainCallingNodes(trx, chain.tenant_id, chain.id);
  await renameConnections(
    trx,
    callers.map((node) => node.id),
    renamed,
  );
  return callers.length > 0;
}

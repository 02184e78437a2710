import { fromFlag, fromJsonText } from '../common/json.js';
import type { Db } from '../storage/schema.js';
import type { RuleNodeDefinition } from './node.js';

/** Where a connection leads: another node of the chain, or the first node of another chain. */
export interface Connection {
  type: string;
  toId: string;
  toType: 'RULE_NODE' | 'RULE_CHAIN';
}

export interface StoredChain {
  id: string;
  tenantId: string;
  name: string;
  firstNodeId: string | null;
  nodes: RuleNodeDefinition[];
  /** outgoing connections by node id, in stored order */
  connections: Map<string, Connection[]>;
}

/** The tenant's root rule chain (type CORE) id, or null when it has none. */
export async function rootChainId(db: Db, tenantId: string): Promise<string | null> {
  const row = await db
    .selectFrom('rule_chain')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('root', '=', 1)
    .where('type', '=', 'CORE')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Where a device's messages go by its profile: the default rule chain and queue it names, if any. */
export interface DeviceRouting {
  chainId: string | null;
  queueName: string | null;
}

/** The rule chain and queue the device profile of a device names as its defaults. */
export async function deviceProfileRouting(db: Db, deviceId: string): Promise<DeviceRouting> {
  const row = await db
    .selectFrom('device')
    .innerJoin('device_profile', 'device_profile.id', 'device.device_profile_id')
    .select(['device_profile.default_rule_chain_id', 'device_profile.default_queue_name'])
    .where('device.id', '=', deviceId)
    .executeTakeFirst();
  return { chainId: row?.default_rule_chain_id ?? null, queueName: row?.default_queue_name ?? null };
}

/** Device ids per look-up of deviceProfileRoutings, well inside either database's bound values per statement. */
const DEVICES_PER_ROUTING_LOOKUP = 1000;

/** deviceProfileRouting() of many devices in a few queries; a device not found routes nowhere of its own. */
export async function deviceProfileRoutings(db: Db, deviceIds: readonly string[]): Promise<Map<string, DeviceRouting>> {
  const routings = new Map<string, DeviceRouting>();
  for (let from = 0; from < deviceIds.length; from += DEVICES_PER_ROUTING_LOOKUP) {
    const rows = await db
      .selectFrom('device')
      .innerJoin('device_profile', 'device_profile.id', 'device.device_profile_id')
      .select(['device.id', 'device_profile.default_rule_chain_id', 'device_profile.default_queue_name'])
      .where('device.id', 'in', deviceIds.slice(from, from + DEVICES_PER_ROUTING_LOOKUP))
      .execute();
    for (const row of rows) {
      routings.set(row.id, { chainId: row.default_rule_chain_id ?? null, queueName: row.default_queue_name ?? null });
    }
  }
  for (const id of deviceIds) if (!routings.has(id)) routings.set(id, { chainId: null, queueName: null });
  return routings;
}

/**
 * A chain with its nodes and their connections, read as they are stored: nodes in rule_node, connections as
 * RULE_NODE relations from node to node (or to a rule chain).
 */
export async function loadChain(db: Db, chainId: string): Promise<StoredChain | null> {
  const chain = await db.selectFrom('rule_chain').selectAll().where('id', '=', chainId).executeTakeFirst();
  if (!chain) return null;
  const nodes = await db
    .selectFrom('rule_node')
    .selectAll()
    .where('rule_chain_id', '=', chainId)
    .orderBy('created_time')
    .execute();
  const nodeIds = nodes.map((node) => node.id);
  const relations =
    nodeIds.length === 0
      ? []
      : await db
          .selectFrom('relation')
          .select(['from_id', 'to_id', 'to_type', 'relation_type'])
          .where('relation_type_group', '=', 'RULE_NODE')
          .where('from_type', '=', 'RULE_NODE')
          .where('from_id', 'in', nodeIds)
          .execute();
  const connections = new Map<string, Connection[]>();
  for (const relation of relations) {
    if (relation.to_type !== 'RULE_NODE' && relation.to_type !== 'RULE_CHAIN') continue;
    const list = connections.get(relation.from_id) ?? [];
    list.push({ type: relation.relation_type, toId: relation.to_id, toType: relation.to_type });
    connections.set(relation.from_id, list);
  }
  return {
    id: chain.id,
    tenantId: chain.tenant_id,
    name: chain.name,
    firstNodeId: chain.first_rule_node_id,
    nodes: nodes.map((node) => ({
      id: node.id,
      ruleChainId: chainId,
      type: node.type,
      name: node.name,
      configuration: fromJsonText<Record<string, unknown>>(node.configuration) ?? {},
      debugMode: fromFlag(node.debug_mode),
    })),
    connections,
  };
}

/** The core rule chains (of one tenant, or of every tenant) holding a node of one of the types. */
export async function coreChainIdsWithNodeTypes(
  db: Db,
  types: readonly string[],
  tenantId?: string,
): Promise<string[]> {
  if (types.length === 0) return [];
  let query = db
    .selectFrom('rule_node')
    .innerJoin('rule_chain', 'rule_chain.id', 'rule_node.rule_chain_id')
    .select('rule_chain.id')
    .distinct()
    .where('rule_node.type', 'in', [...types])
    .where('rule_chain.type', '=', 'CORE');
  if (tenantId !== undefined) query = query.where('rule_chain.tenant_id', '=', tenantId);
  const rows = await query.execute();
  return rows.map((row) => row.id);
}

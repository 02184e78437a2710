import {
  type PageData,
  RULE_CHAIN_INPUT_NODE,
  type RuleChain,
  type RuleChainType,
  type RuleNode,
} from '@fleetdeck/model';
import type { Selectable } from 'kysely';
import { fromFlag, fromJsonText } from '../common/json.js';
import type { ParsedPageLink } from '../http/paging.js';
import { fetchPage } from '../storage/page-query.js';
import type { Db, RuleChainTable, RuleNodeTable } from '../storage/schema.js';

export type RuleChainRow = Selectable<RuleChainTable>;
export type RuleNodeRow = Selectable<RuleNodeTable>;

/** Connections between nodes are relations of this group from node to node, typed with the connection's label. */
const NODE_CONNECTION_GROUP = 'RULE_NODE';

/** Chains a tenant wants assigned to every new edge: relations of this group from the tenant to the chain. */
const AUTO_ASSIGN_GROUP = 'EDGE_AUTO_ASSIGN_RULE_CHAIN';

export function toRuleChain(row: RuleChainRow): RuleChain {
  return {
    id: { entityType: 'RULE_CHAIN', id: row.id },
    createdTime: Number(row.created_time),
    additionalInfo: fromJsonText(row.additional_info),
    tenantId: { entityType: 'TENANT', id: row.tenant_id },
    name: row.name,
    type: row.type as RuleChainType,
    firstRuleNodeId: row.first_rule_node_id ? { entityType: 'RULE_NODE', id: row.first_rule_node_id } : null,
    root: fromFlag(row.root),
    debugMode: fromFlag(row.debug_mode),
    configuration: fromJsonText(row.configuration),
    externalId: row.external_id ? { entityType: 'RULE_CHAIN', id: row.external_id } : null,
  };
}

export function toRuleNode(row: RuleNodeRow): RuleNode {
  return {
    id: { entityType: 'RULE_NODE', id: row.id },
    createdTime: Number(row.created_time),
    additionalInfo: fromJsonText(row.additional_info),
    ruleChainId: { entityType: 'RULE_CHAIN', id: row.rule_chain_id },
    type: row.type,
    name: row.name,
    debugMode: fromFlag(row.debug_mode),
    configuration: fromJsonText(row.configuration),
    externalId: row.external_id ? { entityType: 'RULE_NODE', id: row.external_id } : null,
  };
}

/** Runs the work in one transaction: everything it writes is kept, or nothing. */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(work);
}

export function findRuleChain(db: Db, id: string): Promise<RuleChainRow | undefined> {
  return db.selectFrom('rule_chain').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The tenant's chains among the ids. */
export function findTenantRuleChains(db: Db, tenantId: string, ids: readonly string[]): Promise<RuleChainRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('rule_chain').selectAll().where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
}

/** Every chain of the tenant, in creation order. */
export function allTenantRuleChains(db: Db, tenantId: string): Promise<RuleChainRow[]> {
  return db
    .selectFrom('rule_chain')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('created_time')
    .orderBy('id')
    .execute();
}

export function findRuleChainByName(
  db: Db,
  tenantId: string,
  type: RuleChainType,
  name: string,
): Promise<RuleChainRow | undefined> {
  return db
    .selectFrom('rule_chain')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('type', '=', type)
    .where('name', '=', name)
    .orderBy('created_time')
    .executeTakeFirst();
}

/** The tenant's root chain of that type (the root of CORE messages, or the template root of new edges). */
export function findRootRuleChain(db: Db, tenantId: string, type: RuleChainType): Promise<RuleChainRow | undefined> {
  return db
    .selectFrom('rule_chain')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('type', '=', type)
    .where('root', '=', 1)
    .executeTakeFirst();
}

export function ruleChainPage(
  db: Db,
  tenantId: string,
  type: RuleChainType,
  link: ParsedPageLink,
): Promise<PageData<RuleChain>> {
  const base = db.selectFrom('rule_chain').selectAll().where('tenant_id', '=', tenantId).where('type', '=', type);
  return fetchPage(base, link, { search: 'name' }, toRuleChain);
}

export async function insertRuleChain(db: Db, row: RuleChainRow): Promise<void> {
  await db.insertInto('rule_chain').values(row).execute();
}

export async function updateRuleChain(
  db: Db,
  id: string,
  values: Partial<Omit<RuleChainRow, 'id' | 'created_time' | 'tenant_id'>>,
): Promise<void> {
  await db.updateTable('rule_chain').set(values).where('id', '=', id).execute();
}

/** Makes the chain the root of its type, in one transaction with un-rooting the previous one. */
export async function setRootRuleChain(db: Db, chain: RuleChainRow): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('rule_chain')
      .set({ root: 0 })
      .where('tenant_id', '=', chain.tenant_id)
      .where('type', '=', chain.type)
      .where('root', '=', 1)
      .execute();
    await trx.updateTable('rule_chain').set({ root: 1 }).where('id', '=', chain.id).execute();
  });
}

/** The chain's nodes, in the order they were created. */
export function findRuleNodes(db: Db, chainId: string): Promise<RuleNodeRow[]> {
  return db
    .selectFrom('rule_node')
    .selectAll()
    .where('rule_chain_id', '=', chainId)
    .orderBy('created_time')
    .orderBy('id')
    .execute();
}

export function findRuleNode(db: Db, id: string): Promise<RuleNodeRow | undefined> {
  return db.selectFrom('rule_node').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface NodeConnectionRow {
  fromId: string;
  toId: string;
  toType: string;
  type: string;
}

/** The connections leaving the nodes, to nodes or (in older data) to chains. */
export async function findNodeConnections(db: Db, nodeIds: readonly string[]): Promise<NodeConnectionRow[]> {
  if (nodeIds.length === 0) return [];
  const rows = await db
    .selectFrom('relation')
    .select(['from_id', 'to_id', 'to_type', 'relation_type'])
    .where('relation_type_group', '=', NODE_CONNECTION_GROUP)
    .where('from_type', '=', 'RULE_NODE')
    .where('from_id', 'in', nodeIds)
    .execute();
  return rows.map((row) => ({ fromId: row.from_id, toId: row.to_id, toType: row.to_type, type: row.relation_type }));
}

async function deleteNodeConnections(db: Db, nodeIds: readonly string[]): Promise<void> {
  if (nodeIds.length === 0) return;
  await db
    .deleteFrom('relation')
    .where('relation_type_group', '=', NODE_CONNECTION_GROUP)
    .where((eb) => eb.or([eb('from_id', 'in', nodeIds), eb('to_id', 'in', nodeIds)]))
    .execute();
}

/** A node as the metadata save writes it. */
export type RuleNodeValues = Omit<RuleNodeRow, 'rule_chain_id'>;

export interface MetadataWrite {
  chainId: string;
  /** nodes kept (updated) or created, by whether the chain had them */
  nodes: Array<{ row: RuleNodeValues; created: boolean }>;
  removedNodeIds: string[];
  firstNodeId: string | null;
  connections: Array<{ fromId: string; toId: string; type: string }>;
}

/**
 * Replaces a chain's nodes and connections: kept nodes are updated, new ones inserted, missing ones deleted, and
 * every connection of the chain's nodes written again. Runs on the caller's transaction.
 */
export async function writeMetadata(trx: Db, write: MetadataWrite): Promise<void> {
  const existing = await trx.selectFrom('rule_node').select('id').where('rule_chain_id', '=', write.chainId).execute();
  await deleteNodeConnections(
    trx,
    existing.map((node) => node.id),
  );
  if (write.removedNodeIds.length > 0) {
    await trx.deleteFrom('event').where('entity_id', 'in', write.removedNodeIds).execute();
    await trx.deleteFrom('rule_node').where('id', 'in', write.removedNodeIds).execute();
  }
  for (const { row, created } of write.nodes) {
    if (created) {
      await trx
        .insertInto('rule_node')
        .values({ ...row, rule_chain_id: write.chainId })
        .execute();
    } else {
      const { id, created_time: _createdTime, ...values } = row;
      await trx.updateTable('rule_node').set(values).where('id', '=', id).execute();
    }
  }
  await trx
    .updateTable('rule_chain')
    .set({ first_rule_node_id: write.firstNodeId })
    .where('id', '=', write.chainId)
    .execute();
  if (write.connections.length > 0) {
    await trx
      .insertInto('relation')
      .values(
        write.connections.map((connection) => ({
          from_id: connection.fromId,
          from_type: 'RULE_NODE',
          to_id: connection.toId,
          to_type: 'RULE_NODE',
          relation_type_group: NODE_CONNECTION_GROUP,
          relation_type: connection.type,
          additional_info: null,
        })),
      )
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
}

/** Renames the labels of the connections leaving the given nodes. */
export async function renameConnections(
  trx: Db,
  nodeIds: readonly string[],
  renamed: ReadonlyMap<string, string>,
): Promise<void> {
  if (nodeIds.length === 0) return;
  for (const [from, to] of renamed) {
    await trx
      .updateTable('relation')
      .set({ relation_type: to })
      .where('relation_type_group', '=', NODE_CONNECTION_GROUP)
      .where('from_type', '=', 'RULE_NODE')
      .where('from_id', 'in', nodeIds)
      .where('relation_type', '=', from)
      .execute();
  }
}

/**
 * The tenant's "rule chain" nodes whose configuration mentions the chain id; the caller reads each configuration
 * to keep those that really forward to it.
 */
export function findChainCallingNodes(db: Db, tenantId: string, targetChainId: string): Promise<RuleNodeRow[]> {
  return db
    .selectFrom('rule_node')
    .innerJoin('rule_chain', 'rule_chain.id', 'rule_node.rule_chain_id')
    .selectAll('rule_node')
    .where('rule_chain.tenant_id', '=', tenantId)
    .where('rule_node.type', '=', RULE_CHAIN_INPUT_NODE)
    .where('rule_node.configuration', 'like', `%${targetChainId}%`)
    .orderBy('rule_node.created_time')
    .execute();
}

/** The names of the device profiles that send their devices' messages to the chain. */
export async function deviceProfilesUsingChain(db: Db, chainId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('device_profile')
    .select('name')
    .where('default_rule_chain_id', '=', chainId)
    .execute();
  return rows.map((row) => row.name);
}

/** The names of the edges whose root chain it is. */
export async function edgesRootedAt(db: Db, chainId: string): Promise<string[]> {
  const rows = await db.selectFrom('edge').select('name').where('root_rule_chain_id', '=', chainId).execute();
  return rows.map((row) => row.name);
}

/** The chain with its nodes, their connections in both directions and events, and the chain's own relations. */
export async function deleteRuleChainWithNodes(db: Db, chainId: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    const nodes = await trx.selectFrom('rule_node').select('id').where('rule_chain_id', '=', chainId).execute();
    const nodeIds = nodes.map((node) => node.id);
    if (nodeIds.length > 0) {
      await trx
        .deleteFrom('relation')
        .where((eb) => eb.or([eb('from_id', 'in', nodeIds), eb('to_id', 'in', nodeIds)]))
        .execute();
      await trx.deleteFrom('event').where('entity_id', 'in', nodeIds).execute();
      await trx.deleteFrom('rule_node').where('id', 'in', nodeIds).execute();
    }
    await trx
      .deleteFrom('relation')
      .where((eb) => eb.or([eb('from_id', '=', chainId), eb('to_id', '=', chainId)]))
      .execute();
    await trx.deleteFrom('rule_chain').where('id', '=', chainId).execute();
  });
}

/** Marks (or unmarks) the chain as assigned to every new edge of the tenant. */
export async function setAutoAssignToEdge(db: Db, tenantId: string, chainId: string, on: boolean): Promise<void> {
  const match = db
    .deleteFrom('relation')
    .where('from_id', '=', tenantId)
    .where('to_id', '=', chainId)
    .where('relation_type_group', '=', AUTO_ASSIGN_GROUP);
  await match.execute();
  if (!on) return;
  await db
    .insertInto('relation')
    .values({
      from_id: tenantId,
      from_type: 'TENANT',
      to_id: chainId,
      to_type: 'RULE_CHAIN',
      relation_type_group: AUTO_ASSIGN_GROUP,
      relation_type: 'Contains',
      additional_info: null,
    })
    .execute();
}

export function autoAssignedRuleChains(db: Db, tenantId: string): Promise<RuleChainRow[]> {
  return db
    .selectFrom('rule_chain')
    .innerJoin('relation', 'relation.to_id', 'rule_chain.id')
    .selectAll('rule_chain')
    .where('relation.from_id', '=', tenantId)
    .where('relation.relation_type_group', '=', AUTO_ASSIGN_GROUP)
    .where('rule_chain.tenant_id', '=', tenantId)
    .orderBy('rule_chain.created_time')
    .execute();
}

import type { EdgeEvent } from '@fleetdeck/model';
import type { Db } from '../storage/schema.js';
import { addEdgeEvent, addEdgeRelation, EDGE_RELATION, type EdgeRow, removeEdgeRelation } from './store.js';

/** The rule chains of edges: which chain is an edge's root, which chains are assigned to it, what they forward to. */

export function findRuleChain(db: Db, id: string) {
  return db.selectFrom('rule_chain').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Makes the chain the edge's root, assigns it to the edge and records the event, in one transaction. */
export async function setEdgeRootChain(db: Db, edge: Pick<EdgeRow, 'id' | 'tenant_id'>, ruleChainId: string) {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('edge').set({ root_rule_chain_id: ruleChainId }).where('id', '=', edge.id).execute();
    await addEdgeRelation(trx, edge.id, 'RULE_CHAIN', ruleChainId);
    await addEdgeEvent(trx, edge, { type: 'RULE_CHAIN', action: 'UPDATED', entityId: ruleChainId });
  });
}

/** Assigns (or unassigns) an entity to the edge and records the event, in one transaction. */
export async function recordEdgeAssignment(
  db: Db,
  edge: Pick<EdgeRow, 'id' | 'tenant_id'>,
  type: EdgeEvent['type'],
  entityId: string,
  assigned: boolean,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (assigned) await addEdgeRelation(trx, edge.id, type, entityId);
    else await removeEdgeRelation(trx, edge.id, type, entityId);
    await addEdgeEvent(trx, edge, { type, action: assigned ? 'ASSIGNED_TO_EDGE' : 'UNASSIGNED_FROM_EDGE', entityId });
  });
}

/** The ids and names of the rule chains assigned to the edge. */
export function findEdgeRuleChains(db: Db, edgeId: string): Promise<{ id: string; name: string }[]> {
  return db
    .selectFrom('rule_chain')
    .innerJoin('relation', 'relation.to_id', 'rule_chain.id')
    .select(['rule_chain.id', 'rule_chain.name'])
    .where('relation.from_id', '=', edgeId)
    .where('relation.relation_type_group', '=', EDGE_RELATION.group)
    .where('relation.to_type', '=', 'RULE_CHAIN')
    .execute();
}

/** The configurations of the chain's nodes of one type. */
export function findNodeConfigurations(db: Db, ruleChainId: string, type: string) {
  return db
    .selectFrom('rule_node')
    .select('configuration')
    .where('rule_chain_id', '=', ruleChainId)
    .where('type', '=', type)
    .execute();
}

export function findRuleChainNames(db: Db, ids: readonly string[]): Promise<{ name: string }[]> {
  return db.selectFrom('rule_chain').select('name').where('id', 'in', ids).execute();
}

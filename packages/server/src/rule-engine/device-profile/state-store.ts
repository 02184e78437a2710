import { newId, uuidTime } from '../../common/uuid.js';
import type { Db } from '../../storage/schema.js';

/** The stored rule state of one node about one device, as JSON text. */
export interface StoredRuleNodeState {
  entityId: string;
  stateData: string;
}

export async function findRuleNodeState(db: Db, ruleNodeId: string, entityId: string): Promise<string | null> {
  const row = await db
    .selectFrom('rule_node_state')
    .select('state_data')
    .where('rule_node_id', '=', ruleNodeId)
    .where('entity_id', '=', entityId)
    .executeTakeFirst();
  return row?.state_data ?? null;
}

export async function findRuleNodeStates(db: Db, ruleNodeId: string): Promise<StoredRuleNodeState[]> {
  const rows = await db
    .selectFrom('rule_node_state')
    .select(['entity_id', 'state_data'])
    .where('rule_node_id', '=', ruleNodeId)
    .execute();
  return rows.map((row) => ({ entityId: row.entity_id, stateData: row.state_data }));
}

export async function saveRuleNodeState(
  db: Db,
  state: { tenantId: string; ruleNodeId: string; entityType: string; entityId: string; stateData: string },
): Promise<void> {
  const updated = await db
    .updateTable('rule_node_state')
    .set({ state_data: state.stateData })
    .where('rule_node_id', '=', state.ruleNodeId)
    .where('entity_id', '=', state.entityId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows ?? 0) > 0) return;
  const id = newId();
  await db
    .insertInto('rule_node_state')
    .values({
      id,
      created_time: uuidTime(id),
      tenant_id: state.tenantId,
      rule_node_id: state.ruleNodeId,
      entity_type: state.entityType,
      entity_id: state.entityId,
      state_data: state.stateData,
    })
    .execute();
}

export async function deleteRuleNodeStates(db: Db, ruleNodeId: string): Promise<void> {
  await db.deleteFrom('rule_node_state').where('rule_node_id', '=', ruleNodeId).execute();
}

/** Which of these rule nodes still exist. */
export async function existingRuleNodeIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('rule_node')
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((row) => row.id));
}

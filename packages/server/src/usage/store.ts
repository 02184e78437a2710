import type { Db } from '../storage/schema.js';
import type { ApiUsageStateValue } from './transport-usage.js';
import type { StateColumn } from './usage-keys.js';

/** The tenant's own API usage state entity: its id and the feature states last saved on it. */
export interface UsageStateRow {
  id: string;
  states: Record<StateColumn, ApiUsageStateValue>;
}

const STATE_COLUMNS: readonly StateColumn[] = [
  'transport_state',
  'db_state',
  're_state',
  'js_state',
  'email_state',
  'sms_state',
  'alarm_state',
];

export async function findTenantUsageState(db: Db, tenantId: string): Promise<UsageStateRow | undefined> {
  const row = await db
    .selectFrom('api_usage_state')
    .select(['id', ...STATE_COLUMNS])
    .where('tenant_id', '=', tenantId)
    .where('entity_id', '=', tenantId)
    .executeTakeFirst();
  if (!row) return undefined;
  const states = Object.fromEntries(STATE_COLUMNS.map((column) => [column, row[column]]));
  return { id: row.id, states: states as Record<StateColumn, ApiUsageStateValue> };
}

export async function updateStates(
  db: Db,
  id: string,
  states: Partial<Record<StateColumn, ApiUsageStateValue>>,
): Promise<void> {
  await db.updateTable('api_usage_state').set(states).where('id', '=', id).execute();
}

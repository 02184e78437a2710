import type { Db } from '../storage/schema.js';
import type { ApiUsageStateValue } from './transport-usage.js';

/** The tenant's own API usage state entity: its id and the transport state last saved on it. */
export interface UsageStateRow {
  id: string;
  transportState: ApiUsageStateValue;
}

export async function findTenantUsageState(db: Db, tenantId: string): Promise<UsageStateRow | undefined> {
  const row = await db
    .selectFrom('api_usage_state')
    .select(['id', 'transport_state'])
    .where('tenant_id', '=', tenantId)
    .where('entity_id', '=', tenantId)
    .executeTakeFirst();
  return row && { id: row.id, transportState: row.transport_state as ApiUsageStateValue };
}

export async function updateTransportState(db: Db, id: string, state: ApiUsageStateValue): Promise<void> {
  await db.updateTable('api_usage_state').set({ transport_state: state }).where('id', '=', id).execute();
}

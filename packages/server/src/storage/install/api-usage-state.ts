import { newId, uuidTime } from '../../common/uuid.js';
import type { Db } from '../schema.js';

/** The tenant's API usage state entity, every feature ENABLED, as the platform makes it with each tenant. */
export async function createApiUsageState(db: Db, tenantId: string): Promise<void> {
  const id = newId();
  await db
    .insertInto('api_usage_state')
    .values({
      id,
      created_time: uuidTime(id),
      tenant_id: tenantId,
      entity_type: 'TENANT',
      entity_id: tenantId,
      transport_state: 'ENABLED',
      db_state: 'ENABLED',
      re_state: 'ENABLED',
      js_state: 'ENABLED',
      email_state: 'ENABLED',
      sms_state: 'ENABLED',
      alarm_state: 'ENABLED',
    })
    .execute();
}

import { NULL_UUID } from '@fleetdeck/model';
import type { SelectQueryBuilder } from 'kysely';
import type { Database, Db } from './schema.js';

/** Attributes, time series and latest values of one entity, or of the entities a subquery selects. */
export async function deleteEntityTelemetry(
  trx: Db,
  entityIds: string | SelectQueryBuilder<Database, keyof Database, { id: string }>,
): Promise<void> {
  for (const table of ['attribute_kv', 'ts_kv', 'ts_kv_latest'] as const) {
    const query = trx.deleteFrom(table);
    await (typeof entityIds === 'string'
      ? query.where('entity_id', '=', entityIds)
      : query.where('entity_id', 'in', entityIds)
    ).execute();
  }
}

/**
 * What a tenant owns goes with it, and what was assigned to a deleted customer goes back to the tenant.
 * Each later resource family adds its tables here, so a deletion never leaves orphans.
 */
export async function deleteTenantData(trx: Db, tenantId: string): Promise<void> {
  const users = trx.selectFrom('tb_user').select('id').where('tenant_id', '=', tenantId);
  const devices = trx.selectFrom('device').select('id').where('tenant_id', '=', tenantId);
  const ruleChains = trx.selectFrom('rule_chain').select('id').where('tenant_id', '=', tenantId);
  const customers = trx.selectFrom('customer').select('id').where('tenant_id', '=', tenantId);
  await trx.deleteFrom('user_credentials').where('user_id', 'in', users).execute();
  await trx.deleteFrom('device_credentials').where('device_id', 'in', devices).execute();
  await trx.deleteFrom('rule_node').where('rule_chain_id', 'in', ruleChains).execute();
  for (const owned of [users, devices, customers]) {
    await deleteEntityTelemetry(trx, owned);
    await trx.deleteFrom('relation').where('from_id', 'in', owned).execute();
    await trx.deleteFrom('relation').where('to_id', 'in', owned).execute();
  }
  await deleteEntityTelemetry(trx, tenantId);
  await trx
    .deleteFrom('relation')
    .where((eb) => eb.or([eb('from_id', '=', tenantId), eb('to_id', '=', tenantId)]))
    .execute();
  for (const table of [
    'alarm',
    'tb_user',
    'device',
    'rule_chain',
    'customer',
    'device_profile',
    'queue',
    'admin_settings',
  ] as const) {
    await trx.deleteFrom(table).where('tenant_id', '=', tenantId).execute();
  }
}

export async function deleteCustomerData(trx: Db, customerId: string): Promise<void> {
  const users = trx.selectFrom('tb_user').select('id').where('customer_id', '=', customerId);
  await trx.deleteFrom('user_credentials').where('user_id', 'in', users).execute();
  await deleteEntityTelemetry(trx, users);
  await trx.deleteFrom('alarm').where('originator_id', 'in', users).execute();
  await trx.deleteFrom('tb_user').where('customer_id', '=', customerId).execute();
  await trx.deleteFrom('alarm').where('originator_id', '=', customerId).execute();
  // Alarms of devices going back to the tenant follow them, as the platform re-reads the owner on every save.
  await trx.updateTable('alarm').set({ customer_id: NULL_UUID }).where('customer_id', '=', customerId).execute();
  await trx.updateTable('device').set({ customer_id: NULL_UUID }).where('customer_id', '=', customerId).execute();
  await deleteEntityTelemetry(trx, customerId);
  await trx
    .deleteFrom('relation')
    .where((eb) => eb.or([eb('from_id', '=', customerId), eb('to_id', '=', customerId)]))
    .execute();
}

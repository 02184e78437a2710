import { NULL_UUID } from '@fleetdeck/model';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { DependentRows, EntityKind } from '../entities/entity-kind.js';
import { ENTITY_KINDS, OWNED_TABLES } from '../entities/registry.js';
import type { Database, Db } from './schema.js';

// biome-ignore lint/suspicious/noExplicitAny: the registry names tables and columns as data, not as static types
type AnyDb = Kysely<any>;
type IdQuery = SelectQueryBuilder<Database, keyof Database, { id: string }>;

/** Attributes, time series and latest values of one entity, or of the entities a subquery selects. */
export async function deleteEntityTelemetry(trx: Db, entityIds: string | IdQuery): Promise<void> {
  for (const table of ['attribute_kv', 'ts_kv', 'ts_kv_latest'] as const) {
    const query = trx.deleteFrom(table);
    await (typeof entityIds === 'string'
      ? query.where('entity_id', '=', entityIds)
      : query.where('entity_id', 'in', entityIds)
    ).execute();
  }
}

async function deleteRelations(trx: Db, entityIds: string | IdQuery): Promise<void> {
  if (typeof entityIds === 'string') {
    await trx
      .deleteFrom('relation')
      .where((eb) => eb.or([eb('from_id', '=', entityIds), eb('to_id', '=', entityIds)]))
      .execute();
    return;
  }
  await trx.deleteFrom('relation').where('from_id', 'in', entityIds).execute();
  await trx.deleteFrom('relation').where('to_id', 'in', entityIds).execute();
}

function idsWhere(trx: Db, kind: EntityKind, column: string, value: string): IdQuery {
  return (trx as unknown as AnyDb).selectFrom(kind.table).select('id').where(column, '=', value) as unknown as IdQuery;
}

async function deleteDependents(trx: Db, dependents: readonly DependentRows[], ids: IdQuery): Promise<void> {
  for (const dependent of dependents) {
    await (trx as unknown as AnyDb).deleteFrom(dependent.table).where(dependent.column, 'in', ids).execute();
  }
}

/** One entity, in a transaction with what hangs on it by its id, its attributes, time series and relations. */
export async function deleteEntityWithData(
  db: Db,
  kind: EntityKind,
  id: string,
  dependents: readonly DependentRows[] = [],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const dependent of dependents) {
      await (trx as unknown as AnyDb).deleteFrom(dependent.table).where(dependent.column, '=', id).execute();
    }
    await deleteEntityTelemetry(trx, id);
    await deleteRelations(trx, id);
    await (trx as unknown as AnyDb).deleteFrom(kind.table).where('id', '=', id).execute();
  });
}

/**
 * What a tenant owns goes with it (every kind and owned table of the registry): first what hangs on its rows
 * (credentials, claims, rule nodes), then their telemetry and relations, then the rows themselves.
 */
export async function deleteTenantData(trx: Db, tenantId: string): Promise<void> {
  const owned = ENTITY_KINDS.filter((kind) => kind.onTenantDelete && kind.tenantColumn === 'tenant_id');
  for (const kind of owned) {
    await deleteDependents(trx, kind.onTenantDelete?.dependents ?? [], idsWhere(trx, kind, 'tenant_id', tenantId));
  }
  for (const kind of owned) {
    if (!kind.onTenantDelete?.telemetryAndRelations) continue;
    const ids = idsWhere(trx, kind, 'tenant_id', tenantId);
    await deleteEntityTelemetry(trx, ids);
    await deleteRelations(trx, ids);
  }
  await deleteEntityTelemetry(trx, tenantId);
  await deleteRelations(trx, tenantId);
  for (const { table } of [...OWNED_TABLES, ...owned]) {
    await (trx as unknown as AnyDb).deleteFrom(table).where('tenant_id', '=', tenantId).execute();
  }
}

/**
 * What a deleted customer owns: its users go (with what hangs on them, their telemetry and the alarms they raised),
 * what was assigned to it goes back to the tenant, and the customer's own alarms, telemetry and relations go.
 */
export async function deleteCustomerData(trx: Db, customerId: string): Promise<void> {
  const db = trx as unknown as AnyDb;
  for (const kind of ENTITY_KINDS) {
    const cascade = kind.onCustomerDelete;
    if (!cascade || !kind.customerColumn) continue;
    if (cascade.action === 'delete') {
      const ids = idsWhere(trx, kind, kind.customerColumn, customerId);
      await deleteDependents(trx, cascade.dependents, ids);
      await deleteEntityTelemetry(trx, ids);
      await trx.deleteFrom('alarm').where('originator_id', 'in', ids).execute();
      await db.deleteFrom(kind.table).where(kind.customerColumn, '=', customerId).execute();
    } else {
      await db
        .updateTable(kind.table)
        .set(kind.customerColumn, NULL_UUID)
        .where(kind.customerColumn, '=', customerId)
        .execute();
    }
  }
  await trx.deleteFrom('alarm').where('originator_id', '=', customerId).execute();
  for (const { table, onCustomerDelete } of OWNED_TABLES) {
    if (onCustomerDelete === 'unassign') {
      await db.updateTable(table).set('customer_id', NULL_UUID).where('customer_id', '=', customerId).execute();
    } else if (onCustomerDelete === 'delete') {
      await db.deleteFrom(table).where('customer_id', '=', customerId).execute();
    }
  }
  await deleteEntityTelemetry(trx, customerId);
  await deleteRelations(trx, customerId);
}

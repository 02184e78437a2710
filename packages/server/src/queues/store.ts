import type { PageData, Queue } from '@fleetdeck/model';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import { fromJsonText, toJsonText } from '../common/json.js';
import type { ParsedPageLink } from '../http/paging.js';
import { fetchPage } from '../storage/page-query.js';
import type { Db, QueueTable } from '../storage/schema.js';
import type { QueueFields } from './queue-fields.js';

export type QueueRow = Selectable<QueueTable>;

export function toQueue(row: QueueRow): Queue {
  return {
    id: { entityType: 'QUEUE', id: row.id },
    createdTime: Number(row.created_time),
    additionalInfo: fromJsonText<Queue['additionalInfo']>(row.additional_info) as Queue['additionalInfo'],
    tenantId: { entityType: 'TENANT', id: row.tenant_id },
    name: row.name,
    topic: row.topic,
    pollInterval: Number(row.poll_interval),
    partitions: Number(row.partitions),
    consumerPerPartition: Boolean(row.consumer_per_partition),
    packProcessingTimeout: Number(row.pack_processing_timeout),
    submitStrategy: fromJsonText<Queue['submitStrategy']>(row.submit_strategy) as Queue['submitStrategy'],
    processingStrategy: fromJsonText<Queue['processingStrategy']>(
      row.processing_strategy,
    ) as Queue['processingStrategy'],
  };
}

/** The columns of a queue's fields. */
export function queueColumns(fields: QueueFields): Omit<QueueRow, 'id' | 'created_time' | 'tenant_id'> {
  return {
    name: fields.name,
    topic: fields.topic,
    poll_interval: fields.pollInterval,
    partitions: fields.partitions,
    consumer_per_partition: fields.consumerPerPartition ? 1 : 0,
    pack_processing_timeout: fields.packProcessingTimeout,
    submit_strategy: toJsonText(fields.submitStrategy) as string,
    processing_strategy: toJsonText(fields.processingStrategy) as string,
    additional_info: toJsonText(fields.additionalInfo),
  };
}

export function findQueue(db: Db, id: string): Promise<QueueRow | undefined> {
  return db.selectFrom('queue').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findQueueByName(db: Db, tenantId: string, name: string): Promise<QueueRow | undefined> {
  return db
    .selectFrom('queue')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('name', '=', name)
    .executeTakeFirst();
}

export function findQueueByTopic(db: Db, tenantId: string, topic: string): Promise<QueueRow | undefined> {
  return db
    .selectFrom('queue')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('topic', '=', topic)
    .executeTakeFirst();
}

/** Every queue of one owner (the null UUID for the system's). */
export function queuesOf(db: Db, tenantId: string): Promise<QueueRow[]> {
  return db.selectFrom('queue').selectAll().where('tenant_id', '=', tenantId).orderBy('name').execute();
}

/** Every queue, of the system and of every isolated tenant. */
export function allQueues(db: Db): Promise<QueueRow[]> {
  return db.selectFrom('queue').selectAll().execute();
}

/** One page of an owner's queues; the text search is a prefix of the name, case-insensitive. */
export function queuePage(db: Db, tenantId: string, link: ParsedPageLink): Promise<PageData<Queue>> {
  let base = db.selectFrom('queue').selectAll().where('tenant_id', '=', tenantId);
  if (link.textSearch) {
    const prefix = `${link.textSearch.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where(sql`lower(name)`, 'like', sql<string>`${prefix} escape '\\'`);
  }
  return fetchPage(base, { ...link, textSearch: null }, { search: 'name' }, toQueue);
}

export async function insertQueue(db: Db, row: QueueRow): Promise<void> {
  await db.insertInto('queue').values(row).execute();
}

export async function updateQueue(db: Db, id: string, fields: QueueFields): Promise<void> {
  await db.updateTable('queue').set(queueColumns(fields)).where('id', '=', id).execute();
}

export async function deleteQueueRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom('queue').where('id', '=', id).execute();
}

/** Whether the tenant's profile isolates its rule engine, and the profile's data (JSON text); undefined: no tenant. */
export async function tenantQueueProfile(
  db: Db,
  tenantId: string,
): Promise<{ isolated: boolean; profileData: string } | undefined> {
  const row = await db
    .selectFrom('tenant')
    .innerJoin('tenant_profile', 'tenant_profile.id', 'tenant.tenant_profile_id')
    .select(['tenant_profile.isolated_tb_rule_engine as isolated', 'tenant_profile.profile_data as profileData'])
    .where('tenant.id', '=', tenantId)
    .executeTakeFirst();
  return row && { isolated: Boolean(row.isolated), profileData: row.profileData };
}

/** The tenants on a tenant profile. */
export async function tenantsOfProfile(db: Db, profileId: string): Promise<string[]> {
  const rows = await db.selectFrom('tenant').select('id').where('tenant_profile_id', '=', profileId).execute();
  return rows.map((row) => row.id);
}

/**
 * Makes a tenant's own queues those of the list, in one transaction: queues of a listed name are updated, the others
 * created, and queues the list no longer names are deleted.
 */
export async function replaceTenantQueues(db: Db, tenantId: string, rows: readonly QueueRow[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('queue').select(['id', 'name']).where('tenant_id', '=', tenantId).execute();
    const byName = new Map(existing.map((row) => [row.name, row.id]));
    const kept = new Set<string>();
    for (const row of rows) {
      const id = byName.get(row.name);
      if (id) {
        kept.add(id);
        const { id: _id, created_time: _created, tenant_id: _tenant, ...columns } = row;
        await trx.updateTable('queue').set(columns).where('id', '=', id).execute();
      } else {
        await trx.insertInto('queue').values(row).execute();
      }
    }
    const gone = existing.filter((row) => !kept.has(row.id)).map((row) => row.id);
    if (gone.length > 0) await trx.deleteFrom('queue').where('id', 'in', gone).execute();
  });
}

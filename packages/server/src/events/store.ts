import type { EventFilter, EventInfo, EventType, PageData } from '@fleetdeck/model';
import { type Selectable, sql } from 'kysely';
import type { ParsedPageLink } from '../http/paging.js';
import type { TimeRange } from '../http/time-range.js';
import { fetchPage } from '../storage/page-query.js';
import type { Db, EventTable } from '../storage/schema.js';

export type EventRow = Selectable<EventTable>;

export const EVENT_SORT_COLUMNS: Record<string, string> = { createdTime: 'created_time', ts: 'created_time' };

export function toEventInfo(row: EventRow): EventInfo {
  return {
    id: { id: row.id },
    createdTime: Number(row.created_time),
    tenantId: { entityType: 'TENANT', id: row.tenant_id },
    type: row.event_type as EventType,
    uid: row.event_uid,
    entityId: { entityType: row.entity_type as EventInfo['entityId']['entityType'], id: row.entity_id },
    body: JSON.parse(row.body) as EventInfo['body'],
  };
}

export async function insertEvents(db: Db, rows: readonly EventRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('event')
    .values([...rows])
    .execute();
}

/** A LIKE pattern for the text anywhere, its wildcards escaped (with an ESCAPE clause, as SQLite has no default). */
function containing(text: string) {
  return sql<string>`${`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`;
}

/** The events of one entity and type, of one tenant, in the time range, that match the filter. */
function eventQuery(
  db: Db,
  tenantId: string,
  entityId: string,
  type: EventType,
  range: TimeRange,
  filter?: EventFilter,
) {
  let query = db
    .selectFrom('event')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('entity_id', '=', entityId)
    .where('event_type', '=', type);
  if (range.startTime !== null) query = query.where('created_time', '>=', range.startTime);
  if (range.endTime !== null) query = query.where('created_time', '<=', range.endTime);
  if (!filter) return query;
  if (filter.msgDirectionType) query = query.where('msg_direction', '=', filter.msgDirectionType);
  if (filter.msgType) query = query.where('msg_type', '=', filter.msgType);
  if (filter.relationType) query = query.where('relation_type', '=', filter.relationType);
  if (filter.isError === true) query = query.where('error', 'is not', null);
  if (filter.errorStr) query = query.where('error', 'like', containing(filter.errorStr));
  if (filter.dataSearch) query = query.where('data', 'like', containing(filter.dataSearch));
  if (filter.metadataSearch) query = query.where('metadata', 'like', containing(filter.metadataSearch));
  for (const text of [filter.entityId, filter.entityType, filter.msgId]) {
    if (text) query = query.where('body', 'like', containing(text));
  }
  return query;
}

export function eventPage(
  db: Db,
  tenantId: string,
  entityId: string,
  type: EventType,
  range: TimeRange,
  link: ParsedPageLink,
  filter?: EventFilter,
): Promise<PageData<EventInfo>> {
  return fetchPage(eventQuery(db, tenantId, entityId, type, range, filter), link, { search: 'body' }, toEventInfo);
}

/** The newest IN debug event of the rule node. */
export function latestDebugIn(db: Db, tenantId: string, ruleNodeId: string): Promise<EventRow | undefined> {
  return db
    .selectFrom('event')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('entity_id', '=', ruleNodeId)
    .where('event_type', '=', 'DEBUG_RULE_NODE')
    .where('msg_direction', '=', 'IN')
    .orderBy('created_time', 'desc')
    .orderBy('event_uid', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function deleteEvents(
  db: Db,
  tenantId: string,
  entityId: string,
  type: EventType,
  range: TimeRange,
  filter: EventFilter,
): Promise<void> {
  const ids = eventQuery(db, tenantId, entityId, type, range, filter).clearSelect().select('id');
  await db.deleteFrom('event').where('id', 'in', ids).execute();
}

/** Drops the events of a type older than the time. */
export async function deleteEventsBefore(db: Db, type: EventType, before: number): Promise<void> {
  await db.deleteFrom('event').where('event_type', '=', type).where('created_time', '<', before).execute();
}

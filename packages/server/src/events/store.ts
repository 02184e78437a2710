import type { EventFilter, EventInfo, EventType, PageData } from '@fleetdeck/model';
import { type Selectable, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { ParsedPageLink } from '../http/paging.js';
import type { TimeRange } from '../http/time-range.js';
import { fetchPage } from '../storage/page-query.js';
import type { Database, Db, EventTable } from '../storage/schema.js';

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

/** Text anywhere in the column, whatever its case, as the platform's ILIKE finds it (wildcards escaped). */
function contains(column: string, text: string) {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

type EventQuery = SelectQueryBuilder<Database, 'event', EventRow>;

/** A text field of the filter that filters: an empty text filters nothing, as an absent one. */
const given = (text: string | null | undefined): text is string => typeof text === 'string' && text !== '';
const bound = (value: number | null | undefined): value is number => typeof value === 'number';

/** The filter's conditions for the fields of its event type, as the platform's event repositories apply them. */
function filtered(query: EventQuery, filter: EventFilter): EventQuery {
  let q = query;
  if (given(filter.server)) q = q.where(contains('server', filter.server));
  if (filter.eventType !== 'STATS' && given(filter.errorStr)) q = q.where(contains('error', filter.errorStr));
  switch (filter.eventType) {
    case 'DEBUG_RULE_NODE':
      if (given(filter.msgDirectionType)) q = q.where('msg_direction', '=', filter.msgDirectionType);
      if (given(filter.entityId)) q = q.where('originator_id', '=', filter.entityId.toLowerCase());
      if (given(filter.entityType)) q = q.where(contains('originator_type', filter.entityType));
      if (given(filter.msgId)) q = q.where('msg_id', '=', filter.msgId.toLowerCase());
      if (given(filter.msgType)) q = q.where(contains('msg_type', filter.msgType));
      if (given(filter.relationType)) q = q.where(contains('relation_type', filter.relationType));
      if (given(filter.dataSearch)) q = q.where(contains('data', filter.dataSearch));
      if (given(filter.metadataSearch)) q = q.where(contains('metadata', filter.metadataSearch));
      if (filter.isError === true) q = q.where('error', 'is not', null);
      return q;
    case 'DEBUG_RULE_CHAIN':
      if (given(filter.message)) q = q.where(contains('data', filter.message));
      if (filter.isError === true) q = q.where('error', 'is not', null);
      return q;
    case 'LC_EVENT':
      if (given(filter.event)) q = q.where(contains('lc_event', filter.event));
      // Any status but Success asks for the failed ones.
      if (given(filter.status)) q = q.where('success', '=', filter.status.toLowerCase() === 'success' ? 1 : 0);
      return q;
    case 'ERROR':
      return given(filter.method) ? q.where(contains('method', filter.method)) : q;
    case 'STATS':
      if (bound(filter.minMessagesProcessed)) q = q.where('messages_processed', '>=', filter.minMessagesProcessed);
      if (bound(filter.maxMessagesProcessed)) q = q.where('messages_processed', '<', filter.maxMessagesProcessed);
      if (bound(filter.minErrorsOccurred)) q = q.where('errors_occurred', '>=', filter.minErrorsOccurred);
      if (bound(filter.maxErrorsOccurred)) q = q.where('errors_occurred', '<', filter.maxErrorsOccurred);
      return q;
  }
}

/** The events of one entity and type, of one tenant, in the time range, that match the filter. */
function eventQuery(
  db: Db,
  tenantId: string,
  entityId: string,
  type: EventType,
  range: TimeRange,
  filter?: EventFilter,
): EventQuery {
  let query = db
    .selectFrom('event')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('entity_id', '=', entityId)
    .where('event_type', '=', type);
  if (range.startTime !== null) query = query.where('created_time', '>=', range.startTime);
  if (range.endTime !== null) query = query.where('created_time', '<=', range.endTime);
  return filter ? filtered(query, filter) : query;
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

/**
 * Drops at most `limit` events of the types older than the time, oldest first; answers how many it dropped, so the
 * caller goes on in batches until fewer than the limit are left.
 */
export async function deleteEventsBefore(
  db: Db,
  types: readonly EventType[],
  before: number,
  limit: number,
): Promise<number> {
  const oldest = db
    .selectFrom('event')
    .select('id')
    .where('event_type', 'in', [...types])
    .where('created_time', '<', before)
    .orderBy('created_time')
    .limit(limit);
  const result = await db.deleteFrom('event').where('id', 'in', oldest).executeTakeFirst();
  return Number(result.numDeletedRows);
}

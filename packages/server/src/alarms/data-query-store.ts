import type { AlarmDataPageLink, EntityId } from '@fleetdeck/model';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { EntityQuerySql } from '../entity-query/query-builder.js';
import type { PageWindow } from '../entity-query/service.js';
import { likePattern } from '../entity-query/sql.js';
import type { DialectName } from '../storage/database.js';
import type { Db } from '../storage/schema.js';
import { shownOnCondition } from './list-store.js';
import { ALARM_FIELD_COLUMNS, type AlarmRow, statusesOf } from './store.js';

const nonEmpty = <T>(list: T[] | null | undefined): T[] => (Array.isArray(list) ? list.filter((x) => x != null) : []);

/** The entities alarms propagated to are looked for on, what they reach, and the customer a customer user sees. */
export interface PropagatedTo {
  entities: EntityId[];
  related: string[];
  customerId?: string;
}

/**
 * One page of the tenant's alarms whose originators the entity query selects, in the page link's time window
 * (timeWindow back from now, else startTs/endTs on the creation time), types, statuses (search statuses, any of
 * them), severities and text search, sorted by an alarm field; and their total.
 */
export async function alarmDataPage(
  db: Db,
  dialect: DialectName,
  tenantId: string,
  builder: EntityQuerySql,
  link: AlarmDataPageLink,
  window: PageWindow,
  propagated: PropagatedTo | null,
): Promise<{ rows: AlarmRow[]; total: number }> {
  const originated = sql<SqlBool>`alarm.originator_id in (${builder.idSubquery()})`;
  let base = db
    .selectFrom('alarm')
    .selectAll('alarm')
    .where('alarm.tenant_id', '=', tenantId)
    .where((eb) =>
      propagated
        ? eb.or([originated, shownOnCondition(dialect, propagated.entities, propagated.related)(eb)])
        : originated,
    );
  if (propagated?.customerId) base = base.where('alarm.customer_id', '=', propagated.customerId);
  const timeWindow = Number(link.timeWindow ?? 0);
  if (timeWindow > 0) {
    base = base.where('alarm.created_time', '>=', Date.now() - timeWindow);
  } else {
    if (Number(link.startTs ?? 0) > 0) base = base.where('alarm.created_time', '>=', Number(link.startTs));
    if (Number(link.endTs ?? 0) > 0) base = base.where('alarm.created_time', '<=', Number(link.endTs));
  }
  const types = nonEmpty(link.typeList);
  if (types.length) base = base.where('alarm.type', 'in', types);
  const severities = nonEmpty(link.severityList);
  if (severities.length) base = base.where('alarm.severity', 'in', severities);
  const statuses = new Set(nonEmpty(link.statusList).flatMap((status) => [...(statusesOf(status) ?? [])]));
  if (statuses.size) base = base.where('alarm.status', 'in', [...statuses]);
  const textSearch = link.textSearch?.trim();
  if (textSearch) {
    const pattern = likePattern(textSearch);
    base = base.where((eb) =>
      eb.or(
        ['alarm.type', 'alarm.severity', 'alarm.status'].map(
          (column) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'` as RawBuilder<SqlBool>,
        ),
      ),
    );
  }

  const count = await base
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirst();
  const total = Number((count as { count?: number } | undefined)?.count ?? 0);
  const sortKey = link.sortOrder?.key;
  const column = sortKey?.type === 'ALARM_FIELD' ? ALARM_FIELD_COLUMNS[sortKey.key] : undefined;
  const direction = link.sortOrder?.direction === 'ASC' ? 'asc' : 'desc';
  const ordered = column
    ? base.orderBy(sql.ref(`alarm.${column}`), direction).orderBy('alarm.id', direction)
    : base.orderBy('alarm.created_time', 'desc').orderBy('alarm.id', 'desc');
  const rows = await ordered
    .limit(window.pageSize)
    .offset(window.page * window.pageSize)
    .execute();
  return { rows, total };
}

import { type AlarmStatus, type EntityId, NULL_UUID } from '@fleetdeck/model';
import {
  type Expression,
  type ExpressionBuilder,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import { inList, likePattern } from '../entity-query/sql.js';
import type { ParsedPageLink } from '../http/paging.js';
import type { DialectName } from '../storage/database.js';
import type { Database, Db } from '../storage/schema.js';
import type { AlarmRow } from './store.js';

/** Which alarms a list looks at. */
export interface AlarmScope {
  /** The alarms shown on this entity, with the ids of the entities it reaches over COMMON relations. */
  entity?: { id: EntityId; related: readonly string[] };
  tenantId?: string | null;
  customerId?: string;
}

/** The time window (on the creation time) and the statuses (null = every status) of a list. */
export interface AlarmFilter {
  startTime: number | null;
  endTime: number | null;
  statuses: readonly AlarmStatus[] | null;
}

/**
 * The alarms shown on any of the entities: their own, and those propagated to them: to a tenant (propagateToTenant),
 * to an owner (propagateToOwner: the customer, or the tenant for unassigned originators) and, with propagate, to
 * every entity the originator is reached from over COMMON relations (`related`: the entities they reach).
 */
export function shownOnCondition(dialect: DialectName, entities: readonly EntityId[], related: readonly string[]) {
  return (eb: ExpressionBuilder<Database, 'alarm'>) => {
    const own: Expression<SqlBool>[] = [];
    if (entities.length) {
      own.push(
        inList(
          dialect,
          sql.ref('alarm.originator_id'),
          entities.map((entity) => entity.id),
        ) as RawBuilder<SqlBool>,
      );
    }
    for (const entity of entities) {
      if (entity.entityType === 'TENANT') {
        own.push(eb.and([eb('alarm.tenant_id', '=', entity.id), eb('alarm.propagate_to_tenant', '=', 1)]));
        own.push(
          eb.and([
            eb('alarm.tenant_id', '=', entity.id),
            eb('alarm.customer_id', '=', NULL_UUID),
            eb('alarm.propagate_to_owner', '=', 1),
          ]),
        );
      }
      if (entity.entityType === 'CUSTOMER') {
        own.push(eb.and([eb('alarm.customer_id', '=', entity.id), eb('alarm.propagate_to_owner', '=', 1)]));
      }
    }
    if (related.length) {
      own.push(
        eb.and([
          eb('alarm.propagate', '=', 1),
          inList(dialect, sql.ref('alarm.originator_id'), [...related]) as RawBuilder<SqlBool>,
        ]),
      );
    }
    return eb.or(own);
  };
}

function inScope<O>(
  query: SelectQueryBuilder<Database, 'alarm', O>,
  dialect: DialectName,
  scope: AlarmScope,
): SelectQueryBuilder<Database, 'alarm', O> {
  let result = query;
  if (scope.entity) result = result.where(shownOnCondition(dialect, [scope.entity.id], scope.entity.related));
  if (scope.tenantId) result = result.where('alarm.tenant_id', '=', scope.tenantId);
  if (scope.customerId) result = result.where('alarm.customer_id', '=', scope.customerId);
  return result;
}

/** One page of the alarms in scope that pass the filter and the page link's text search, and their total. */
export async function alarmPage(
  db: Db,
  dialect: DialectName,
  scope: AlarmScope,
  filter: AlarmFilter,
  link: ParsedPageLink,
): Promise<{ rows: AlarmRow[]; total: number }> {
  let scoped = inScope(db.selectFrom('alarm').selectAll('alarm'), dialect, scope);
  if (filter.startTime !== null) scoped = scoped.where('alarm.created_time', '>=', filter.startTime);
  if (filter.endTime !== null) scoped = scoped.where('alarm.created_time', '<=', filter.endTime);
  if (filter.statuses) scoped = scoped.where('alarm.status', 'in', [...filter.statuses]);
  if (link.textSearch) {
    // The platform searches an alarm's type, severity and status.
    const pattern = likePattern(link.textSearch);
    scoped = scoped.where((eb) =>
      eb.or(
        ['alarm.type', 'alarm.severity', 'alarm.status'].map((column) =>
          eb(sql`lower(${sql.ref(column)})`, 'like', sql<string>`${pattern} escape '\\'`),
        ),
      ),
    );
  }
  const count = await scoped
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirst();
  const total = Number((count as { count?: number } | undefined)?.count ?? 0);
  const direction = link.sortDirection === 'DESC' ? 'desc' : 'asc';
  const ordered = link.sortColumn
    ? scoped.orderBy(sql.ref(link.sortColumn), direction).orderBy('alarm.id', direction)
    : scoped.orderBy('alarm.created_time', 'asc').orderBy('alarm.id', 'asc');
  const rows = await ordered
    .limit(link.pageSize)
    .offset(link.page * link.pageSize)
    .execute();
  return { rows, total };
}

/** The distinct severities of the alarms in scope with the given statuses (null = every status). */
export async function alarmSeverities(
  db: Db,
  dialect: DialectName,
  scope: AlarmScope,
  statuses: readonly AlarmStatus[] | null,
): Promise<Set<string>> {
  let base = inScope(db.selectFrom('alarm').select('alarm.severity').distinct(), dialect, scope);
  if (statuses) base = base.where('alarm.status', 'in', [...statuses]);
  return new Set((await base.execute()).map((row) => row.severity));
}

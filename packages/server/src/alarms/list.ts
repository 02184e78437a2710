import {
  ALARM_SEVERITIES,
  type AlarmInfo,
  type AlarmSeverity,
  type AlarmStatus,
  type EntityId,
  NULL_UUID,
  type PageData,
  pageData,
} from '@fleetdeck/model';
import { type ExpressionBuilder, type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { SecurityUser } from '../auth/security-user.js';
import { checkEntity } from '../common/entities.js';
import type { AppContext } from '../context.js';
import { searchRelated } from '../entity-query/relation-search.js';
import { inList, likePattern } from '../entity-query/sql.js';
import { badRequest } from '../http/errors.js';
import { type PageQuery, parsePageLink } from '../http/paging.js';
import type { Database } from '../storage/schema.js';
import { toAlarmInfos } from './service.js';
import { ALARM_SORT_COLUMNS, type AlarmRow, statusFilter } from './store.js';

export type AlarmListQuery = PageQuery & {
  startTime?: string;
  endTime?: string;
  searchStatus?: string;
  status?: string;
  fetchOriginator?: string;
};

type AlarmQuery = SelectQueryBuilder<Database, 'alarm', AlarmRow>;

/**
 * The alarms shown on an entity: its own, and those propagated to it: to its tenant (propagateToTenant), to its
 * owner (propagateToOwner: the customer, or the tenant for unassigned originators) and, with propagate, to every
 * entity the originator is reached from over COMMON relations.
 */
async function entityCondition(ctx: AppContext, entity: EntityId) {
  const reachable = await searchRelated(ctx.db, {
    roots: [entity],
    direction: 'FROM',
    maxLevel: 0,
    fetchLastLevelOnly: false,
    filters: [],
  });
  const related = [...reachable.values()].flatMap((ids) => [...ids]);
  return (eb: ExpressionBuilder<Database, 'alarm'>) => {
    const own = [eb('alarm.originator_id', '=', entity.id)];
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
    if (related.length) {
      own.push(
        eb.and([
          eb('alarm.propagate', '=', 1),
          inList(ctx.storage.dialect, sql.ref('alarm.originator_id'), related) as RawBuilder<SqlBool>,
        ]),
      );
    }
    return eb.or(own);
  };
}

function timeBound(value: string | undefined): number | null {
  if (value === undefined || value === '') return null;
  const number = Number(value);
  if (!Number.isSafeInteger(number)) {
    throw badRequest(
      `Failed to convert value of type 'java.lang.String' to required type 'java.lang.Long'; nested exception is java.lang.NumberFormatException: For input string: "${value}"`,
    );
  }
  return number;
}

function filtered(base: AlarmQuery, query: AlarmListQuery, statuses: readonly AlarmStatus[] | null): AlarmQuery {
  let result = base;
  const start = timeBound(query.startTime);
  const end = timeBound(query.endTime);
  if (start !== null) result = result.where('alarm.created_time', '>=', start);
  if (end !== null) result = result.where('alarm.created_time', '<=', end);
  if (statuses) result = result.where('alarm.status', 'in', [...statuses]);
  return result;
}

async function page(ctx: AppContext, base: AlarmQuery, query: AlarmListQuery): Promise<PageData<AlarmInfo>> {
  const link = parsePageLink(query, ALARM_SORT_COLUMNS);
  let scoped = filtered(base, query, statusFilter(query));
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
  const infos = await toAlarmInfos(ctx, rows, query.fetchOriginator === 'true');
  return pageData(infos, total, link);
}

/** GET /alarm/{entityType}/{entityId}: the entity's alarms, its own and those propagated to it. */
export async function entityAlarms(
  ctx: AppContext,
  user: SecurityUser,
  entity: EntityId,
  query: AlarmListQuery,
): Promise<PageData<AlarmInfo>> {
  const record = await checkEntity(ctx.db, user, entity, 'READ');
  const condition = await entityCondition(ctx, entity);
  let base = ctx.db.selectFrom('alarm').selectAll('alarm').where(condition);
  if (record.tenantId) base = base.where('alarm.tenant_id', '=', record.tenantId);
  if (user.authority === 'CUSTOMER_USER') base = base.where('alarm.customer_id', '=', user.customerId);
  return page(ctx, base, query);
}

/** GET /alarms: every alarm of the tenant, or of the customer user's customer. */
export async function allAlarms(
  ctx: AppContext,
  user: SecurityUser,
  query: AlarmListQuery,
): Promise<PageData<AlarmInfo>> {
  let base = ctx.db.selectFrom('alarm').selectAll('alarm').where('alarm.tenant_id', '=', user.tenantId);
  if (user.authority === 'CUSTOMER_USER') base = base.where('alarm.customer_id', '=', user.customerId);
  return page(ctx, base, query);
}

/** The highest severity among the entity's alarms with the asked statuses; null when it has none. */
export async function highestSeverity(
  ctx: AppContext,
  user: SecurityUser,
  entity: EntityId,
  query: Pick<AlarmListQuery, 'searchStatus' | 'status'>,
): Promise<AlarmSeverity | null> {
  const record = await checkEntity(ctx.db, user, entity, 'READ');
  const statuses = statusFilter(query);
  const condition = await entityCondition(ctx, entity);
  let base = ctx.db.selectFrom('alarm').select('alarm.severity').distinct().where(condition);
  if (record.tenantId) base = base.where('alarm.tenant_id', '=', record.tenantId);
  if (user.authority === 'CUSTOMER_USER') base = base.where('alarm.customer_id', '=', user.customerId);
  if (statuses) base = base.where('alarm.status', 'in', [...statuses]);
  const found = new Set((await base.execute()).map((row) => row.severity));
  return ALARM_SEVERITIES.find((severity) => found.has(severity)) ?? null;
}

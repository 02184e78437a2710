import {
  ALARM_SEVERITIES,
  type AlarmInfo,
  type AlarmSeverity,
  type EntityId,
  type PageData,
  pageData,
} from '@fleetdeck/model';
import type { SecurityUser } from '../auth/security-user.js';
import { checkEntity } from '../common/entities.js';
import type { AppContext } from '../context.js';
import { searchRelated } from '../entity-query/relation-search.js';
import { badRequest } from '../http/errors.js';
import { type PageQuery, parsePageLink } from '../http/paging.js';
import { type AlarmScope, alarmPage, alarmSeverities } from './list-store.js';
import { toAlarmInfos } from './service.js';
import { ALARM_SORT_COLUMNS, statusFilter } from './store.js';

export type AlarmListQuery = PageQuery & {
  startTime?: string;
  endTime?: string;
  searchStatus?: string;
  status?: string;
  fetchOriginator?: string;
};

/** The ids of the entities the entities reach over COMMON relations: their alarms may propagate to them. */
export async function relatedIds(ctx: Pick<AppContext, 'db'>, entities: readonly EntityId[]): Promise<string[]> {
  const reachable = await searchRelated(ctx.db, {
    roots: [...entities],
    direction: 'FROM',
    maxLevel: 0,
    fetchLastLevelOnly: false,
    filters: [],
  });
  return [...reachable.values()].flatMap((ids) => [...ids]);
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

async function page(ctx: AppContext, scope: AlarmScope, query: AlarmListQuery): Promise<PageData<AlarmInfo>> {
  const link = parsePageLink(query, ALARM_SORT_COLUMNS);
  const statuses = statusFilter(query);
  const startTime = timeBound(query.startTime);
  const endTime = timeBound(query.endTime);
  const { rows, total } = await alarmPage(ctx.db, ctx.storage.dialect, scope, { startTime, endTime, statuses }, link);
  const infos = await toAlarmInfos(ctx, rows, query.fetchOriginator === 'true');
  return pageData(infos, total, link);
}

/** The alarms of the tenant, and only the customer's for a customer user. */
function ownerScope(
  user: SecurityUser,
  tenantId: string | null | undefined,
): Pick<AlarmScope, 'tenantId' | 'customerId'> {
  return user.authority === 'CUSTOMER_USER' ? { tenantId, customerId: user.customerId } : { tenantId };
}

/** GET /alarm/{entityType}/{entityId}: the entity's alarms, its own and those propagated to it. */
export async function entityAlarms(
  ctx: AppContext,
  user: SecurityUser,
  entity: EntityId,
  query: AlarmListQuery,
): Promise<PageData<AlarmInfo>> {
  const record = await checkEntity(ctx.db, user, entity, 'READ');
  const related = await relatedIds(ctx, [entity]);
  return page(ctx, { entity: { id: entity, related }, ...ownerScope(user, record.tenantId) }, query);
}

/** GET /alarms: every alarm of the tenant, or of the customer user's customer. */
export async function allAlarms(
  ctx: AppContext,
  user: SecurityUser,
  query: AlarmListQuery,
): Promise<PageData<AlarmInfo>> {
  return page(ctx, ownerScope(user, user.tenantId), query);
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
  const related = await relatedIds(ctx, [entity]);
  const scope = { entity: { id: entity, related }, ...ownerScope(user, record.tenantId) };
  const found = await alarmSeverities(ctx.db, ctx.storage.dialect, scope, statuses);
  return ALARM_SEVERITIES.find((severity) => found.has(severity)) ?? null;
}

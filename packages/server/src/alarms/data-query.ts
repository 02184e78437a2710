import { type AlarmData, type AlarmDataQuery, type PageData, pageData } from '@fleetdeck/model';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { SecurityUser } from '../auth/security-user.js';
import type { AppContext } from '../context.js';
import { loadEntityData } from '../entity-query/entity-data.js';
import { buildQuerySql, pageWindow, selectedKeys } from '../entity-query/service.js';
import { likePattern } from '../entity-query/sql.js';
import { toAlarmInfos } from './service.js';
import { ALARM_FIELD_COLUMNS, statusesOf } from './store.js';

export interface AlarmDataPage extends PageData<AlarmData> {
  /** how many entities the query's entity filter matched (the WebSocket's totalEntities) */
  totalEntities: number;
}

const nonEmpty = <T>(list: T[] | null | undefined): T[] => (Array.isArray(list) ? list.filter((x) => x != null) : []);

/**
 * POST /alarmsQuery/find: the alarms whose originators the entity filter and key filters select, in the page
 * link's time window (timeWindow back from now, else startTs/endTs on the creation time), types, statuses (search
 * statuses, any of them) and severities, sorted by an alarm field; each with its originator's name and the
 * entity fields and latest values the query asks for.
 */
export async function findAlarmData(
  ctx: AppContext,
  user: SecurityUser,
  query: AlarmDataQuery,
): Promise<AlarmDataPage> {
  const window = pageWindow(query?.pageLink);
  const link = query.pageLink;
  // The page link's sort and search are about alarms here, not about the entities.
  const builder = await buildQuerySql(ctx, user, {
    entityFilter: query.entityFilter,
    keyFilters: query.keyFilters,
  });
  if (!builder) return { ...pageData([], 0, window), totalEntities: 0 };
  const entityCount = await builder.countQuery().execute(ctx.db);
  const totalEntities = Number((entityCount.rows[0] as { count?: number } | undefined)?.count ?? 0);

  let base = ctx.db
    .selectFrom('alarm')
    .selectAll('alarm')
    .where('alarm.tenant_id', '=', user.tenantId)
    .where(sql<SqlBool>`alarm.originator_id in (${builder.idSubquery()})`);
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

  const infos = await toAlarmInfos(ctx, rows, true);
  const { entityFields, latestValues } = selectedKeys(query);
  const originators = [...new Map(infos.map((info) => [info.originator.id, info.originator])).values()];
  const entityData = await loadEntityData(ctx.db, originators, entityFields, latestValues);
  const latestOf = new Map(entityData.map((data) => [data.entityId.id, data.latest ?? {}]));
  const data: AlarmData[] = infos.map((info) => ({
    ...info,
    entityId: info.originator,
    latest: latestOf.get(info.originator.id) ?? {},
  }));
  return { ...pageData(data, total, window), totalEntities };
}

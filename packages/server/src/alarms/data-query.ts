import { type AlarmData, type AlarmDataQuery, type PageData, pageData } from '@fleetdeck/model';
import type { SecurityUser } from '../auth/security-user.js';
import type { AppContext } from '../context.js';
import { loadEntityData } from '../entity-query/entity-data.js';
import { buildQuerySql, pageWindow, selectedKeys } from '../entity-query/service.js';
import { queryCount } from '../entity-query/store.js';
import { alarmDataPage } from './data-query-store.js';
import { toAlarmInfos } from './service.js';

export interface AlarmDataPage extends PageData<AlarmData> {
  /** how many entities the query's entity filter matched (the WebSocket's totalEntities) */
  totalEntities: number;
}

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
  const totalEntities = await queryCount(ctx.db, builder);

  const { rows, total } = await alarmDataPage(ctx.db, user.tenantId, builder, link, window);
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

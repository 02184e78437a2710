import { type AlarmData, type AlarmDataQuery, type EntityId, type PageData, pageData } from '@fleetdeck/model';
import type { SecurityUser } from '../auth/security-user.js';
import type { AppContext } from '../context.js';
import { loadEntityData } from '../entity-query/entity-data.js';
import type { EntityQuerySql } from '../entity-query/query-builder.js';
import { buildQuerySql, pageWindow, selectedKeys } from '../entity-query/service.js';
import { queryCount, queryIds } from '../entity-query/store.js';
import { alarmDataPage, type PropagatedTo } from './data-query-store.js';
import { relatedIds } from './list.js';
import { toAlarmInfos } from './service.js';

/** The most entities whose propagated alarms one query looks for; the platform's alarm queries are bounded too. */
const MAX_PROPAGATION_TARGETS = 1_000;

/**
 * With searchPropagatedAlarms, the entities the filter selects, and those they reach, whose alarms propagated to
 * them are found too; a customer user then sees only the customer's alarms, as in the entity's alarm list.
 */
async function propagatedTo(ctx: AppContext, user: SecurityUser, builder: EntityQuerySql): Promise<PropagatedTo> {
  const entities = (await queryIds(ctx.db, builder, MAX_PROPAGATION_TARGETS)).map(
    (row) => ({ entityType: row.entity_type, id: row.id }) as EntityId,
  );
  const related = await relatedIds(ctx, entities);
  return { entities, related, customerId: user.authority === 'CUSTOMER_USER' ? user.customerId : undefined };
}

export interface AlarmDataPage extends PageData<AlarmData> {
  /** how many entities the query's entity filter matched (the WebSocket's totalEntities) */
  totalEntities: number;
}

/**
 * POST /alarmsQuery/find: the alarms whose originators the entity filter and key filters select (and, with
 * searchPropagatedAlarms, those propagated to them), in the page
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

  const propagation = link?.searchPropagatedAlarms === true ? await propagatedTo(ctx, user, builder) : null;
  const { rows, total } = await alarmDataPage(
    ctx.db,
    ctx.storage.dialect,
    user.tenantId,
    builder,
    link,
    window,
    propagation,
  );
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

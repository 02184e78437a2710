import {
  type EntityCountQuery,
  type EntityData,
  type EntityDataPageLink,
  type EntityDataQuery,
  type EntityId,
  type EntityKey,
  type EntityQueryKeys,
  type KeyFilter,
  type PageData,
  pageData,
} from '@fleetdeck/model';
import type { SecurityUser } from '../auth/security-user.js';
import type { AppContext } from '../context.js';
import { badRequest } from '../http/errors.js';
import { resolveKeyFilters } from './dynamic-values.js';
import { attributeRows, latestTimeseriesRows, loadEntityData, tsKeyIds } from './entity-data.js';
import { entityFilterParts } from './entity-filters.js';
import { EntityQuerySql } from './query-builder.js';
import { type IdRow, queryCount, queryIds, queryPage } from './store.js';

/** The most entities `/find/keys` looks at, as in the platform. */
const KEYS_QUERY_ENTITIES = 100;

export interface PageWindow {
  pageSize: number;
  page: number;
}

/** Checks the page of an entity data query with the platform's validation messages. */
export function pageWindow(link: Partial<EntityDataPageLink> | null | undefined): PageWindow {
  const pageSize = Number(link?.pageSize);
  const page = Number(link?.page ?? 0);
  if (!Number.isInteger(pageSize) || pageSize < 1) {
    throw badRequest(`Incorrect page link page size '${link?.pageSize ?? 0}'. Page size must be greater than zero.`);
  }
  if (!Number.isInteger(page) || page < 0) {
    throw badRequest(`Incorrect page link page '${link?.page}'. Page must be positive integer.`);
  }
  return { pageSize, page };
}

function keyList(keys: EntityKey[] | null | undefined): EntityKey[] {
  return Array.isArray(keys) ? keys.filter((key) => key && typeof key.key === 'string' && key.type) : [];
}

/** The selected keys of a query: entity fields (with ENTITY_FIELD keys listed among the latest values) and latest values. */
export function selectedKeys(query: Pick<EntityDataQuery, 'entityFields' | 'latestValues'>) {
  const latest = keyList(query.latestValues);
  const entityFields = [...keyList(query.entityFields), ...latest.filter((k) => k.type === 'ENTITY_FIELD')];
  return { entityFields, latestValues: latest.filter((k) => k.type !== 'ENTITY_FIELD') };
}

/**
 * The SQL of a query for this caller: the entity filter's parts, key filters with dynamic values resolved, the
 * sort and the text search. Null when the caller can see no entity of the filter's kinds.
 */
export async function buildQuerySql(
  ctx: AppContext,
  user: SecurityUser,
  query: EntityCountQuery & Partial<Pick<EntityDataQuery, 'pageLink' | 'entityFields' | 'latestValues'>>,
): Promise<EntityQuerySql | null> {
  if (!query || typeof query !== 'object') throw badRequest('Query should be specified!');
  const parts = await entityFilterParts(ctx.db, ctx.storage.dialect, query.entityFilter);
  const keyFilters = await resolveKeyFilters(
    ctx.db,
    user,
    (Array.isArray(query.keyFilters) ? query.keyFilters : []).filter((f): f is KeyFilter => Boolean(f?.key)),
  );
  const sortOrder = query.pageLink?.sortOrder?.key ? query.pageLink.sortOrder : null;
  const textSearch = query.pageLink?.textSearch?.trim() ? query.pageLink.textSearch.trim() : null;
  const { entityFields, latestValues } = selectedKeys(query);
  const searchKeys = textSearch ? [...entityFields, ...latestValues] : [];
  const tsKeys = [...keyFilters.map((f) => f.key), ...(sortOrder ? [sortOrder.key] : []), ...searchKeys].filter(
    (k) => k.type === 'TIME_SERIES',
  );
  const builder = new EntityQuerySql(ctx.storage.dialect, user, {
    parts,
    keyFilters,
    sortOrder,
    textSearch,
    searchKeys,
    tsKeyIds: await tsKeyIds(ctx.db, [...new Set(tsKeys.map((k) => k.key))]),
  });
  return builder.empty ? null : builder;
}

function toEntityIds(rows: IdRow[]): EntityId[] {
  return rows.map((row) => ({ entityType: row.entity_type as EntityId['entityType'], id: row.id }));
}

/** Every entity the filter and key filters select, up to `limit`, in creation order (live subscriptions). */
export async function findMatchingIds(
  ctx: AppContext,
  user: SecurityUser,
  query: EntityCountQuery,
  limit: number,
): Promise<EntityId[]> {
  const builder = await buildQuerySql(ctx, user, query);
  if (!builder) return [];
  return toEntityIds(await queryIds(ctx.db, builder, limit));
}

export async function countEntities(ctx: AppContext, user: SecurityUser, query: EntityCountQuery): Promise<number> {
  const builder = await buildQuerySql(ctx, user, query);
  if (!builder) return 0;
  return queryCount(ctx.db, builder);
}

/** One page of entity ids and the total, in query order. */
export async function findEntityIds(
  ctx: AppContext,
  user: SecurityUser,
  query: EntityDataQuery,
): Promise<{ ids: EntityId[]; total: number; window: PageWindow }> {
  const window = pageWindow(query?.pageLink);
  const builder = await buildQuerySql(ctx, user, query);
  if (!builder) return { ids: [], total: 0, window };
  const withTotal = !builder.indexedSort;
  const rows = await queryPage(ctx.db, builder, window.pageSize, window.page, withTotal);
  let total = rows.length && withTotal ? Number(rows[0]?.total) : 0;
  if (!withTotal || (!rows.length && window.page > 0)) {
    total = await queryCount(ctx.db, builder);
  }
  return { ids: toEntityIds(rows), total, window };
}

export async function findEntityData(
  ctx: AppContext,
  user: SecurityUser,
  query: EntityDataQuery,
): Promise<PageData<EntityData>> {
  const { ids, total, window } = await findEntityIds(ctx, user, query);
  const { entityFields, latestValues } = selectedKeys(query);
  const data = await loadEntityData(ctx.db, ids, entityFields, latestValues);
  return pageData(data, total, window);
}

/** The time series and attribute keys of the query's first entities (at most 100), sorted. */
export async function findEntityKeys(
  ctx: AppContext,
  user: SecurityUser,
  query: EntityDataQuery,
  options: { timeseries: boolean; attributes: boolean },
): Promise<EntityQueryKeys> {
  const pageSize = Math.min(pageWindow(query?.pageLink).pageSize, KEYS_QUERY_ENTITIES);
  const { ids } = await findEntityIds(ctx, user, { ...query, pageLink: { ...query.pageLink, pageSize, page: 0 } });
  const entityIds = ids.map((id) => id.id);
  const timeseries = options.timeseries
    ? [...new Set((await latestTimeseriesRows(ctx.db, entityIds, null)).map((row) => row.key))].sort()
    : [];
  const attribute = options.attributes
    ? [...new Set((await attributeRows(ctx.db, entityIds, null)).map((row) => row.attribute_key))].sort()
    : [];
  return { timeseries, attribute };
}

import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Static } from 'typebox';
import { readableAsset } from '../assets/service.js';
import { ASSET_SORT_COLUMNS, toAsset } from '../assets/store.js';
import type { SecurityUser } from '../auth/security-user.js';
import { parseUuid } from '../common/validation.js';
import type { AppContext } from '../context.js';
import { readableDevice } from '../devices/service.js';
import { DEVICE_SORT_COLUMNS, toDevice } from '../devices/store.js';
import { readableEntityView } from '../entity-views/service.js';
import { ENTITY_VIEW_SORT_COLUMNS, toEntityView } from '../entity-views/store.js';
import { caller } from '../http/auth-hook.js';
import { parsePageLink } from '../http/paging.js';
import { parseTimeRange } from '../http/time-range.js';
import { fetchPage } from '../storage/page-query.js';
import { EdgeEntitiesQuery, EdgeEntityParams, EdgeIdParams } from './schemas.js';
import { addEdgeRelation, readableEdge, removeEdgeRelation } from './service.js';
import { addEdgeEvent, EDGE_RELATION } from './store.js';

/** One kind of entity that can be assigned to an edge, and how to read, list and answer it. */
interface AssignableKind {
  /** The path segment of one entity (`/edge/{edgeId}/device/{id}`) and of the list (`/edge/{edgeId}/devices`). */
  one: string;
  many: string;
  entityType: 'DEVICE' | 'ASSET' | 'ENTITY_VIEW';
  table: 'device' | 'asset' | 'entity_view';
  sortColumns: Record<string, string>;
  read: (ctx: AppContext, user: SecurityUser, id: string) => Promise<unknown>;
  // biome-ignore lint/suspicious/noExplicitAny: each kind maps its own row type
  toEntity: (row: any) => unknown;
}

const KINDS: AssignableKind[] = [
  {
    one: 'device',
    many: 'devices',
    entityType: 'DEVICE',
    table: 'device',
    sortColumns: DEVICE_SORT_COLUMNS,
    read: readableDevice,
    toEntity: toDevice,
  },
  {
    one: 'asset',
    many: 'assets',
    entityType: 'ASSET',
    table: 'asset',
    sortColumns: ASSET_SORT_COLUMNS,
    read: readableAsset,
    toEntity: toAsset,
  },
  {
    one: 'entityView',
    many: 'entityViews',
    entityType: 'ENTITY_VIEW',
    table: 'entity_view',
    sortColumns: ENTITY_VIEW_SORT_COLUMNS,
    read: readableEntityView,
    toEntity: toEntityView,
  },
];

/** Qualifies a list's sort columns with its table, since the list query joins the relation table. */
function qualified(table: string, columns: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(columns).map(([property, column]) => [property, `${table}.${column}`]));
}

/**
 * Assigning devices, assets and entity views to an edge (contract §6.4 "edge assign/unassign/list", same for assets
 * and entity views): an assignment is a `Contains` relation from the edge in the EDGE group, and each change is
 * recorded as an edge event. Both sides must belong to the caller's tenant.
 */
export function edgeAssignmentRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const kind of KINDS) {
    const sortColumns = qualified(kind.table, kind.sortColumns);

    app.post<{ Params: Static<typeof EdgeEntityParams> }>(
      `/api/edge/:edgeId/${kind.one}/:entityId`,
      { config: { authorities: ['TENANT_ADMIN'] }, schema: { params: EdgeEntityParams } },
      async (request) => {
        const user = caller(request);
        const edge = await readableEdge(ctx, user, parseUuid(request.params.edgeId));
        const entityId = parseUuid(request.params.entityId);
        const entity = await kind.read(ctx, user, entityId);
        await ctx.db.transaction().execute(async (trx) => {
          await addEdgeRelation(trx, edge.id, kind.entityType, entityId);
          await addEdgeEvent(trx, edge, { type: kind.entityType, action: 'ASSIGNED_TO_EDGE', entityId });
        });
        return kind.toEntity(entity);
      },
    );

    app.delete<{ Params: Static<typeof EdgeEntityParams> }>(
      `/api/edge/:edgeId/${kind.one}/:entityId`,
      { config: { authorities: ['TENANT_ADMIN'] }, schema: { params: EdgeEntityParams } },
      async (request) => {
        const user = caller(request);
        const edge = await readableEdge(ctx, user, parseUuid(request.params.edgeId));
        const entityId = parseUuid(request.params.entityId);
        const entity = await kind.read(ctx, user, entityId);
        await ctx.db.transaction().execute(async (trx) => {
          await removeEdgeRelation(trx, edge.id, kind.entityType, entityId);
          await addEdgeEvent(trx, edge, { type: kind.entityType, action: 'UNASSIGNED_FROM_EDGE', entityId });
        });
        return kind.toEntity(entity);
      },
    );

    app.get<{ Params: Static<typeof EdgeIdParams>; Querystring: Static<typeof EdgeEntitiesQuery> }>(
      `/api/edge/:edgeId/${kind.many}`,
      {
        config: { authorities: ['TENANT_ADMIN', 'CUSTOMER_USER'] },
        schema: { params: EdgeIdParams, querystring: EdgeEntitiesQuery },
      },
      async (request) => {
        const user = caller(request);
        const edge = await readableEdge(ctx, user, parseUuid(request.params.edgeId));
        const link = parsePageLink(request.query, sortColumns);
        const range = parseTimeRange(request.query);
        const column = (name: string) => sql.ref(`${kind.table}.${name}`);
        let base = ctx.db
          .selectFrom(kind.table as 'device')
          .innerJoin('relation', (join) =>
            join
              .onRef('relation.to_id', '=', sql.ref(`${kind.table}.id`))
              .on('relation.from_id', '=', edge.id)
              .on('relation.from_type', '=', 'EDGE')
              .on('relation.to_type', '=', kind.entityType)
              .on('relation.relation_type_group', '=', EDGE_RELATION.group)
              .on('relation.relation_type', '=', EDGE_RELATION.type),
          )
          .selectAll(kind.table as 'device')
          .where(column('tenant_id'), '=', edge.tenant_id);
        // A customer user sees only its own customer's entities among those on the edge.
        if (user.authority === 'CUSTOMER_USER') base = base.where(column('customer_id'), '=', user.customerId);
        if (request.query.type) base = base.where(column('type'), '=', request.query.type);
        if (range.startTime !== null) base = base.where(column('created_time'), '>=', range.startTime);
        if (range.endTime !== null) base = base.where(column('created_time'), '<=', range.endTime);
        return fetchPage(base, link, { search: `${kind.table}.name`, table: kind.table }, kind.toEntity);
      },
    );
  }
}

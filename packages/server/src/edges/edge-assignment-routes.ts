import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { readableAsset } from '../assets/service.js';
import { toAsset } from '../assets/store.js';
import { parseUuid } from '../common/validation.js';
import type { AppContext } from '../context.js';
import { readableDevice } from '../devices/service.js';
import { toDevice } from '../devices/store.js';
import { ASSET } from '../entities/kinds/asset.js';
import { DEVICE } from '../entities/kinds/device.js';
import { ENTITY_VIEW } from '../entities/kinds/entity-view.js';
import { qualifiedColumns } from '../entities/sort-columns.js';
import type { ActionEntity } from '../entity-actions/messages.js';
import { readableEntityView } from '../entity-views/service.js';
import { toEntityView } from '../entity-views/store.js';
import { caller } from '../http/auth-hook.js';
import { parsePageLink } from '../http/paging.js';
import { parseTimeRange } from '../http/time-range.js';
import { EdgeEntitiesQuery, EdgeEntityParams, EdgeIdParams } from './schemas.js';
import { type EdgeAssignable, listEdgeAssigned, setEdgeAssignment } from './service.js';

/** One kind of entity that can be assigned to an edge, and how to read, list and answer it. */
interface AssignableKind extends EdgeAssignable<unknown> {
  /** The path segment of one entity (`/edge/{edgeId}/device/{id}`) and of the list (`/edge/{edgeId}/devices`). */
  one: string;
  many: string;
  // biome-ignore lint/suspicious/noExplicitAny: each kind maps its own row type
  toEntity: (row: any) => ActionEntity;
}

const KINDS: AssignableKind[] = [
  { one: 'device', many: 'devices', kind: DEVICE, read: readableDevice, toEntity: toDevice },
  { one: 'asset', many: 'assets', kind: ASSET, read: readableAsset, toEntity: toAsset },
  { one: 'entityView', many: 'entityViews', kind: ENTITY_VIEW, read: readableEntityView, toEntity: toEntityView },
];

/**
 * Assigning devices, assets and entity views to an edge, listing them and unassigning them: an assignment is a
 * `Contains` relation from the edge in the EDGE group, and each change is recorded as an edge event. Both sides must
 * belong to the caller's tenant.
 */
export function edgeAssignmentRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const kind of KINDS) {
    // The list query joins the relation table, so its sort columns name their table.
    const sortColumns = qualifiedColumns(kind.kind.sortColumns, kind.kind.table);

    app.post<{ Params: Static<typeof EdgeEntityParams> }>(
      `/api/edge/:edgeId/${kind.one}/:entityId`,
      { config: { authorities: ['TENANT_ADMIN'] }, schema: { params: EdgeEntityParams } },
      async (request) => {
        const edgeId = parseUuid(request.params.edgeId);
        const entityId = parseUuid(request.params.entityId);
        return kind.toEntity(await setEdgeAssignment(ctx, caller(request), edgeId, kind, entityId, true));
      },
    );

    app.delete<{ Params: Static<typeof EdgeEntityParams> }>(
      `/api/edge/:edgeId/${kind.one}/:entityId`,
      { config: { authorities: ['TENANT_ADMIN'] }, schema: { params: EdgeEntityParams } },
      async (request) => {
        const edgeId = parseUuid(request.params.edgeId);
        const entityId = parseUuid(request.params.entityId);
        return kind.toEntity(await setEdgeAssignment(ctx, caller(request), edgeId, kind, entityId, false));
      },
    );

    app.get<{ Params: Static<typeof EdgeIdParams>; Querystring: Static<typeof EdgeEntitiesQuery> }>(
      `/api/edge/:edgeId/${kind.many}`,
      {
        config: { authorities: ['TENANT_ADMIN', 'CUSTOMER_USER'] },
        schema: { params: EdgeIdParams, querystring: EdgeEntitiesQuery },
      },
      async (request) => {
        const link = parsePageLink(request.query, sortColumns);
        const filter = { type: request.query.type || undefined, range: parseTimeRange(request.query) };
        const edgeId = parseUuid(request.params.edgeId);
        return listEdgeAssigned(ctx, caller(request), edgeId, kind.kind, filter, link, kind.toEntity);
      },
    );
  }
}

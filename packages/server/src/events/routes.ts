import type { EntityId } from '@fleetdeck/model';
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { parseUuid } from '../common/validation.js';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth-hook.js';
import { parsePageLink } from '../http/paging.js';
import { parseTimeRange } from '../http/time-range.js';
import {
  ClearEventsQuery,
  EntityEventsParams,
  EventFilterBody,
  EventsQuery,
  RuleNodeIdParams,
  TypedEventsParams,
} from './schemas.js';
import { clearEvents, latestDebugInput, listEvents, parseEventFilter, parseEventType } from './service.js';
import { EVENT_SORT_COLUMNS } from './store.js';

const STC = ['SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER'] as const;

type EntityParams = Static<typeof EntityEventsParams>;
const entityOf = (params: EntityParams): EntityId =>
  ({ entityType: params.entityType, id: parseUuid(params.entityId) }) as EntityId;

/** Events of entities (the debug events of rule nodes): listed by type, filtered, and cleared; a node's last input. */
export function eventRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: Static<typeof TypedEventsParams>; Querystring: Static<typeof EventsQuery> }>(
    '/api/events/:entityType/:entityId/:eventType',
    { config: { authorities: STC }, schema: { params: TypedEventsParams, querystring: EventsQuery } },
    async (request) => {
      const type = parseEventType(request.params.eventType);
      const tenantId = parseUuid(request.query.tenantId);
      const range = parseTimeRange(request.query);
      const link = parsePageLink(request.query, EVENT_SORT_COLUMNS);
      return listEvents(ctx, caller(request), entityOf(request.params), type, tenantId, range, link);
    },
  );

  // The older list without a type answers the lifecycle events only.
  app.get<{ Params: EntityParams; Querystring: Static<typeof EventsQuery> }>(
    '/api/events/:entityType/:entityId',
    { config: { authorities: STC }, schema: { params: EntityEventsParams, querystring: EventsQuery } },
    async (request) => {
      const tenantId = parseUuid(request.query.tenantId);
      const range = parseTimeRange(request.query);
      const link = parsePageLink(request.query, EVENT_SORT_COLUMNS);
      return listEvents(ctx, caller(request), entityOf(request.params), 'LC_EVENT', tenantId, range, link);
    },
  );

  app.post<{ Params: EntityParams; Querystring: Static<typeof EventsQuery>; Body: unknown }>(
    '/api/events/:entityType/:entityId',
    {
      config: { authorities: STC },
      schema: { params: EntityEventsParams, querystring: EventsQuery, body: EventFilterBody },
    },
    async (request) => {
      const filter = parseEventFilter(request.body);
      const tenantId = parseUuid(request.query.tenantId);
      const range = parseTimeRange(request.query);
      const link = parsePageLink(request.query, EVENT_SORT_COLUMNS);
      const user = caller(request);
      return listEvents(ctx, user, entityOf(request.params), filter.eventType, tenantId, range, link, filter);
    },
  );

  // The latest message the node received in debug mode, for the script test dialog; an empty body when none.
  app.get<{ Params: Static<typeof RuleNodeIdParams> }>(
    '/api/ruleNode/:ruleNodeId/debugIn',
    { config: { authorities: ['TENANT_ADMIN'] }, schema: { params: RuleNodeIdParams } },
    async (request, reply) => {
      const body = await latestDebugInput(ctx, caller(request), parseUuid(request.params.ruleNodeId));
      return body === null ? reply.send() : body;
    },
  );

  app.post<{ Params: EntityParams; Querystring: Static<typeof ClearEventsQuery>; Body: unknown }>(
    '/api/events/:entityType/:entityId/clear',
    {
      config: { authorities: STC },
      schema: { params: EntityEventsParams, querystring: ClearEventsQuery, body: EventFilterBody },
    },
    async (request, reply) => {
      const user = caller(request);
      const filter = parseEventFilter(request.body);
      const tenantId = request.query.tenantId ? parseUuid(request.query.tenantId) : user.tenantId;
      await clearEvents(ctx, user, entityOf(request.params), tenantId, parseTimeRange(request.query), filter);
      return reply.send();
    },
  );
}

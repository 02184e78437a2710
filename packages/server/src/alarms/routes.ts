import type { Alarm, AlarmDataQuery, EntityId } from '@fleetdeck/model';
import { isEntityType } from '@fleetdeck/model';
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { parseUuid } from '../common/validation.js';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth-hook.js';
import { badRequest } from '../http/errors.js';
import { findAlarmData } from './data-query.js';
import { allAlarms, entityAlarms, highestSeverity } from './list.js';
import {
  AlarmBody,
  AlarmDataQueryBody,
  AlarmEntityParams,
  AlarmIdParams,
  AlarmPageQuery,
  HighestSeverityQuery,
} from './schemas.js';
import {
  ackAlarm,
  clearAlarm,
  deleteAlarm,
  deleteAlarmsOfDeletedEntities,
  readableAlarm,
  saveAlarm,
  toAlarmInfos,
} from './service.js';
import { toAlarm } from './store.js';

const TC = ['TENANT_ADMIN', 'CUSTOMER_USER'] as const;
const STC = ['SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER'] as const;

type EntityParams = Static<typeof AlarmEntityParams>;

function entityOf(params: EntityParams): EntityId {
  if (!isEntityType(params.entityType)) {
    throw badRequest(`No enum constant org.thingsboard.server.common.data.EntityType.${params.entityType}`);
  }
  return { entityType: params.entityType, id: parseUuid(params.entityId) };
}

/** Alarms and the alarm data query. */
export function alarmRoutes(app: FastifyInstance, ctx: AppContext): void {
  deleteAlarmsOfDeletedEntities(ctx);

  app.get<{ Params: Static<typeof AlarmIdParams> }>(
    '/api/alarm/:alarmId',
    { config: { authorities: TC }, schema: { params: AlarmIdParams } },
    async (request) => toAlarm(await readableAlarm(ctx, caller(request), parseUuid(request.params.alarmId))),
  );

  app.get<{ Params: Static<typeof AlarmIdParams> }>(
    '/api/alarm/info/:alarmId',
    { config: { authorities: TC }, schema: { params: AlarmIdParams } },
    async (request) => {
      const row = await readableAlarm(ctx, caller(request), parseUuid(request.params.alarmId));
      const [info] = await toAlarmInfos(ctx, [row], true);
      return info;
    },
  );

  app.post<{ Body: Partial<Alarm> }>(
    '/api/alarm',
    { config: { authorities: TC }, schema: { body: AlarmBody } },
    async (request) => saveAlarm(ctx, caller(request), request.body),
  );

  app.delete<{ Params: Static<typeof AlarmIdParams> }>(
    '/api/alarm/:alarmId',
    { config: { authorities: TC }, schema: { params: AlarmIdParams } },
    async (request) => deleteAlarm(ctx, caller(request), parseUuid(request.params.alarmId)),
  );

  app.post<{ Params: Static<typeof AlarmIdParams> }>(
    '/api/alarm/:alarmId/ack',
    { config: { authorities: TC }, schema: { params: AlarmIdParams } },
    async (request, reply) => {
      await ackAlarm(ctx, caller(request), parseUuid(request.params.alarmId));
      return reply.send();
    },
  );

  app.post<{ Params: Static<typeof AlarmIdParams> }>(
    '/api/alarm/:alarmId/clear',
    { config: { authorities: TC }, schema: { params: AlarmIdParams } },
    async (request, reply) => {
      await clearAlarm(ctx, caller(request), parseUuid(request.params.alarmId));
      return reply.send();
    },
  );

  app.get<{ Params: Static<typeof AlarmEntityParams>; Querystring: Static<typeof AlarmPageQuery> }>(
    '/api/alarm/:entityType/:entityId',
    { config: { authorities: STC }, schema: { params: AlarmEntityParams, querystring: AlarmPageQuery } },
    async (request) => entityAlarms(ctx, caller(request), entityOf(request.params), request.query),
  );

  app.get<{ Querystring: Static<typeof AlarmPageQuery> }>(
    '/api/alarms',
    { config: { authorities: TC }, schema: { querystring: AlarmPageQuery } },
    async (request) => allAlarms(ctx, caller(request), request.query),
  );

  app.get<{ Params: Static<typeof AlarmEntityParams>; Querystring: Static<typeof HighestSeverityQuery> }>(
    '/api/alarm/highestSeverity/:entityType/:entityId',
    { config: { authorities: TC }, schema: { params: AlarmEntityParams, querystring: HighestSeverityQuery } },
    async (request, reply) => {
      const severity = await highestSeverity(ctx, caller(request), entityOf(request.params), request.query);
      // A missing severity is an empty body, as Spring writes a null return value.
      if (!severity) return reply.send();
      return reply.type('application/json').send(JSON.stringify(severity));
    },
  );

  app.post<{ Body: AlarmDataQuery }>(
    '/api/alarmsQuery/find',
    { config: { authorities: TC }, schema: { body: AlarmDataQueryBody } },
    async (request) => {
      const { totalEntities: _total, ...page } = await findAlarmData(ctx, caller(request), request.body);
      return page;
    },
  );
}

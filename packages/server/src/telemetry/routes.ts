import { type EntityId, isEntityType, NULL_UUID } from '@fleetdeck/model';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseUuid } from '../common/validation.js';
import type { AppContext } from '../context.js';
import {
  attributesDeleted,
  attributesUpdated,
  timeseriesDeleted,
  timeseriesUpdated,
} from '../entity-actions/publish.js';
import { caller } from '../http/auth-hook.js';
import { ApiError, badRequest } from '../http/errors.js';
import { storageDataPointDays } from '../usage/storage-data-points.js';
import {
  AGGREGATIONS,
  type Aggregation,
  intervalCount,
  MAX_TS_INTERVALS,
  tooManyIntervalsMessage,
} from './aggregation.js';
import { type AccessOperation, checkEntityAccess, TelemetryAccessError } from './entity-access.js';
import { EntityViewReadOnlyError } from './entity-views.js';
import { isJsonObject, JsonDepthError, JsonSyntaxError, type JsonValue, readJson } from './json-source.js';
import { ATTRIBUTE_SCOPES, type AttributeScope, type TsKvEntry } from './kv.js';
import { parseRestAttributes, parseTelemetry, TelemetryPayloadError, toTsKvEntries } from './parse.js';
import {
  AttributeKeysParams,
  AttributesBody,
  DeleteTimeseriesQuery,
  DeviceScopeParams,
  KeysQuery,
  RequiredKeysQuery,
  ScopedEntityParams,
  TelemetryEntityParams,
  TimeseriesBody,
  TimeseriesScopeParams,
  TimeseriesTtlParams,
  TimeseriesValuesQuery,
} from './schemas.js';
import type { ScopedAttribute } from './service.js';
import { valueAsJson, valueAsString } from './values.js';

/**
 * The telemetry and attributes REST API (TelemetryController of 3.4.1). Unlike the rest of the API, its own
 * validation and access failures answer with a plain-text body; malformed ids and parameters still get the
 * error JSON, as Spring produces those before the controller runs.
 */

const SCR = ['SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER'] as const;
const config = { authorities: SCR };

/** A failure the platform answers with its text as the whole body. */
class PlainTextError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const plain = (message: string) => new PlainTextError(400, message);

type Query = Record<string, string | string[] | undefined>;
type Params = Record<string, string>;

function param(query: Query, name: string): string | undefined {
  const value = query[name];
  return Array.isArray(value) ? value.join(',') : value;
}

function longParam(query: Query, name: string): number | undefined {
  const raw = param(query, name);
  if (raw === undefined) return undefined;
  if (!/^[+-]?\d+$/.test(raw.trim())) {
    throw badRequest(
      `Failed to convert value of type 'java.lang.String' to required type 'java.lang.Long'; nested exception is java.lang.NumberFormatException: For input string: "${raw}"`,
    );
  }
  return Number(raw.trim());
}

function requiredParam(query: Query, name: string): string {
  const value = param(query, name);
  if (value === undefined) {
    throw badRequest(`Required request parameter '${name}' for method parameter type String is not present`);
  }
  return value;
}

function flagParam(query: Query, name: string): boolean {
  return /^(true|on|yes|1)$/i.test(param(query, name)?.trim() ?? '');
}

/** The platform's toKeysList: null for no text, else split on commas (Java drops trailing empty parts). */
function keysList(text: string | undefined): string[] | undefined {
  if (!text) return undefined;
  const keys = text.split(',');
  while (keys.length > 0 && keys.at(-1) === '') keys.pop();
  return keys;
}

function entityOf(entityType: string, id: string): EntityId {
  if (!isEntityType(entityType)) {
    throw badRequest(`No enum constant org.thingsboard.server.common.data.EntityType.${entityType}`);
  }
  return { entityType, id: parseUuid(id) };
}

function sendJson(reply: FastifyReply, text: string): FastifyReply {
  return reply.type('application/json').send(text);
}

/** `{"key":[{"ts":…,"value":…}]}` with values as strings, or typed with useStrictDataTypes. */
function timeseriesJson(
  groups: Array<[string, Array<TsKvEntry | { ts: number; value: null }>]>,
  strict: boolean,
): string {
  const parts = groups.map(([key, entries]) => {
    const points = entries.map((entry) => {
      const value =
        entry.value === null ? 'null' : strict ? valueAsJson(entry.value) : JSON.stringify(valueAsString(entry.value));
      return `{"ts":${entry.ts},"value":${value}}`;
    });
    return `${JSON.stringify(key)}:[${points.join(',')}]`;
  });
  return `{${parts.join(',')}}`;
}

function attributesJson(attributes: ScopedAttribute[]): string {
  const items = attributes.map(
    (a) => `{"lastUpdateTs":${a.lastUpdateTs},"key":${JSON.stringify(a.key)},"value":${valueAsJson(a.value)}}`,
  );
  return `[${items.join(',')}]`;
}

function groupByKey(entries: TsKvEntry[]): Array<[string, TsKvEntry[]]> {
  const groups = new Map<string, TsKvEntry[]>();
  for (const entry of entries) {
    const group = groups.get(entry.key);
    if (group) group.push(entry);
    else groups.set(entry.key, [entry]);
  }
  return [...groups];
}

function parseAggregation(text: string): Aggregation {
  if (!(AGGREGATIONS as readonly string[]).includes(text)) {
    throw plain(`No enum constant org.thingsboard.server.common.data.kv.Aggregation.${text}`);
  }
  return text as Aggregation;
}

function parseOrder(text: string): 'ASC' | 'DESC' {
  const order = text.toUpperCase();
  if (order !== 'ASC' && order !== 'DESC') {
    throw plain(`Invalid value '${text}' for orders given; Has to be either 'desc' or 'asc' (case insensitive).`);
  }
  return order;
}

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** Maps the controller's own failures to plain-text answers; unexpected ones to an empty 500, as the platform. */
function telemetryHandler(ctx: AppContext, handler: Handler): Handler {
  return async (request, reply) => {
    try {
      return await handler(request, reply);
    } catch (error) {
      if (error instanceof TelemetryAccessError || error instanceof PlainTextError) {
        return reply.status(error.status).type('text/plain; charset=UTF-8').send(error.message);
      }
      if (error instanceof EntityViewReadOnlyError) {
        return reply.status(400).type('text/plain; charset=UTF-8').send(error.message);
      }
      if (error instanceof ApiError) throw error;
      ctx.log.error({ err: error }, 'telemetry request failed');
      return reply.status(500).send();
    }
  };
}

export function telemetryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const access = (request: FastifyRequest, entityId: EntityId, operation: AccessOperation) =>
    checkEntityAccess(ctx, caller(request), entityId, operation);

  async function saveAttributes(request: FastifyRequest, reply: FastifyReply, entityId: EntityId, scope: string) {
    if (scope !== 'SERVER_SCOPE' && scope !== 'SHARED_SCOPE') throw plain(`Invalid scope: ${scope}`);
    const body = request.body as string | undefined;
    if (!body?.trim()) throw badRequest('Required request body is missing');
    let json: JsonValue;
    try {
      json = readJson(body);
    } catch (error) {
      // Too deep is a refusal of this controller, in its own plain-text form, not a malformed body.
      if (error instanceof JsonDepthError) throw plain(error.message);
      if (error instanceof JsonSyntaxError) throw badRequest(`JSON parse error: ${error.message}`);
      throw error;
    }
    if (!isJsonObject(json)) throw plain('Request is not a JSON object');
    let entries: ReturnType<typeof parseRestAttributes>;
    try {
      entries = parseRestAttributes(json);
    } catch (error) {
      if (error instanceof TelemetryPayloadError) throw plain(error.message);
      throw error;
    }
    if (entries.length === 0) throw plain('No attributes data found in request body!');
    if (entries.some((entry) => entry.key.trim().length === 0))
      throw plain('Key cannot be empty or contains only spaces');
    const target = await access(request, entityId, 'WRITE');
    const now = Date.now();
    await ctx.telemetry.saveAttributes(
      target.tenantId,
      target.entityId,
      scope,
      entries.map((entry) => ({ ...entry, lastUpdateTs: now })),
    );
    attributesUpdated(ctx, caller(request), target, scope, entries);
    return reply.send();
  }

  async function saveTimeseries(request: FastifyRequest, reply: FastifyReply, entityId: EntityId, ttl: number) {
    const body = request.body as string | undefined;
    if (!body?.trim()) throw badRequest('Required request body is missing');
    let json: JsonValue;
    try {
      json = readJson(body);
    } catch {
      throw plain('Unable to parse timeseries payload: Invalid JSON body!');
    }
    let entries: TsKvEntry[];
    try {
      // A JSON string body ("str") is a value that is neither an object nor an array: it is refused as one, not
      // read again as JSON text.
      if (typeof json === 'string') throw new TelemetryPayloadError(`Can't parse value: ${JSON.stringify(json)}`);
      entries = toTsKvEntries(parseTelemetry(json, { ts: Date.now(), nulls: 'reject' }));
    } catch (error) {
      if (error instanceof TelemetryPayloadError) {
        throw plain(`Unable to parse timeseries payload. Invalid JSON body: ${error.message}`);
      }
      throw error;
    }
    if (entries.length === 0) throw plain('No timeseries data found in request body!');
    const target = await access(request, entityId, 'WRITE');
    // The stored data point days count in the caller's tenant usage, as the rule engine's saves do; once its
    // maxDPStorageDays is reached the write fails with the platform's empty 500. The system tenant is not counted.
    const tenantId = caller(request).tenantId;
    const counted = tenantId !== NULL_UUID;
    if (counted && !ctx.apiUsage.enabled(tenantId, 'DB')) return reply.status(500).send();
    await ctx.telemetry.saveTimeseries(target.tenantId, target.entityId, entries, ttl);
    if (counted) ctx.apiUsage.add(tenantId, 'DB', storageDataPointDays(entries, ttl));
    timeseriesUpdated(ctx, caller(request), target, entries);
    return reply.send();
  }

  async function deleteAttributes(request: FastifyRequest, reply: FastifyReply, entityId: EntityId, scope: string) {
    const keysText = requiredParam(request.query as Query, 'keys');
    const keys = keysList(keysText) ?? [];
    if (keys.length === 0) throw plain(`Empty keys: ${keysText}`);
    if (!(ATTRIBUTE_SCOPES as readonly string[]).includes(scope)) throw plain(`Invalid attribute scope: ${scope}`);
    const target = await access(request, entityId, 'WRITE');
    await ctx.telemetry.deleteAttributes(target.tenantId, target.entityId, scope as AttributeScope, keys);
    attributesDeleted(ctx, caller(request), target, scope as AttributeScope, keys);
    return reply.send();
  }

  app.register(
    async (api) => {
      // Save calls read the body as text and parse it themselves (@RequestBody String / JsonNode), so that their
      // own messages, not the framework's, answer a malformed body.
      api.removeAllContentTypeParsers();
      api.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

      api.get(
        '/:entityType/:entityId/keys/timeseries',
        { config, schema: { params: TelemetryEntityParams } },
        telemetryHandler(ctx, async (request, reply) => {
          const { entityType, entityId } = request.params as Params;
          const target = await access(request, entityOf(entityType as string, entityId as string), 'READ');
          return sendJson(reply, JSON.stringify(await ctx.telemetry.timeseriesKeys(target.entityId)));
        }),
      );

      const attributeKeys = telemetryHandler(ctx, async (request, reply) => {
        const { entityType, entityId, scope } = request.params as Params;
        const target = await access(request, entityOf(entityType as string, entityId as string), 'READ');
        const keys = await ctx.telemetry.attributeKeys(target.entityId, scope as AttributeScope | undefined);
        return sendJson(reply, JSON.stringify(keys));
      });
      api.get(
        '/:entityType/:entityId/keys/attributes',
        { config, schema: { params: AttributeKeysParams } },
        attributeKeys,
      );
      api.get(
        '/:entityType/:entityId/keys/attributes/:scope',
        { config, schema: { params: AttributeKeysParams } },
        attributeKeys,
      );

      const attributeValues = telemetryHandler(ctx, async (request, reply) => {
        const { entityType, entityId, scope } = request.params as Params;
        const target = await access(request, entityOf(entityType as string, entityId as string), 'READ');
        const keys = keysList(param(request.query as Query, 'keys'));
        const attributes = await ctx.telemetry.attributes(target.entityId, scope as AttributeScope | undefined, keys);
        return sendJson(reply, attributesJson(attributes));
      });
      api.get(
        '/:entityType/:entityId/values/attributes',
        { config, schema: { params: AttributeKeysParams, querystring: KeysQuery } },
        attributeValues,
      );
      api.get(
        '/:entityType/:entityId/values/attributes/:scope',
        { config, schema: { params: AttributeKeysParams, querystring: KeysQuery } },
        attributeValues,
      );

      api.get(
        '/:entityType/:entityId/values/timeseries',
        { config, schema: { params: TelemetryEntityParams, querystring: TimeseriesValuesQuery } },
        telemetryHandler(ctx, async (request, reply) => {
          const { entityType, entityId } = request.params as Params;
          const query = request.query as Query;
          const entity = entityOf(entityType as string, entityId as string);
          const strict = flagParam(query, 'useStrictDataTypes');
          // With keys, startTs and endTs all given this is the history call, otherwise the latest values.
          if (query.keys !== undefined && query.startTs !== undefined && query.endTs !== undefined) {
            const startTs = longParam(query, 'startTs') as number;
            const endTs = longParam(query, 'endTs') as number;
            const interval = longParam(query, 'interval') ?? 0;
            const limit = longParam(query, 'limit') ?? 100;
            const aggText = param(query, 'agg') ?? 'NONE';
            const orderText = param(query, 'orderBy') ?? 'DESC';
            const target = await access(request, entity, 'READ');
            // An interval of 0 means no aggregation, whatever agg says.
            const agg = interval === 0 ? 'NONE' : parseAggregation(aggText);
            const orderBy = parseOrder(orderText);
            if (agg !== 'NONE') {
              const count = intervalCount(startTs, endTs, interval);
              if (count > MAX_TS_INTERVALS || count < 0) throw plain(tooManyIntervalsMessage(count));
            }
            if (agg === 'NONE' && limit < 1) throw plain('Page size must not be less than one');
            const keys = keysList(param(query, 'keys')) ?? [];
            const result = await ctx.telemetry.range(target.entityId, keys, {
              startTs,
              endTs,
              interval,
              limit,
              agg,
              orderBy,
            });
            // Keys without points are left out, as the platform's flat result list has nothing for them.
            const groups = keys
              .filter((key, index) => keys.indexOf(key) === index)
              .map((key): [string, TsKvEntry[]] => [key, result[key] ?? []])
              .filter(([, entries]) => entries.length > 0);
            return sendJson(reply, timeseriesJson(groups, strict));
          }
          const target = await access(request, entity, 'READ');
          const keys = keysList(param(query, 'keys'));
          const latest = await ctx.telemetry.latest(target.entityId, keys);
          if (!keys || target.entityId.entityType === 'ENTITY_VIEW') {
            return sendJson(reply, timeseriesJson(groupByKey(latest), strict));
          }
          // A key without a value still answers, with the current time and a null value.
          const byKey = new Map(latest.map((entry) => [entry.key, entry]));
          const now = Date.now();
          const groups = keys.map((key): [string, Array<TsKvEntry | { ts: number; value: null }>] => [
            key,
            [byKey.get(key) ?? { ts: now, value: null }],
          ]);
          return sendJson(reply, timeseriesJson(groups, strict));
        }),
      );

      const saveEntityAttributes = telemetryHandler(ctx, async (request, reply) => {
        const { entityType, entityId, scope } = request.params as Params;
        return saveAttributes(request, reply, entityOf(entityType as string, entityId as string), scope as string);
      });
      api.post(
        '/:entityType/:entityId/attributes/:scope',
        { config, schema: { params: ScopedEntityParams, body: AttributesBody } },
        saveEntityAttributes,
      );
      api.post(
        '/:entityType/:entityId/:scope',
        { config, schema: { params: ScopedEntityParams, body: AttributesBody } },
        saveEntityAttributes,
      );
      api.post(
        '/:deviceId/:scope',
        { config, schema: { params: DeviceScopeParams, body: AttributesBody } },
        telemetryHandler(ctx, async (request, reply) => {
          const { deviceId, scope } = request.params as Params;
          return saveAttributes(request, reply, entityOf('DEVICE', deviceId as string), scope as string);
        }),
      );

      const saveEntityTimeseries = telemetryHandler(ctx, async (request, reply) => {
        const { entityType, entityId, ttl } = request.params as Params;
        const entity = entityOf(entityType as string, entityId as string);
        const seconds = ttl === undefined ? 0 : (longParam({ ttl }, 'ttl') as number);
        return saveTimeseries(request, reply, entity, seconds);
      });
      api.post(
        '/:entityType/:entityId/timeseries/:scope',
        { config, schema: { params: TimeseriesScopeParams, body: TimeseriesBody } },
        saveEntityTimeseries,
      );
      api.post(
        '/:entityType/:entityId/timeseries/:scope/:ttl',
        { config, schema: { params: TimeseriesTtlParams, body: TimeseriesBody } },
        saveEntityTimeseries,
      );

      api.delete(
        '/:entityType/:entityId/timeseries/delete',
        { config, schema: { params: TelemetryEntityParams, querystring: DeleteTimeseriesQuery } },
        telemetryHandler(ctx, async (request, reply) => {
          const { entityType, entityId } = request.params as Params;
          const entity = entityOf(entityType as string, entityId as string);
          const query = request.query as Query;
          const keysText = requiredParam(query, 'keys');
          const startTs = longParam(query, 'startTs');
          const endTs = longParam(query, 'endTs');
          const keys = keysList(keysText) ?? [];
          if (keys.length === 0) throw plain(`Empty keys: ${keysText}`);
          const all = flagParam(query, 'deleteAllDataForKeys');
          if (!all && (startTs === undefined || endTs === undefined)) {
            throw plain("When deleteAllDataForKeys is false, start and end timestamp values shouldn't be empty");
          }
          const target = await access(request, entity, 'WRITE');
          const range = { startTs: all ? 0 : (startTs as number), endTs: all ? Date.now() : (endTs as number) };
          await ctx.telemetry.deleteTimeseries(target.tenantId, target.entityId, keys, {
            ...range,
            rewriteLatestIfDeleted: flagParam(query, 'rewriteLatestIfDeleted'),
          });
          timeseriesDeleted(ctx, caller(request), target, { keys, ...range });
          return reply.send();
        }),
      );

      api.delete(
        '/:entityType/:entityId/:scope',
        { config, schema: { params: ScopedEntityParams, querystring: RequiredKeysQuery } },
        telemetryHandler(ctx, async (request, reply) => {
          const { entityType, entityId, scope } = request.params as Params;
          return deleteAttributes(request, reply, entityOf(entityType as string, entityId as string), scope as string);
        }),
      );
      api.delete(
        '/:deviceId/:scope',
        { config, schema: { params: DeviceScopeParams, querystring: RequiredKeysQuery } },
        telemetryHandler(ctx, async (request, reply) => {
          const { deviceId, scope } = request.params as Params;
          return deleteAttributes(request, reply, entityOf('DEVICE', deviceId as string), scope as string);
        }),
      );
    },
    { prefix: '/api/plugins/telemetry' },
  );
}

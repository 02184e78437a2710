import { Type } from 'typebox';
import { EntityParams, EntityTypeName, OptionalQuery, QueryText, Uuid } from '../http/schemas.js';

/*
 * The telemetry API answers its own mistakes in plain text, so these schemas only refuse what Spring refuses before
 * the controller runs (an unknown entity type, a malformed id, a missing required parameter: JSON errors as
 * elsewhere). Numbers, scopes and keys stay text for the routes to check with the platform's plain-text answers.
 * Save bodies are read as text and parsed by the routes, so they have no schema.
 */

export const TelemetryEntityParams = EntityParams;
export const ScopedEntityParams = Type.Object({
  entityType: EntityTypeName,
  entityId: Uuid(),
  scope: Type.String({ description: 'CLIENT_SCOPE, SHARED_SCOPE or SERVER_SCOPE' }),
});
export const TimeseriesScopeParams = Type.Object({
  entityType: EntityTypeName,
  entityId: Uuid(),
  scope: Type.String({ description: 'Free text; ANY is customary' }),
});
export const TimeseriesTtlParams = Type.Object({
  entityType: EntityTypeName,
  entityId: Uuid(),
  scope: Type.String({ description: 'Free text; ANY is customary' }),
  ttl: Type.String({ description: 'Seconds to keep the points; 0 uses the tenant profile default' }),
});
export const DeviceScopeParams = Type.Object({
  deviceId: Uuid(),
  scope: Type.String({ description: 'CLIENT_SCOPE, SHARED_SCOPE or SERVER_SCOPE' }),
});

export const KeysQuery = OptionalQuery('keys');
export const RequiredKeysQuery = Type.Object({ keys: QueryText('String', 'Comma-separated keys') });

/** Latest values (keys optional), or with keys, startTs and endTs the history. */
export const TimeseriesValuesQuery = Type.Object({
  keys: Type.Optional(QueryText('String', 'Comma-separated keys')),
  startTs: Type.Optional(QueryText('Long', 'Epoch milliseconds')),
  endTs: Type.Optional(QueryText('Long', 'Epoch milliseconds')),
  interval: Type.Optional(QueryText('Long', 'Aggregation interval, milliseconds; 0 means none')),
  limit: Type.Optional(QueryText('Integer', 'Points per key without aggregation (100)')),
  agg: Type.Optional(QueryText('String', 'MIN, MAX, AVG, SUM, COUNT or NONE')),
  orderBy: Type.Optional(QueryText('String', 'ASC or DESC')),
  useStrictDataTypes: Type.Optional(QueryText('Boolean', 'Typed values instead of text')),
});

export const DeleteTimeseriesQuery = Type.Object({
  keys: QueryText('String', 'Comma-separated keys'),
  deleteAllDataForKeys: Type.Optional(QueryText('Boolean')),
  startTs: Type.Optional(QueryText('Long', 'Epoch milliseconds')),
  endTs: Type.Optional(QueryText('Long', 'Epoch milliseconds')),
  rewriteLatestIfDeleted: Type.Optional(QueryText('Boolean')),
});

export const AttributeKeysParams = Type.Object({
  entityType: EntityTypeName,
  entityId: Uuid(),
  scope: Type.Optional(Type.String({ description: 'CLIENT_SCOPE, SHARED_SCOPE or SERVER_SCOPE' })),
});

/** Described for the OpenAPI page only: the routes read the text and answer its mistakes themselves. */
export const AttributesBody = Type.Unknown({ description: 'A JSON object of attribute keys and their values' });
export const TimeseriesBody = Type.Unknown({
  description: '{"key": value, …}, {"ts": epoch ms, "values": {…}}, or an array of those',
});

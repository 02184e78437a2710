import { type ActionType, type EntityId, NULL_UUID } from '@fleetdeck/model';

/** What the audit hook knows of a refused request besides its caller and answer. */
export interface RefusedCall {
  params: Record<string, string | undefined>;
  query: Record<string, unknown>;
  body: unknown;
}

/** The entity a refused action was about and what the platform keeps of it, before the user and failure are added. */
export interface RefusedAction {
  entityId: EntityId;
  actionType: ActionType;
  actionData: Record<string, unknown>;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

function entity(entityType: unknown, id: unknown): EntityId {
  return { entityType: text(entityType) ?? 'DEVICE', id: text(id) ?? NULL_UUID } as EntityId;
}

/** An entity id object of a body (`{entityType, id}`), or the empty id of the given type. */
function bodyEntity(value: unknown, fallbackType: string): EntityId {
  return isObject(value) ? entity(value.entityType ?? fallbackType, value.id) : entity(fallbackType, undefined);
}

/** A JSON body the telemetry controller takes as text: the object it holds, else nothing. */
function jsonBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}

function keysOf(query: Json): string[] {
  return (text(query.keys) ?? '').split(',').filter((key) => key.trim() !== '');
}

/** The entity of a telemetry route: the device of the legacy `/:deviceId/...` paths, else type and id. */
function telemetryEntity({ params }: RefusedCall): EntityId {
  return params.deviceId ? entity('DEVICE', params.deviceId) : entity(params.entityType, params.entityId);
}

function relationOfQuery(query: Json): Json {
  return {
    from: entity(query.fromType, query.fromId),
    to: entity(query.toType, query.toId),
    type: query.relationType,
    typeGroup: query.relationTypeGroup ?? 'COMMON',
  };
}

/** The platform logs a refused relation on both of its ends. */
function relationEnds(relation: Json, actionType: ActionType): RefusedAction[] {
  return [bodyEntity(relation.from, 'DEVICE'), bodyEntity(relation.to, 'DEVICE')].map((entityId) => ({
    entityId,
    actionType,
    actionData: { relation },
  }));
}

function saveAttributes(call: RefusedCall): RefusedAction[] {
  const entityId = telemetryEntity(call);
  const attributes = jsonBody(call.body);
  const data = { entityId: entityId.id, scope: call.params.scope, attributes: isObject(attributes) ? attributes : {} };
  return [{ entityId, actionType: 'ATTRIBUTES_UPDATED', actionData: data }];
}

function deleteAttributes(call: RefusedCall): RefusedAction[] {
  const entityId = telemetryEntity(call);
  const data = { entityId: entityId.id, scope: call.params.scope, attributes: keysOf(call.query) };
  return [{ entityId, actionType: 'ATTRIBUTES_DELETED', actionData: data }];
}

function saveTimeseries(call: RefusedCall): RefusedAction[] {
  const entityId = telemetryEntity(call);
  const timeseries = jsonBody(call.body);
  const data = { entityId: entityId.id, timeseries: timeseries ?? [] };
  return [{ entityId, actionType: 'TIMESERIES_UPDATED', actionData: data }];
}

function deleteTimeseries(call: RefusedCall): RefusedAction[] {
  const entityId = telemetryEntity(call);
  const { startTs, endTs } = call.query;
  const data = { entityId: entityId.id, keys: keysOf(call.query), startTs, endTs };
  return [{ entityId, actionType: 'TIMESERIES_DELETED', actionData: data }];
}

/** An action on the entity named by one path parameter, with its id as the action data plus what `extra` adds. */
function onParam(
  entityType: string,
  param: string,
  actionType: ActionType,
  extra: (call: RefusedCall) => Json = () => ({}),
) {
  return (call: RefusedCall): RefusedAction[] => {
    const entityId = entity(entityType, call.params[param]);
    return [{ entityId, actionType, actionData: { entityId: entityId.id, ...extra(call) } }];
  };
}

const toCustomer = (call: RefusedCall) => ({ assignedCustomerId: call.params.customerId });
const fromCustomer = (call: RefusedCall) => ({ unassignedCustomerId: call.params.customerId });
const toEdge = (call: RefusedCall) => ({ assignedEdgeId: call.params.edgeId });
const fromEdge = (call: RefusedCall) => ({ unassignedEdgeId: call.params.edgeId });

/** The entities a customer can be given, by their path segment and id parameter. */
const ASSIGNABLE = [
  ['device', 'DEVICE', 'deviceId'],
  ['asset', 'ASSET', 'assetId'],
  ['entityView', 'ENTITY_VIEW', 'entityViewId'],
  ['edge', 'EDGE', 'edgeId'],
] as const;

const TELEMETRY = '/api/plugins/telemetry';

/**
 * The writes besides entity saves and deletes that the platform audits, by method and route: the entity each refused
 * one is logged on, its action type and action data. Refusals of the RPC calls the RPC service audits itself once it
 * has an outcome, so only the ones refused before (bad request, no access, no device) come here.
 */
export const REFUSED_ACTIONS: Record<string, (call: RefusedCall) => RefusedAction[]> = {
  'POST /api/device/credentials': (call) => {
    const body = isObject(call.body) ? call.body : {};
    const entityId = bodyEntity(body.deviceId, 'DEVICE');
    return [{ entityId, actionType: 'CREDENTIALS_UPDATED', actionData: { entityId: entityId.id, credentials: body } }];
  },
  'POST /api/relation': (call) => relationEnds(isObject(call.body) ? call.body : {}, 'RELATION_ADD_OR_UPDATE'),
  'DELETE /api/relation': (call) => relationEnds(relationOfQuery(call.query), 'RELATION_DELETED'),
  'DELETE /api/relations': (call) => [
    { entityId: entity(call.query.entityType, call.query.entityId), actionType: 'RELATIONS_DELETED', actionData: {} },
  ],
  [`POST ${TELEMETRY}/:entityType/:entityId/attributes/:scope`]: saveAttributes,
  [`POST ${TELEMETRY}/:entityType/:entityId/:scope`]: saveAttributes,
  [`POST ${TELEMETRY}/:deviceId/:scope`]: saveAttributes,
  [`DELETE ${TELEMETRY}/:entityType/:entityId/:scope`]: deleteAttributes,
  [`DELETE ${TELEMETRY}/:deviceId/:scope`]: deleteAttributes,
  [`POST ${TELEMETRY}/:entityType/:entityId/timeseries/:scope`]: saveTimeseries,
  [`POST ${TELEMETRY}/:entityType/:entityId/timeseries/:scope/:ttl`]: saveTimeseries,
  [`DELETE ${TELEMETRY}/:entityType/:entityId/timeseries/delete`]: deleteTimeseries,
  'POST /api/alarm/:alarmId/ack': onParam('ALARM', 'alarmId', 'ALARM_ACK'),
  'POST /api/alarm/:alarmId/clear': onParam('ALARM', 'alarmId', 'ALARM_CLEAR'),
  ...Object.fromEntries(
    [
      '/api/rpc/oneway/:deviceId',
      '/api/rpc/twoway/:deviceId',
      '/api/plugins/rpc/oneway/:deviceId',
      '/api/plugins/rpc/twoway/:deviceId',
    ].map((path) => [
      `POST ${path}`,
      onParam('DEVICE', 'deviceId', 'RPC_CALL', (call) => ({
        oneWay: path.includes('oneway'),
        method: isObject(call.body) ? call.body.method : undefined,
        params: isObject(call.body) ? call.body.params : undefined,
      })),
    ]),
  ),
  ...Object.fromEntries(
    ASSIGNABLE.flatMap(([segment, entityType, param]) => [
      [
        `POST /api/customer/:customerId/${segment}/:${param}`,
        onParam(entityType, param, 'ASSIGNED_TO_CUSTOMER', toCustomer),
      ],
      [`POST /api/customer/public/${segment}/:${param}`, onParam(entityType, param, 'ASSIGNED_TO_CUSTOMER')],
      [`DELETE /api/customer/${segment}/:${param}`, onParam(entityType, param, 'UNASSIGNED_FROM_CUSTOMER')],
    ]),
  ),
  'POST /api/customer/:customerId/dashboard/:dashboardId': onParam(
    'DASHBOARD',
    'dashboardId',
    'ASSIGNED_TO_CUSTOMER',
    toCustomer,
  ),
  'DELETE /api/customer/:customerId/dashboard/:dashboardId': onParam(
    'DASHBOARD',
    'dashboardId',
    'UNASSIGNED_FROM_CUSTOMER',
    fromCustomer,
  ),
  'POST /api/customer/public/dashboard/:dashboardId': onParam('DASHBOARD', 'dashboardId', 'ASSIGNED_TO_CUSTOMER'),
  'DELETE /api/customer/public/dashboard/:dashboardId': onParam('DASHBOARD', 'dashboardId', 'UNASSIGNED_FROM_CUSTOMER'),
  'POST /api/edge/:edgeId/dashboard/:dashboardId': onParam('DASHBOARD', 'dashboardId', 'ASSIGNED_TO_EDGE', toEdge),
  'DELETE /api/edge/:edgeId/dashboard/:dashboardId': onParam(
    'DASHBOARD',
    'dashboardId',
    'UNASSIGNED_FROM_EDGE',
    fromEdge,
  ),
  'POST /api/edge/:edgeId/ruleChain/:ruleChainId': onParam('RULE_CHAIN', 'ruleChainId', 'ASSIGNED_TO_EDGE', toEdge),
  'DELETE /api/edge/:edgeId/ruleChain/:ruleChainId': onParam(
    'RULE_CHAIN',
    'ruleChainId',
    'UNASSIGNED_FROM_EDGE',
    fromEdge,
  ),
  'POST /api/tenant/:tenantId/device/:deviceId': onParam('DEVICE', 'deviceId', 'ASSIGNED_TO_TENANT', (call) => ({
    assignedTenantId: call.params.tenantId,
  })),
};

/** Statuses of an RPC call the RPC service has audited itself: no answer from the device in time, or no device. */
export const RPC_OUTCOME_STATUSES = new Set([408, 409, 504]);

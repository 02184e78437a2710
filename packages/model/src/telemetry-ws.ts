import type {
  AlarmData,
  AlarmDataQuery,
  EntityCountQuery,
  EntityData,
  EntityDataQuery,
  EntityKey,
} from './entities/entity-query.js';
import type { AttributeScope, TelemetryAggregation } from './entities/telemetry.js';
import type { PageData } from './page.js';

/** The path of the telemetry WebSocket; the access token goes in `?token=`. */
export const TELEMETRY_WS_PATH = '/api/ws/plugins/telemetry';

export type AggregationType = TelemetryAggregation;

/** v1: attribute values of one entity. */
export interface AttributesSubscriptionCmd {
  cmdId: number;
  entityType: string;
  entityId: string;
  /** comma-separated; null or empty = every key */
  keys?: string | null;
  scope?: AttributeScope | null;
  unsubscribe?: boolean;
}

/** v1: time series of one entity; with keys and timeWindow > 0 the first reply is that window's history. */
export interface TimeseriesSubscriptionCmd extends AttributesSubscriptionCmd {
  startTs?: number;
  timeWindow?: number;
  interval?: number;
  limit?: number;
  agg?: AggregationType;
}

/** v1: a one-shot history read. */
export interface GetHistoryCmd {
  cmdId: number;
  entityType: string;
  entityId: string;
  keys: string;
  startTs: number;
  endTs: number;
  interval?: number;
  limit?: number;
  agg?: AggregationType;
}

export interface LatestValueCmd {
  keys: EntityKey[];
}

export interface TimeSeriesCmd {
  keys: string[];
  startTs: number;
  timeWindow: number;
  interval?: number;
  limit?: number;
  agg?: AggregationType;
  fetchLatestPreviousPoint?: boolean;
}

export interface EntityHistoryCmd {
  keys: string[];
  startTs: number;
  endTs: number;
  interval?: number;
  limit?: number;
  agg?: AggregationType;
  fetchLatestPreviousPoint?: boolean;
}

/** v2: an entity data query, kept live. Re-sending the cmdId with only latestCmd/tsCmd/historyCmd updates it. */
export interface EntityDataCmd {
  cmdId: number;
  query?: EntityDataQuery | null;
  latestCmd?: LatestValueCmd | null;
  tsCmd?: TimeSeriesCmd | null;
  historyCmd?: EntityHistoryCmd | null;
}

export interface EntityCountCmd {
  cmdId: number;
  query: EntityCountQuery;
}

export interface AlarmDataCmd {
  cmdId: number;
  query: AlarmDataQuery;
}

export interface UnsubscribeCmd {
  cmdId: number;
}

/** The one object a client sends; every list is optional. */
export interface TelemetryPluginCmdsWrapper {
  attrSubCmds?: AttributesSubscriptionCmd[];
  tsSubCmds?: TimeseriesSubscriptionCmd[];
  historyCmds?: GetHistoryCmd[];
  entityDataCmds?: EntityDataCmd[];
  entityDataUnsubscribeCmds?: UnsubscribeCmd[];
  alarmDataCmds?: AlarmDataCmd[];
  alarmDataUnsubscribeCmds?: UnsubscribeCmd[];
  entityCountCmds?: EntityCountCmd[];
  entityCountUnsubscribeCmds?: UnsubscribeCmd[];
}

/** Error codes of a WebSocket update. */
export const SubscriptionErrorCode = {
  NO_ERROR: 0,
  INTERNAL_ERROR: 1,
  BAD_REQUEST: 2,
  UNAUTHORIZED: 3,
  TOO_MANY_UPDATES: 34,
} as const;

/** v1 update: values are strings, `data` maps each key to [ts, value] pairs. */
export interface SubscriptionUpdate {
  subscriptionId: number;
  errorCode: number;
  errorMsg: string | null;
  data: Record<string, [number, string | null][]> | null;
  latestValues?: Record<string, number>;
}

export type CmdUpdateType = 'ENTITY_DATA' | 'ALARM_DATA' | 'COUNT_DATA';

export interface EntityDataUpdate {
  cmdId: number;
  errorCode: number;
  errorMsg: string | null;
  cmdUpdateType: 'ENTITY_DATA';
  /** the full page on the first reply (and after a dynamic re-run), else null */
  data: PageData<EntityData> | null;
  /** only what changed, after the first reply */
  update: EntityData[] | null;
  allowedEntities: number;
}

export interface AlarmDataUpdate {
  cmdId: number;
  errorCode: number;
  errorMsg: string | null;
  cmdUpdateType: 'ALARM_DATA';
  data: PageData<AlarmData> | null;
  update: AlarmData[] | null;
  allowedEntities: number;
  totalEntities: number;
}

export interface EntityCountUpdate {
  cmdId: number;
  errorCode: number;
  errorMsg: string | null;
  cmdUpdateType: 'COUNT_DATA';
  count: number;
}

export type CmdUpdate = EntityDataUpdate | AlarmDataUpdate | EntityCountUpdate;

/** Any message the server sends on the telemetry WebSocket. */
export type TelemetryWsMessage = SubscriptionUpdate | CmdUpdate;

export function isCmdUpdate(message: TelemetryWsMessage): message is CmdUpdate {
  return 'cmdUpdateType' in message;
}

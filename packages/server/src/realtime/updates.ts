import type {
  AlarmDataUpdate,
  CmdUpdateType,
  EntityCountUpdate,
  EntityDataUpdate,
  EntityId,
  SubscriptionUpdate,
} from '@fleetdeck/model';
import type { TsKvEntry } from '../telemetry/kv.js';
import { valueAsString } from '../telemetry/values.js';

/** Texts of the error updates. */
export const WS_MESSAGES = {
  parse: 'Failed to parse websocket command!',
  process: 'Failed to process websocket command!',
  fetchData: 'Failed to fetch data!',
  fetchAttributes: 'Failed to fetch attributes!',
  fetchHistory: 'Failed to fetch historical data!',
  unauthorized: 'Unauthorized',
  deviceIdEmpty: 'Device id is empty!',
  keysEmpty: 'Keys are empty!',
  negativeCmdId: 'Cmd id is negative value!',
  queryEmpty: 'Query is empty!',
  tooManyUpdates: 'Too many updates!',
} as const;

/** The most entities a data or alarm subscription follows (the updates' allowedEntities). */
export const MAX_ENTITIES_PER_SUBSCRIPTION = 10000;

export type V1Data = Record<string, [number, string | null][]>;

/**
 * A v1 update. latestValues is the time of each key's last listed value, as the platform computes it from `data`.
 */
export function v1Update(subscriptionId: number, data: V1Data | null): SubscriptionUpdate {
  const latestValues: Record<string, number> = {};
  for (const [key, values] of Object.entries(data ?? {})) {
    const last = values[values.length - 1];
    if (last) latestValues[key] = last[0];
  }
  return { subscriptionId, errorCode: 0, errorMsg: null, data, latestValues };
}

export function v1Error(subscriptionId: number, errorCode: number, errorMsg: string): SubscriptionUpdate {
  return { subscriptionId, errorCode, errorMsg, data: null, latestValues: {} };
}

/** v1 `data` of time series or attribute entries: key → [[ts, value], …] in the given order. */
export function v1Data(entries: Array<{ key: string; ts: number; value: TsKvEntry['value'] | null }>): V1Data {
  const data: V1Data = {};
  for (const entry of entries) {
    const list = data[entry.key] ?? [];
    list.push([entry.ts, entry.value ? valueAsString(entry.value) : null]);
    data[entry.key] = list;
  }
  return data;
}

/** One entity's time series of an entity data update, each key's list already as JSON text. */
export interface SeriesJsonEntry {
  entityId: EntityId;
  timeseries: Record<string, string>;
}

/**
 * The text of an entity data update carrying time series only (`latest` null), the same JSON as the EntityDataUpdate
 * would give, with the lists spliced in as they are: a history answer is hundreds of kilobytes.
 */
export function seriesUpdateJson(cmdId: number, entries: readonly SeriesJsonEntry[]): string {
  const update = entries.map((entry) => {
    const lists = Object.entries(entry.timeseries).map(([key, json]) => `${JSON.stringify(key)}:${json}`);
    return `{"entityId":${JSON.stringify(entry.entityId)},"latest":null,"timeseries":{${lists.join(',')}}}`;
  });
  return `{"cmdId":${cmdId},"errorCode":0,"errorMsg":null,"cmdUpdateType":"ENTITY_DATA","data":null,"update":[${update.join(',')}],"allowedEntities":${MAX_ENTITIES_PER_SUBSCRIPTION}}`;
}

export function cmdError(
  cmdId: number,
  cmdUpdateType: CmdUpdateType,
  errorCode: number,
  errorMsg: string,
): EntityDataUpdate | AlarmDataUpdate | EntityCountUpdate {
  switch (cmdUpdateType) {
    case 'ENTITY_DATA':
      return {
        cmdId,
        errorCode,
        errorMsg,
        cmdUpdateType,
        data: null,
        update: null,
        allowedEntities: MAX_ENTITIES_PER_SUBSCRIPTION,
      };
    case 'ALARM_DATA':
      return {
        cmdId,
        errorCode,
        errorMsg,
        cmdUpdateType,
        data: null,
        update: null,
        allowedEntities: MAX_ENTITIES_PER_SUBSCRIPTION,
        totalEntities: 0,
      };
    default:
      return { cmdId, errorCode, errorMsg, cmdUpdateType: 'COUNT_DATA', count: 0 };
  }
}

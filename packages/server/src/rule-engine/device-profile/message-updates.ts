import type { KvEntry } from '../../telemetry/kv.js';
import { parseDeviceAttributes, parseTelemetry } from '../../telemetry/parse.js';
import { MSG_TYPES, type TbMsg } from '../message.js';

/** What one message tells the alarm rules about the device's data, in the order it happened. */
export type DataChange =
  | { kind: 'timeseries'; ts: number; entries: KvEntry[] }
  | { kind: 'attributes'; ts: number; entries: KvEntry[] }
  | { kind: 'attributesDeleted'; keys: string[] };

/** The message types that carry data of the device the alarm rules may test. */
export const CHANGING_TYPES: ReadonlySet<string> = new Set([
  MSG_TYPES.postTelemetry,
  MSG_TYPES.postAttributes,
  'ATTRIBUTES_UPDATED',
  'ATTRIBUTES_DELETED',
  MSG_TYPES.activity,
  MSG_TYPES.inactivity,
]);

/** The message's time: metadata `ts` when it reads as a number, else the time the message was made. */
export function messageTs(msg: TbMsg): number {
  const text = msg.metadata.ts;
  const ts = text ? Number(text) : Number.NaN;
  return Number.isSafeInteger(ts) ? ts : msg.ts;
}

function deletedKeys(data: string): string[] {
  const parsed = JSON.parse(data) as { attributes?: unknown } | null;
  const keys = parsed && typeof parsed === 'object' ? parsed.attributes : undefined;
  return Array.isArray(keys) ? keys.filter((key): key is string => typeof key === 'string') : [];
}

/**
 * The data changes a message carries: telemetry per time (oldest first), attributes a device posted or a user
 * saved, deleted attributes, and the device state of activity events (attributes when the message names a
 * scope, else telemetry: `active`, `lastActivityTime`, … can be tested by rules). Other messages change nothing.
 */
export function dataChangesOf(msg: TbMsg): DataChange[] {
  switch (msg.type) {
    case MSG_TYPES.postTelemetry:
      return parseTelemetry(msg.data, { ts: messageTs(msg), nulls: 'skip' })
        .sort((a, b) => a.ts - b.ts)
        .map((group) => ({ kind: 'timeseries', ts: group.ts, entries: group.values }));
    case MSG_TYPES.postAttributes:
    case 'ATTRIBUTES_UPDATED':
      return [{ kind: 'attributes', ts: messageTs(msg), entries: parseDeviceAttributes(msg.data) }];
    case 'ATTRIBUTES_DELETED':
      return [{ kind: 'attributesDeleted', keys: deletedKeys(msg.data) }];
    case MSG_TYPES.activity:
    case MSG_TYPES.inactivity: {
      const entries = parseDeviceAttributes(msg.data);
      return msg.metadata.scope
        ? [{ kind: 'attributes', ts: messageTs(msg), entries }]
        : [{ kind: 'timeseries', ts: messageTs(msg), entries }];
    }
    default:
      return [];
  }
}

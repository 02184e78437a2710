import type { Rpc, RpcStatus, SortOrder } from '@fleetdeck/model';
import dayjs from 'dayjs';
import type { PersistentRpcColumn } from './settings';

/** The columns the server sorts persistent requests by; the others show no sort arrow. */
export const SORTABLE_COLUMNS: ReadonlySet<string> = new Set(['createdTime', 'expirationTime', 'status']);

/** `-createdTime` → createdTime descending, as the platform reads the setting; an unsortable column sorts by time. */
export function sortFromSetting(setting: string): SortOrder {
  const descending = setting.startsWith('-');
  const property = descending ? setting.slice(1) : setting;
  if (!SORTABLE_COLUMNS.has(property)) return { property: 'createdTime', direction: 'DESC' };
  return { property, direction: descending ? 'DESC' : 'ASC' };
}

/** The part of the stored request the table shows: `{oneway, body: {method, params}, retries}`. */
interface StoredRequest {
  oneway?: unknown;
  body?: { method?: unknown; params?: unknown };
  retries?: unknown;
}

const stored = (rpc: Rpc): StoredRequest => (rpc.request ?? {}) as StoredRequest;

export const rpcMethod = (rpc: Rpc): string => String(stored(rpc).body?.method ?? '');

export const isOneWay = (rpc: Rpc): boolean => stored(rpc).oneway === true;

export const rpcRetries = (rpc: Rpc): string => {
  const retries = stored(rpc).retries;
  return typeof retries === 'number' ? String(retries) : '';
};

/** A value as the details print it: text as it is, anything else as indented JSON, nothing for null. */
export function jsonText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}

export const rpcParamsText = (rpc: Rpc): string => jsonText(stored(rpc).body?.params);

const formatTime = (ms: number): string => (ms > 0 ? dayjs(ms).format('YYYY-MM-DD HH:mm:ss') : '');

/** The message key of a status, as the platform's `rpcStatusTranslation`. */
export const statusKey = (status: RpcStatus): string => `widgets.persistent-table.rpc-status.${status}`;

/** The text of one cell of a request's row. */
export function cellText(rpc: Rpc, column: PersistentRpcColumn, translate: (key: string) => string): string {
  switch (column) {
    case 'rpcId':
      return rpc.id.id;
    case 'messageType':
      return translate(`widgets.persistent-table.message-types.${isOneWay(rpc)}`);
    case 'status':
      return translate(statusKey(rpc.status));
    case 'method':
      return rpcMethod(rpc);
    case 'createdTime':
      return formatTime(rpc.createdTime);
    case 'expirationTime':
      return formatTime(rpc.expirationTime);
  }
}

/** The message key of a column's title. */
export const COLUMN_TITLE_KEYS: Record<PersistentRpcColumn, string> = {
  rpcId: 'widgets.persistent-table.rpc-id',
  messageType: 'widgets.persistent-table.message-type',
  status: 'widgets.persistent-table.status',
  method: 'widgets.persistent-table.method',
  createdTime: 'widgets.persistent-table.created-time',
  expirationTime: 'widgets.persistent-table.expiration-time',
};

/** How a status is coloured, after the platform's `rpcStatusColors`, as theme colours that follow dark mode. */
export type StatusColour = 'success' | 'warning' | 'error' | 'default';

export function statusColour(status: RpcStatus): StatusColour {
  switch (status) {
    case 'SENT':
    case 'DELIVERED':
    case 'SUCCESSFUL':
      return 'success';
    case 'TIMEOUT':
      return 'warning';
    case 'FAILED':
    case 'EXPIRED':
      return 'error';
    default:
      return 'default';
  }
}

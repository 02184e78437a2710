/**
 * The messages between a custom widget's sandboxed frame and its host in the dashboard (decision 046). The frame is
 * untrusted: what it sends is checked by shape here before the host acts on it.
 */

/** What the frame needs to start the widget: its type's code and the widget's saved config and first data. */
export interface InitMessage {
  type: 'init';
  html: string;
  css: string;
  js: string;
  config: Record<string, unknown>;
  data: SandboxDatasourceData[];
  datasources: SandboxDatasource[];
  width: number;
  height: number;
  isEdit: boolean;
  stateId: string;
  stateParams: Record<string, unknown>;
  currentUser: { authority: string; tenantId: string | null; customerId: string | null };
}

/** A datasource as the platform's `ctx.datasources` lists it: the saved one with its resolved entity. */
export type SandboxDatasource = Record<string, unknown> & {
  entityName?: string;
  entityId?: string;
  entityType?: string;
  entityLabel?: string;
};

/** One element of the platform's `ctx.data`: a datasource's key and its `[ts, value]` points. */
export interface SandboxDatasourceData {
  datasource: SandboxDatasource;
  dataKey: Record<string, unknown>;
  data: Array<[number, unknown]>;
}

export type HostMessage =
  | InitMessage
  | { type: 'data'; data: SandboxDatasourceData[]; datasources: SandboxDatasource[] }
  | { type: 'resize'; width: number; height: number }
  | { type: 'edit'; isEdit: boolean }
  | { type: 'destroy' }
  | { type: 'ping'; seq: number }
  | { type: 'response'; id: number; ok: true; value?: unknown }
  | { type: 'response'; id: number; ok: false; error: string };

export const REQUEST_OPERATIONS = [
  'saveAttributes',
  'rpcOneWay',
  'rpcTwoWay',
  'action',
  'openState',
  'updateState',
  'resetState',
] as const;
export type RequestOperation = (typeof REQUEST_OPERATIONS)[number];

export interface WidgetRequest {
  type: 'request';
  id: number;
  op: RequestOperation;
  args: Record<string, unknown>;
}

export type FrameMessage =
  | { type: 'ready' }
  | { type: 'pong'; seq: number }
  | { type: 'error'; message: string }
  | WidgetRequest;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The frame's message when it has one of the known shapes, else null (and the host ignores it). */
export function parseFrameMessage(data: unknown): FrameMessage | null {
  if (!isRecord(data)) return null;
  switch (data.type) {
    case 'ready':
      return { type: 'ready' };
    case 'pong':
      return typeof data.seq === 'number' ? { type: 'pong', seq: data.seq } : null;
    case 'error':
      return { type: 'error', message: typeof data.message === 'string' ? data.message.slice(0, 1000) : '' };
    case 'request':
      if (typeof data.id !== 'number' || !REQUEST_OPERATIONS.includes(data.op as RequestOperation)) return null;
      return {
        type: 'request',
        id: data.id,
        op: data.op as RequestOperation,
        args: isRecord(data.args) ? data.args : {},
      };
    default:
      return null;
  }
}

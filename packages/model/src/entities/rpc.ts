import type { DeviceId, EntityId, TenantId } from '../ids.js';

export const RPC_STATUSES = [
  'QUEUED',
  'SENT',
  'DELIVERED',
  'SUCCESSFUL',
  'TIMEOUT',
  'EXPIRED',
  'FAILED',
  'DELETED',
] as const;
export type RpcStatus = (typeof RPC_STATUSES)[number];

/** A persistent server-side RPC request and what became of it. */
export interface Rpc {
  id: EntityId<'RPC'>;
  createdTime: number;
  tenantId: TenantId;
  deviceId: DeviceId;
  expirationTime: number;
  /** the request as the platform keeps it: {id, tenantId, deviceId, oneway, expirationTime, body:{method,params}, ...} */
  request: unknown;
  response: unknown;
  status: RpcStatus;
  additionalInfo: unknown;
}

/** The body of a server-side RPC call. */
export interface RpcRequest {
  method: string;
  params: unknown;
  /** milliseconds to wait for the reply, default 10000, at least 5000 */
  timeout?: number;
  expirationTime?: number;
  persistent?: boolean;
  retries?: number;
  additionalInfo?: unknown;
}

import type { Rpc, RpcStatus } from '@fleetdeck/model';

/** A persistent request as the server lists it, for the table's tests. */
export function testRpc(
  id: string,
  method: string,
  status: RpcStatus,
  options: { oneway?: boolean; params?: unknown; response?: unknown; createdTime?: number } = {},
): Rpc {
  const createdTime = options.createdTime ?? Date.UTC(2026, 10, 27, 9, 30, 0);
  return {
    id: { entityType: 'RPC', id },
    createdTime,
    tenantId: { entityType: 'TENANT', id: 'tenant-1' },
    deviceId: { entityType: 'DEVICE', id: 'device-1' },
    expirationTime: createdTime + 60_000,
    request: {
      id,
      oneway: options.oneway ?? false,
      body: { method, params: options.params ?? {} },
      retries: null,
    },
    response: options.response ?? null,
    status,
    additionalInfo: null,
  };
}

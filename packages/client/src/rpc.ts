import type { PageData, PageLink, Rpc, RpcRequest, RpcStatus } from '@fleetdeck/model';
import { pageLinkToQuery } from '@fleetdeck/model';
import type { ApiClient } from './http.js';

/** Server-side RPC to devices: the v2 calls, and the persistent requests they leave behind. */
export function rpcApi(http: ApiClient) {
  return {
    /** Answers null once the device has the request (persistent: {rpcId}). */
    oneway: (deviceId: string, request: RpcRequest) =>
      http.post<{ rpcId: string } | null>(`/api/rpc/oneway/${deviceId}`, request),
    /** The device's JSON reply (persistent: {rpcId}). */
    twoway: <T = unknown>(deviceId: string, request: RpcRequest) =>
      http.post<T>(`/api/rpc/twoway/${deviceId}`, request),
    persistent: (rpcId: string) => http.get<Rpc>(`/api/rpc/persistent/${rpcId}`),
    persistentByDevice: (deviceId: string, link: PageLink, rpcStatus?: RpcStatus) =>
      http.get<PageData<Rpc>>(`/api/rpc/persistent/device/${deviceId}`, {
        query: { ...pageLinkToQuery(link), rpcStatus },
      }),
    deletePersistent: (rpcId: string) => http.delete<void>(`/api/rpc/persistent/${rpcId}`),
  };
}

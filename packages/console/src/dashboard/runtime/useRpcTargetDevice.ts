import type { EntityId, Widget } from '@fleetdeck/model';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../core/http/api';
import type { AliasResolution } from '../model/alias-resolution';
import { rpcTarget } from './rpc-target';

/** The device an RPC widget commands; an alias with a query is asked for its first entity, which must be a device. */
export function useRpcTargetDevice(widget: Widget, aliases: Record<string, AliasResolution>): EntityId | null {
  const target = rpcTarget(widget, aliases);
  const query = target.kind === 'query' ? target.query : null;
  const found = useQuery({
    queryKey: ['entities', 'DEVICE', 'rpc-target', query],
    queryFn: async () => (query ? ((await api.entityQuery.find(query)).data[0]?.entityId ?? null) : null),
    enabled: query !== null,
    meta: { suppressErrors: true },
  });
  if (target.kind === 'device') return target.deviceId;
  return found.data?.entityType === 'DEVICE' ? found.data : null;
}

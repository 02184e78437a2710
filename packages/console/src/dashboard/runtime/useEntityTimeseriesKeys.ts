import type { EntityId } from '@fleetdeck/model';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../core/http/api';

const NONE: string[] = [];

/** The time-series key names an entity has, once it is known; none while loading or when it cannot be read. */
export function useEntityTimeseriesKeys(entity: EntityId | null): string[] {
  const found = useQuery({
    queryKey: ['telemetry', entity?.entityType, entity?.id, 'timeseries-keys'],
    queryFn: () => (entity ? api.telemetry.timeseriesKeys(entity) : NONE),
    enabled: entity !== null,
  });
  return found.data ?? NONE;
}

import type { EntitySubtype } from '@fleetdeck/model';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../core/http/api';
import { entityKeys } from '../../core/queries/entity-keys';
import type { SubtypeEntityType } from './entity-types';

const SOURCES: Record<SubtypeEntityType, () => Promise<EntitySubtype[]>> = {
  ASSET: () => api.assets.types(),
  DEVICE: () => api.devices.types(),
  EDGE: () => api.edges.types(),
  ENTITY_VIEW: () => api.entityViews.types(),
};

/**
 * The query of a kind's known types. They are read once and kept until an entity of the kind is saved, imported or
 * deleted (which invalidates the kind's queries); they load without the global loading bar and without error toasts.
 */
export function subtypesQuery(entityType: SubtypeEntityType) {
  return {
    queryKey: entityKeys(entityType).types(),
    queryFn: async () => {
      try {
        return (await api.http.silently(SOURCES[entityType])).map((subtype) => subtype.type);
      } catch (error) {
        console.warn(`Types of ${entityType} could not be read`, error);
        throw error;
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
    meta: { suppressErrors: true },
  };
}

/** The known types of a kind; a failed read is an empty list and is tried again when a picker next opens. */
export function useEntitySubtypes(entityType: SubtypeEntityType): string[] {
  return useQuery(subtypesQuery(entityType)).data ?? [];
}

import type { EntityType } from '@fleetdeck/model';
import type { QueryClient } from '@tanstack/react-query';
import { entityKeys } from './entity-keys';

/**
 * After a save, an import or an ownership change of entities of a kind: its lists, the saved entities, its subtypes
 * and picker searches are read again (a saved device may bring a new device type to the type pickers).
 */
export function entitiesChanged(queryClient: QueryClient, entityType: EntityType): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: entityKeys(entityType).all });
}

/** After a delete: the deleted entities are forgotten, so nothing reads them again, and the rest of the kind refreshes. */
export function entitiesDeleted(
  queryClient: QueryClient,
  entityType: EntityType,
  ids: readonly string[],
): Promise<void> {
  const keys = entityKeys(entityType);
  for (const id of ids) queryClient.removeQueries({ queryKey: keys.detail(id), exact: true });
  return queryClient.invalidateQueries({ queryKey: keys.all });
}

import type { WidgetMapActions } from '../../widget-context';
import type { MapEntity } from './map-data';

/**
 * What a map's custom actions see of it (the platform's `widgetContext.map`): every entity's data as the tooltip
 * patterns read it, and a position save that finds the entity by id and writes its own latitude and longitude keys.
 */
export function mapActionsFor(
  entities: readonly MapEntity[],
  savePosition: (entry: MapEntity, values: Record<string, number | null>) => void,
): WidgetMapActions {
  return {
    datasources: entities.map(({ data }) => ({ ...data })),
    saveLocation: (entityId, lat, lng) => {
      const entry = entities.find(({ entity }) => entity.id.id === entityId);
      if (entry) savePosition(entry, { [entry.latKey]: lat, [entry.lngKey]: lng });
    },
  };
}

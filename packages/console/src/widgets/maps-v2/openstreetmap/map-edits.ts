import type { EntityId } from '@fleetdeck/model';
import type { WidgetContext } from '../../widget-context';
import type { MapEntity } from './map-data';

/**
 * Saves values an editor changed on a map (a moved marker, a drawn polygon or circle) to the entity, as the platform
 * does: a key the widget reads as time series is written as telemetry, any other key as a server attribute.
 */
export async function saveMapValues(
  context: WidgetContext,
  entry: Pick<MapEntity, 'entity' | 'keyTypes'>,
  values: Record<string, unknown>,
): Promise<void> {
  const attributes: Record<string, unknown> = {};
  const timeseries: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (entry.keyTypes[key] === 'timeseries') timeseries[key] = value;
    else attributes[key] = value;
  }
  const id: EntityId = entry.entity.id;
  if (Object.keys(attributes).length > 0) await context.attributes.save(id, 'SERVER_SCOPE', attributes);
  if (Object.keys(timeseries).length > 0) await context.timeseries.save(id, timeseries);
}

/** A dragged position inside the map's world: latitudes within ±90, longitudes within ±180. */
export function clampedPosition(lat: number, lng: number): { lat: number; lng: number } {
  return { lat: Math.max(-90, Math.min(90, lat)), lng: Math.max(-180, Math.min(180, lng)) };
}

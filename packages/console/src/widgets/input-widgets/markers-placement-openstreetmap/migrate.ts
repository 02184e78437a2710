import { migrateMap } from '../../maps-v2/openstreetmap/migrate';
import type { MapSettings } from '../../maps-v2/openstreetmap/settings';
import type { WidgetConfig } from '../../widget-config';
import { DEFAULT_PLACEMENT_SETTINGS } from './settings';

/** A saved markers-placement map as the map reads it: the map's defaults, with draggable markers when not saved. */
export function migrateMarkersPlacement(saved: WidgetConfig): WidgetConfig<MapSettings> {
  return migrateMap(saved, DEFAULT_PLACEMENT_SETTINGS);
}

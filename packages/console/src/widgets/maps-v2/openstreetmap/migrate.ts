import type { WidgetConfig } from '../../widget-config';
import { withDefaults } from '../../with-defaults';
import { DEFAULT_MAP_SETTINGS, type MapSettings } from './settings';

/**
 * A saved map (3.4.1 or older) as the map reads it: missing settings get the platform's defaults (the placement
 * variant's markers are draggable unless saved otherwise); every other key stays as saved.
 */
export function migrateMap(
  saved: WidgetConfig,
  defaults: MapSettings = DEFAULT_MAP_SETTINGS,
): WidgetConfig<MapSettings> {
  return { ...saved, settings: withDefaults(defaults, saved.settings) };
}

export const migrateOpenStreetMap = (saved: WidgetConfig) => migrateMap(saved);

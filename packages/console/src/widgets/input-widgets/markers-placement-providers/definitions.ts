import { lazy } from 'react';
import { migrateMap } from '../../maps-v2/openstreetmap/migrate';
import type { MapSettings } from '../../maps-v2/openstreetmap/settings';
import { mapSettingsSchema } from '../../maps-v2/openstreetmap/settings-schema';
import type { WidgetDefinition } from '../../widget-definition';
import { DEFAULT_PLACEMENT_SETTINGS } from '../markers-placement-openstreetmap/settings';
import { placementDefaultConfigs } from './default-configs';
import { PLACEMENT_MAP_ALIASES, PLACEMENT_MAP_TYPES } from './family';

const component = lazy(() =>
  import('../markers-placement-openstreetmap/MarkersPlacementMap').then((module) => ({
    default: module.MarkersPlacementMap,
  })),
);

/**
 * One definition per provider's markers placement type. As in the platform, a saved map without a `provider`
 * setting shows its type's provider, and its markers are draggable unless saved otherwise.
 */
export const placementMapDefinitions: WidgetDefinition<MapSettings>[] = PLACEMENT_MAP_ALIASES.map((alias) => {
  const defaults: MapSettings = { ...DEFAULT_PLACEMENT_SETTINGS, provider: PLACEMENT_MAP_TYPES[alias] };
  return {
    fqn: `input_widgets.${alias}`,
    kind: 'latest',
    component,
    settingsSchema: mapSettingsSchema(defaults),
    processNoDataByWidget: true,
    defaultConfig: placementDefaultConfigs[alias],
    migrate: (saved) => migrateMap(saved, defaults),
  };
});

import { lazy } from 'react';
import type { WidgetDefinition } from '../../widget-definition';
import { migrateMap } from '../openstreetmap/migrate';
import { DEFAULT_MAP_SETTINGS, type MapSettings } from '../openstreetmap/settings';
import { mapSettingsSchema } from '../openstreetmap/settings-schema';
import { providerMapDefaultConfigs } from './default-configs';
import { PROVIDER_MAP_ALIASES, PROVIDER_MAP_TYPES } from './family';

const component = lazy(() =>
  import('../openstreetmap/OpenStreetMap').then((module) => ({ default: module.OpenStreetMap })),
);

/**
 * One definition per provider's map type. As in the platform, the type names the provider its settings do not:
 * a saved map without a `provider` setting shows its type's.
 */
export const providerMapDefinitions: WidgetDefinition<MapSettings>[] = PROVIDER_MAP_ALIASES.map((alias) => {
  const defaults: MapSettings = { ...DEFAULT_MAP_SETTINGS, provider: PROVIDER_MAP_TYPES[alias] };
  return {
    fqn: `maps_v2.${alias}`,
    kind: 'latest',
    component,
    settingsSchema: mapSettingsSchema(defaults),
    processNoDataByWidget: true,
    defaultConfig: providerMapDefaultConfigs[alias],
    migrate: (saved) => migrateMap(saved, defaults),
  };
});

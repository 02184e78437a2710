import { lazy } from 'react';
import type { MapSettings } from '../../maps-v2/openstreetmap/settings';
import { mapSettingsSchema } from '../../maps-v2/openstreetmap/settings-schema';
import type { WidgetDefinition } from '../../widget-definition';
import { markersPlacementDefaultConfig } from './default-config';
import { migrateMarkersPlacement } from './migrate';
import { DEFAULT_PLACEMENT_SETTINGS } from './settings';

/** The platform's "Markers Placement - OpenStreetMap": a map whose markers are moved to set entity positions. */
export const markersPlacementDefinition: WidgetDefinition<MapSettings> = {
  fqn: 'input_widgets.markers_placement_openstreetmap',
  kind: 'latest',
  component: lazy(() => import('./MarkersPlacementMap').then((module) => ({ default: module.MarkersPlacementMap }))),
  settingsSchema: mapSettingsSchema(DEFAULT_PLACEMENT_SETTINGS),
  processNoDataByWidget: true,
  defaultConfig: markersPlacementDefaultConfig,
  migrate: migrateMarkersPlacement,
};

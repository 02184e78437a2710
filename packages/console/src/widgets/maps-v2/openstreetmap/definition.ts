import { lazy } from 'react';
import type { WidgetDefinition } from '../../widget-definition';
import { openStreetMapDefaultConfig } from './default-config';
import { migrateOpenStreetMap } from './migrate';
import type { MapSettings } from './settings';
import { mapSettingsSchema } from './settings-schema';

/** The platform's "OpenStreetMap": entities as markers, with labels, tooltips and tooltip actions. */
export const openStreetMapDefinition: WidgetDefinition<MapSettings> = {
  fqn: 'maps_v2.openstreetmap',
  kind: 'latest',
  component: lazy(() => import('./OpenStreetMap').then((module) => ({ default: module.OpenStreetMap }))),
  settingsSchema: mapSettingsSchema(),
  processNoDataByWidget: true,
  defaultConfig: openStreetMapDefaultConfig,
  migrate: migrateOpenStreetMap,
};

import { lazy } from 'react';
import type { WidgetConfig } from '../../widget-config';
import type { WidgetDefinition } from '../../widget-definition';
import { withDefaults } from '../../with-defaults';
import { routeMapDefaultConfigs } from './default-configs';
import { ROUTE_MAP_ALIASES, ROUTE_MAP_TYPES } from './family';
import { DEFAULT_ROUTE_SETTINGS, type RouteSettings } from './route-settings';
import { routeSettingsSchema } from './route-settings-schema';

const routeMap = lazy(() => import('./RouteMap').then((module) => ({ default: module.RouteMap })));
const tripAnimation = lazy(() => import('./TripAnimation').then((module) => ({ default: module.TripAnimation })));

/**
 * One definition per route map type and the trip animation. As in the platform, a saved map without a `provider`
 * setting shows its type's provider; every other key stays as saved.
 */
export const routeMapDefinitions: WidgetDefinition<RouteSettings>[] = ROUTE_MAP_ALIASES.map((alias) => {
  const { provider, timeline } = ROUTE_MAP_TYPES[alias];
  const defaults: RouteSettings = { ...DEFAULT_ROUTE_SETTINGS, provider };
  return {
    fqn: `maps_v2.${alias}`,
    kind: 'timeseries',
    component: timeline ? tripAnimation : routeMap,
    settingsSchema: routeSettingsSchema(defaults, timeline),
    actionSources: ['markerClick', 'tooltipAction'],
    defaultConfig: routeMapDefaultConfigs[alias],
    migrate: (saved: WidgetConfig): WidgetConfig<RouteSettings> => ({
      ...saved,
      settings: withDefaults(defaults, saved.settings),
    }),
  };
});

import type { Provider } from '../openstreetmap/provider-settings';

/**
 * The platform's route maps (`tb-route-map-widget-settings`) by type alias, with the provider each type shows when
 * its settings name none, and its trip animation (`maps_v2.test`, "Trip Animation",
 * `tb-trip-animation-widget-settings`): the same route on OpenStreetMap, played on a timeline.
 */
export const ROUTE_MAP_TYPES = {
  route_map: { provider: 'google-map', timeline: false },
  route_map_openstreetmap: { provider: 'openstreet-map', timeline: false },
  route_map_tencent_maps: { provider: 'tencent-map', timeline: false },
  test: { provider: 'openstreet-map', timeline: true },
} as const satisfies Record<string, { provider: Provider; timeline: boolean }>;

export type RouteMapAlias = keyof typeof ROUTE_MAP_TYPES;

export const ROUTE_MAP_ALIASES = Object.keys(ROUTE_MAP_TYPES) as RouteMapAlias[];

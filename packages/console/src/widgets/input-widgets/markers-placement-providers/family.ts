import type { Provider } from '../../maps-v2/openstreetmap/provider-settings';

/**
 * The platform's markers placement maps of other providers than OpenStreetMap, by type alias: the OpenStreetMap
 * placement map's draggable markers on an image (positions saved as fractions of its width and height) or on
 * Google's tiles.
 */
export const PLACEMENT_MAP_TYPES = {
  markers_placement_image_map: 'image-map',
  markers_placement_google_maps: 'google-map',
} as const satisfies Record<string, Provider>;

export type PlacementMapAlias = keyof typeof PLACEMENT_MAP_TYPES;

export const PLACEMENT_MAP_ALIASES = Object.keys(PLACEMENT_MAP_TYPES) as PlacementMapAlias[];

import { DEFAULT_MAP_SETTINGS, type MapSettings } from '../../maps-v2/openstreetmap/settings';

/**
 * The placement map's settings are the map's, except that markers can be dragged and polygons edited unless the
 * settings say not.
 */
export const DEFAULT_PLACEMENT_SETTINGS: MapSettings = {
  ...DEFAULT_MAP_SETTINGS,
  draggableMarker: true,
  editablePolygon: true,
};

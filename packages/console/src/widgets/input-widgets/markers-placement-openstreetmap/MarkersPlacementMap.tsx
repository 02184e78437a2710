import { MapWidget } from '../../maps-v2/openstreetmap/MapWidget';
import type { MapSettings } from '../../maps-v2/openstreetmap/settings';
import type { WidgetProps } from '../../widget-definition';

/**
 * "Markers Placement - OpenStreetMap": the map whose markers can be dragged; a dropped marker's position is saved as
 * the entity's latitude and longitude server attributes.
 */
export function MarkersPlacementMap(props: WidgetProps<MapSettings>) {
  return <MapWidget {...props} placement />;
}

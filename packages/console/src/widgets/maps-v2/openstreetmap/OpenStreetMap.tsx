import type { WidgetProps } from '../../widget-definition';
import { MapWidget } from './MapWidget';
import type { MapSettings } from './settings';

/** The "OpenStreetMap" widget: entities as markers on OpenStreetMap tiles. */
export function OpenStreetMap(props: WidgetProps<MapSettings>) {
  return <MapWidget {...props} />;
}

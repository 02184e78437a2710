import type { WidgetProps } from '../../widget-definition';
import { RouteMap } from './RouteMap';
import type { RouteSettings } from './route-settings';

/** The "Trip Animation" widget: the route maps' routes, with a timeline that plays where each entity was. */
export function TripAnimation(props: WidgetProps<RouteSettings>) {
  return <RouteMap {...props} timeline />;
}

import { DEFAULT_MAP_SETTINGS, type MapSettings } from '../openstreetmap/settings';

/**
 * The settings of the route maps (`tb-route-map-widget-settings`) and of the trip animation
 * (`tb-trip-animation-widget-settings`): the map's, with the route's line, its points and its arrows.
 */
export interface RouteSettings extends MapSettings {
  /** px */
  strokeWeight: number;
  strokeOpacity: number;
  /** a dot at every saved position of the route */
  showPoints: boolean;
  /** px across */
  pointSize: number;
  pointColor: string;
  useColorPointFunction: boolean;
  /** body of `function(data, dsData, dsIndex)` giving a point's colour */
  colorPointFunction: string;
  /** arrows along the route, pointing the way it went */
  usePolylineDecorator: boolean;
  decoratorSymbol: 'arrowHead' | 'dash';
  /** px */
  decoratorSymbolSize: number;
  useDecoratorCustomColor: boolean;
  decoratorCustomColor: string;
  /** the trip animation's timeline moves by this many ms a step, and plays a step a second at speed 1 */
  normalizationStep: number;
}

export const DEFAULT_ROUTE_SETTINGS: RouteSettings = {
  ...DEFAULT_MAP_SETTINGS,
  strokeWeight: 2,
  strokeOpacity: 1,
  showPoints: false,
  pointSize: 10,
  pointColor: '',
  useColorPointFunction: false,
  colorPointFunction: '',
  usePolylineDecorator: false,
  decoratorSymbol: 'arrowHead',
  decoratorSymbolSize: 10,
  useDecoratorCustomColor: false,
  decoratorCustomColor: '#000',
  normalizationStep: 1000,
};

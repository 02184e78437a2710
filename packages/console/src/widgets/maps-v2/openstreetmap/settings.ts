import { type ClusterSettings, DEFAULT_CLUSTER_SETTINGS } from './cluster-settings';
import { DEFAULT_EDITOR_SETTINGS, type EditorSettings } from './editor-settings';
import { DEFAULT_PROVIDER_SETTINGS, type ProviderSettings } from './provider-settings';
import {
  type CircleSettings,
  DEFAULT_CIRCLE_SETTINGS,
  DEFAULT_POLYGON_SETTINGS,
  type PolygonSettings,
} from './shape-settings';

/**
 * The settings of the map widgets, with the defaults of the platform's map settings: the provider, the markers
 * (below), polygons and circles, clustering and the placement map's editor.
 */
export interface MapSettings
  extends ProviderSettings,
    PolygonSettings,
    CircleSettings,
    ClusterSettings,
    EditorSettings {
  latKeyName: string;
  lngKeyName: string;
  /** null: chosen from the markers, or 8 */
  defaultZoomLevel: number | null;
  /** 'lat,lng' as typed, or [lat, lng] as older configs saved it */
  defaultCenterPosition: string | [number, number];
  useDefaultCenterPosition: boolean;
  /** zoom to show every marker; the zoom then goes no closer than max(16, defaultZoomLevel) */
  fitMapBounds: boolean;
  disableScrollZooming: boolean;
  disableDoubleClickZooming: boolean;
  disableZoomControl: boolean;
  draggableMarker: boolean;
  showLabel: boolean;
  /** a pattern with `${entityName}`, `${<key label>}`, `${<key label>:<decimals>}` */
  label: string;
  useLabelFunction: boolean;
  /** body of `function(data, dsData, dsIndex)` giving the label pattern */
  labelFunction: string;
  showTooltip: boolean;
  showTooltipAction: 'click' | 'hover';
  /** opening another marker's tooltip closes this one */
  autocloseTooltip: boolean;
  /** a pattern as the label's; `<link-act name='X'>` and `<button-act name='X'>` run the tooltip action X */
  tooltipPattern: string;
  useTooltipFunction: boolean;
  tooltipFunction: string;
  /** in marker widths and heights from the marker's anchor */
  tooltipOffsetX: number;
  tooltipOffsetY: number;
  /** the colour of the default marker */
  color: string;
  useColorFunction: boolean;
  colorFunction: string;
  /** an image URL drawn instead of the default marker */
  markerImage: string | null;
  /** px */
  markerImageSize: number;
  markerImages: string[];
  useMarkerImageFunction: boolean;
  /** body of `function(data, images, dsData, dsIndex)` giving `{url, size}` */
  markerImageFunction: string;
  /** where the marker's position sits in its image: fractions of its width and height */
  markerOffsetX: number;
  markerOffsetY: number;
  [key: string]: unknown;
}

export const DEFAULT_MAP_SETTINGS: MapSettings = {
  ...DEFAULT_PROVIDER_SETTINGS,
  ...DEFAULT_POLYGON_SETTINGS,
  ...DEFAULT_CIRCLE_SETTINGS,
  ...DEFAULT_CLUSTER_SETTINGS,
  ...DEFAULT_EDITOR_SETTINGS,
  latKeyName: 'latitude',
  lngKeyName: 'longitude',
  defaultZoomLevel: null,
  defaultCenterPosition: '0,0',
  useDefaultCenterPosition: false,
  fitMapBounds: true,
  disableScrollZooming: false,
  disableDoubleClickZooming: false,
  disableZoomControl: false,
  draggableMarker: false,
  showLabel: true,
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the platform's own pattern syntax
  label: '${entityName}',
  useLabelFunction: false,
  labelFunction: '',
  showTooltip: true,
  showTooltipAction: 'click',
  autocloseTooltip: true,
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the platform's own pattern syntax
  tooltipPattern: '<b>${entityName}</b><br/><br/><b>Latitude:</b> ${latitude:7}<br/><b>Longitude:</b> ${longitude:7}',
  useTooltipFunction: false,
  tooltipFunction: '',
  tooltipOffsetX: 0,
  tooltipOffsetY: -1,
  color: '#FE7569',
  useColorFunction: false,
  colorFunction: '',
  markerImage: null,
  markerImageSize: 34,
  markerImages: [],
  useMarkerImageFunction: false,
  markerImageFunction: '',
  markerOffsetX: 0.5,
  markerOffsetY: 1,
};

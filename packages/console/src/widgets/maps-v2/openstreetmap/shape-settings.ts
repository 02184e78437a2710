/**
 * The polygon and circle settings of the map widgets, with the platform's defaults. Both shapes are read from one
 * key of each entity; the functions are bodies of `function(data, dsData, dsIndex)` as for markers.
 */
export interface PolygonSettings {
  showPolygon: boolean;
  /** the key holding `[[lat, lng], …]`, rings of such, or two corners of a rectangle (JSON text or value) */
  polygonKeyName: string;
  /** the placement map lets users draw, move and remove polygons */
  editablePolygon: boolean;
  showPolygonLabel: boolean;
  usePolygonLabelFunction: boolean;
  polygonLabel: string;
  polygonLabelFunction: string;
  showPolygonTooltip: boolean;
  showPolygonTooltipAction: 'click' | 'hover';
  autoClosePolygonTooltip: boolean;
  usePolygonTooltipFunction: boolean;
  polygonTooltipPattern: string;
  polygonTooltipFunction: string;
  polygonColor: string;
  polygonOpacity: number;
  usePolygonColorFunction: boolean;
  polygonColorFunction: string;
  polygonStrokeColor: string;
  polygonStrokeOpacity: number;
  polygonStrokeWeight: number;
  usePolygonStrokeColorFunction: boolean;
  polygonStrokeColorFunction: string;
}

export interface CircleSettings {
  showCircle: boolean;
  /** the key holding `{latitude, longitude, radius}` (JSON text or value), the radius in metres */
  circleKeyName: string;
  editableCircle: boolean;
  showCircleLabel: boolean;
  useCircleLabelFunction: boolean;
  circleLabel: string;
  circleLabelFunction: string;
  showCircleTooltip: boolean;
  showCircleTooltipAction: 'click' | 'hover';
  autoCloseCircleTooltip: boolean;
  useCircleTooltipFunction: boolean;
  circleTooltipPattern: string;
  circleTooltipFunction: string;
  circleFillColor: string;
  circleFillColorOpacity: number;
  useCircleFillColorFunction: boolean;
  circleFillColorFunction: string;
  circleStrokeColor: string;
  circleStrokeOpacity: number;
  circleStrokeWeight: number;
  useCircleStrokeColorFunction: boolean;
  circleStrokeColorFunction: string;
}

// biome-ignore lint/suspicious/noTemplateCurlyInString: the platform's own pattern syntax
const NAME_PATTERN = '${entityName}';
// biome-ignore lint/suspicious/noTemplateCurlyInString: the platform's own pattern syntax
const SHAPE_TOOLTIP = '<b>${entityName}</b><br/><br/><b>TimeStamp:</b> ${ts:7}';

export const DEFAULT_POLYGON_SETTINGS: PolygonSettings = {
  showPolygon: false,
  polygonKeyName: 'perimeter',
  editablePolygon: false,
  showPolygonLabel: false,
  usePolygonLabelFunction: false,
  polygonLabel: NAME_PATTERN,
  polygonLabelFunction: '',
  showPolygonTooltip: false,
  showPolygonTooltipAction: 'click',
  autoClosePolygonTooltip: true,
  usePolygonTooltipFunction: false,
  polygonTooltipPattern: SHAPE_TOOLTIP,
  polygonTooltipFunction: '',
  polygonColor: '#3388ff',
  polygonOpacity: 0.2,
  usePolygonColorFunction: false,
  polygonColorFunction: '',
  polygonStrokeColor: '#3388ff',
  polygonStrokeOpacity: 1,
  polygonStrokeWeight: 3,
  usePolygonStrokeColorFunction: false,
  polygonStrokeColorFunction: '',
};

export const DEFAULT_CIRCLE_SETTINGS: CircleSettings = {
  showCircle: false,
  circleKeyName: 'perimeter',
  editableCircle: false,
  showCircleLabel: false,
  useCircleLabelFunction: false,
  circleLabel: NAME_PATTERN,
  circleLabelFunction: '',
  showCircleTooltip: false,
  showCircleTooltipAction: 'click',
  autoCloseCircleTooltip: true,
  useCircleTooltipFunction: false,
  circleTooltipPattern: SHAPE_TOOLTIP,
  circleTooltipFunction: '',
  circleFillColor: '#3388ff',
  circleFillColorOpacity: 0.2,
  useCircleFillColorFunction: false,
  circleFillColorFunction: '',
  circleStrokeColor: '#3388ff',
  circleStrokeOpacity: 1,
  circleStrokeWeight: 3,
  useCircleStrokeColorFunction: false,
  circleStrokeColorFunction: '',
};

import type { MapEntity, MarkerData } from './map-data';
import { actionHtml, fillDataPattern } from './map-patterns';
import type { MapSettings } from './settings';

type CallFunction = (body: string, argNames: string[], args: unknown[]) => unknown;

/** How an entity's polygon or circle looks: Leaflet's path options, its label and its tooltip. */
export interface ShapeLook {
  /** sanitised HTML shown at the shape's centre; null: none */
  label: string | null;
  /** sanitised HTML with action elements; null: none */
  tooltip: string | null;
  tooltipOnHover: boolean;
  autoCloseTooltip: boolean;
  fillColor: string;
  fillOpacity: number;
  color: string;
  opacity: number;
  weight: number;
}

/** The settings of one kind of shape, each named by what it means. */
interface ShapeSettingNames {
  showLabel: boolean;
  useLabelFunction: boolean;
  labelFunction: string;
  label: string;
  showTooltip: boolean;
  tooltipAction: 'click' | 'hover';
  autoCloseTooltip: boolean;
  useTooltipFunction: boolean;
  tooltipFunction: string;
  tooltipPattern: string;
  fillColor: string;
  useFillColorFunction: boolean;
  fillColorFunction: string;
  fillOpacity: number;
  strokeColor: string;
  useStrokeColorFunction: boolean;
  strokeColorFunction: string;
  strokeOpacity: number;
  strokeWeight: number;
}

function shapeLook(
  entry: MapEntity,
  all: readonly MapEntity[],
  names: ShapeSettingNames,
  callFunction?: CallFunction,
): ShapeLook {
  const dsData: MarkerData[] = all.map((other) => other.data);
  const run = (use: boolean, body: string) =>
    use && body.trim() && callFunction
      ? callFunction(body, ['data', 'dsData', 'dsIndex'], [entry.data, dsData, entry.index])
      : undefined;
  const text = (use: boolean, body: string, fallback: string) => {
    const result = run(use, body);
    return typeof result === 'string' && result ? result : fallback;
  };
  const pattern = (use: boolean, body: string, fallback: string) =>
    actionHtml(fillDataPattern(text(use, body, fallback), entry.data)) || null;
  return {
    label: names.showLabel ? pattern(names.useLabelFunction, names.labelFunction, names.label) : null,
    tooltip: names.showTooltip ? pattern(names.useTooltipFunction, names.tooltipFunction, names.tooltipPattern) : null,
    tooltipOnHover: names.tooltipAction === 'hover',
    autoCloseTooltip: names.autoCloseTooltip,
    fillColor: text(names.useFillColorFunction, names.fillColorFunction, names.fillColor),
    fillOpacity: names.fillOpacity,
    color: text(names.useStrokeColorFunction, names.strokeColorFunction, names.strokeColor),
    opacity: names.strokeOpacity,
    weight: names.strokeWeight,
  };
}

/** An entity's polygon: colours from the settings or their functions, label and tooltip from their patterns. */
export function polygonLook(
  entry: MapEntity,
  all: readonly MapEntity[],
  s: MapSettings,
  callFunction?: CallFunction,
): ShapeLook {
  return shapeLook(
    entry,
    all,
    {
      showLabel: s.showPolygonLabel,
      useLabelFunction: s.usePolygonLabelFunction,
      labelFunction: s.polygonLabelFunction,
      label: s.polygonLabel,
      showTooltip: s.showPolygonTooltip,
      tooltipAction: s.showPolygonTooltipAction,
      autoCloseTooltip: s.autoClosePolygonTooltip,
      useTooltipFunction: s.usePolygonTooltipFunction,
      tooltipFunction: s.polygonTooltipFunction,
      tooltipPattern: s.polygonTooltipPattern,
      fillColor: s.polygonColor,
      useFillColorFunction: s.usePolygonColorFunction,
      fillColorFunction: s.polygonColorFunction,
      fillOpacity: s.polygonOpacity,
      strokeColor: s.polygonStrokeColor,
      useStrokeColorFunction: s.usePolygonStrokeColorFunction,
      strokeColorFunction: s.polygonStrokeColorFunction,
      strokeOpacity: s.polygonStrokeOpacity,
      strokeWeight: s.polygonStrokeWeight,
    },
    callFunction,
  );
}

/** An entity's circle: as its polygon, from the circle settings. */
export function circleLook(
  entry: MapEntity,
  all: readonly MapEntity[],
  s: MapSettings,
  callFunction?: CallFunction,
): ShapeLook {
  return shapeLook(
    entry,
    all,
    {
      showLabel: s.showCircleLabel,
      useLabelFunction: s.useCircleLabelFunction,
      labelFunction: s.circleLabelFunction,
      label: s.circleLabel,
      showTooltip: s.showCircleTooltip,
      tooltipAction: s.showCircleTooltipAction,
      autoCloseTooltip: s.autoCloseCircleTooltip,
      useTooltipFunction: s.useCircleTooltipFunction,
      tooltipFunction: s.circleTooltipFunction,
      tooltipPattern: s.circleTooltipPattern,
      fillColor: s.circleFillColor,
      useFillColorFunction: s.useCircleFillColorFunction,
      fillColorFunction: s.circleFillColorFunction,
      fillOpacity: s.circleFillColorOpacity,
      strokeColor: s.circleStrokeColor,
      useStrokeColorFunction: s.useCircleStrokeColorFunction,
      strokeColorFunction: s.circleStrokeColorFunction,
      strokeOpacity: s.circleStrokeOpacity,
      strokeWeight: s.circleStrokeWeight,
    },
    callFunction,
  );
}

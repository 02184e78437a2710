import type { MapEntity, MarkerData } from './map-data';
import { actionHtml, fillDataPattern } from './map-patterns';
import type { MapSettings } from './settings';

type CallFunction = (body: string, argNames: string[], args: unknown[]) => unknown;

export interface MarkerLook {
  /** sanitised HTML; null: no label */
  label: string | null;
  /** sanitised HTML with action elements; null: no tooltip */
  tooltip: string | null;
  color: string;
  /** an image instead of the coloured pin */
  image: { url: string; size: number } | null;
}

/**
 * How an entity's marker looks: label, tooltip, colour and image from the settings' patterns, or from their functions
 * (run by the dashboard; without one the patterns apply).
 */
export function markerLook(
  entry: MapEntity,
  all: readonly MapEntity[],
  settings: MapSettings,
  callFunction?: CallFunction,
): MarkerLook {
  const dsData: MarkerData[] = all.map((other) => other.data);
  const run = (use: boolean, body: string, names: string[], args: unknown[]) =>
    use && body.trim() && callFunction ? callFunction(body, names, args) : undefined;
  const dataArgs = [entry.data, dsData, entry.index];
  const dataNames = ['data', 'dsData', 'dsIndex'];

  const pattern = (use: boolean, body: string, fallback: string) => {
    const result = run(use, body, dataNames, dataArgs);
    return fillDataPattern(typeof result === 'string' ? result : fallback, entry.data);
  };
  const label = settings.showLabel
    ? actionHtml(pattern(settings.useLabelFunction, settings.labelFunction, settings.label))
    : null;
  const tooltip = settings.showTooltip
    ? actionHtml(pattern(settings.useTooltipFunction, settings.tooltipFunction, settings.tooltipPattern))
    : null;

  const colorResult = run(settings.useColorFunction, settings.colorFunction, dataNames, dataArgs);
  const color = typeof colorResult === 'string' && colorResult ? colorResult : settings.color;

  const imageResult = run(
    settings.useMarkerImageFunction,
    settings.markerImageFunction,
    ['data', 'images', 'dsData', 'dsIndex'],
    [entry.data, settings.markerImages, dsData, entry.index],
  ) as { url?: unknown; size?: unknown } | undefined;
  let image: MarkerLook['image'] = null;
  if (imageResult && typeof imageResult.url === 'string' && imageResult.url) {
    image = {
      url: imageResult.url,
      size: typeof imageResult.size === 'number' ? imageResult.size : settings.markerImageSize,
    };
  } else if (settings.markerImage) {
    image = { url: settings.markerImage, size: settings.markerImageSize };
  }
  return { label: label || null, tooltip: tooltip || null, color, image };
}

/** The default marker: a pin in the marker's colour, as SVG markup for a div icon (nothing loaded from elsewhere). */
export function pinSvg(color: string, size: number): string {
  const safe = /^[#(),.%\w\s-]+$/.test(color) ? color : '#FE7569';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size * 0.7}" height="${size}" viewBox="0 0 24 34">` +
    `<path d="M12 0C5.4 0 0 5.4 0 12c0 9 12 22 12 22s12-13 12-22C24 5.4 18.6 0 12 0z" fill="${safe}" stroke="#333" stroke-width="1"/>` +
    '<circle cx="12" cy="12" r="4.5" fill="#fff" fill-opacity="0.8"/></svg>'
  );
}

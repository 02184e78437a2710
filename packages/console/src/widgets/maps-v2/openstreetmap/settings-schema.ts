import type { RJSFSchema } from '@rjsf/utils';
import { HERE_MAP_PROVIDERS, MAP_PROVIDERS, PROVIDERS } from './provider-settings';
import { DEFAULT_MAP_SETTINGS as D, type MapSettings } from './settings';

const flag = (title: string, value: boolean): RJSFSchema => ({ title, type: 'boolean', default: value });
const text = (title: string, value: string): RJSFSchema => ({ title, type: 'string', default: value });
const number = (title: string, value: number): RJSFSchema => ({ title, type: 'number', default: value });

/** The form of a map's settings: exactly the settings the map honours (see settings.ts). */
export function mapSettingsSchema(defaults: MapSettings = D): RJSFSchema {
  return {
    type: 'object',
    title: 'Map settings',
    properties: {
      provider: { title: 'Map provider type', type: 'string', enum: [...PROVIDERS], default: defaults.provider },
      mapProvider: { title: 'Map provider', type: 'string', enum: [...MAP_PROVIDERS], default: defaults.mapProvider },
      useCustomProvider: flag('Use custom provider', defaults.useCustomProvider),
      customProviderTileUrl: text('Custom provider tile URL', defaults.customProviderTileUrl),
      gmApiKey: text('Google Maps API key', defaults.gmApiKey),
      gmDefaultMapType: {
        title: 'Google default map type',
        type: 'string',
        enum: ['roadmap', 'satellite', 'hybrid', 'terrain'],
        default: defaults.gmDefaultMapType,
      },
      mapProviderHere: {
        title: 'HERE map provider',
        type: 'string',
        enum: [...HERE_MAP_PROVIDERS],
        default: defaults.mapProviderHere,
      },
      credentials: {
        title: 'HERE credentials',
        type: 'object',
        properties: {
          app_id: text('HERE app ID', defaults.credentials.app_id),
          app_code: text('HERE app code', defaults.credentials.app_code),
        },
      },
      tmApiKey: text('Tencent Maps API key', defaults.tmApiKey),
      tmDefaultMapType: text('Tencent default map type', defaults.tmDefaultMapType),
      mapImageUrl: text('Image map background (URL)', defaults.mapImageUrl),
      xPosKeyName: text('Image map X position key name', defaults.xPosKeyName),
      yPosKeyName: text('Image map Y position key name', defaults.yPosKeyName),
      posFunction: text('Position conversion function: f(origXPos, origYPos)', defaults.posFunction),
      latKeyName: text('Latitude key name', defaults.latKeyName),
      lngKeyName: text('Longitude key name', defaults.lngKeyName),
      defaultZoomLevel: {
        title: 'Default map zoom level (0 - 20)',
        type: ['integer', 'null'],
        minimum: 0,
        maximum: 20,
        default: null,
      },
      defaultCenterPosition: text('Default map center position (0,0)', '0,0'),
      useDefaultCenterPosition: flag('Use default map center position', defaults.useDefaultCenterPosition),
      fitMapBounds: flag('Fit map bounds to cover all markers', defaults.fitMapBounds),
      disableScrollZooming: flag('Disable scroll zooming', defaults.disableScrollZooming),
      disableDoubleClickZooming: flag('Disable double click zooming', defaults.disableDoubleClickZooming),
      disableZoomControl: flag('Disable zoom control buttons', defaults.disableZoomControl),
      draggableMarker: flag('Draggable marker', defaults.draggableMarker),
      showLabel: flag('Show label', defaults.showLabel),
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the platform's own pattern syntax
      label: text('Label (pattern examples: ${entityName}, ${temperature:1})', defaults.label),
      useLabelFunction: flag('Use label function', defaults.useLabelFunction),
      labelFunction: text('Label function: f(data, dsData, dsIndex)', defaults.labelFunction),
      showTooltip: flag('Show tooltip', defaults.showTooltip),
      showTooltipAction: {
        title: 'Action for displaying the tooltip',
        type: 'string',
        oneOf: [
          { const: 'click', title: 'Show tooltip on click' },
          { const: 'hover', title: 'Show tooltip on hover' },
        ],
        default: defaults.showTooltipAction,
      },
      autocloseTooltip: flag('Auto-close tooltips', defaults.autocloseTooltip),
      tooltipPattern: text("Tooltip (for ex. <link-act name='my-action'>Text</link-act>)", defaults.tooltipPattern),
      useTooltipFunction: flag('Use tooltip function', defaults.useTooltipFunction),
      tooltipFunction: text('Tooltip function: f(data, dsData, dsIndex)', defaults.tooltipFunction),
      tooltipOffsetX: number('Tooltip offset X (ratio to the marker width)', defaults.tooltipOffsetX),
      tooltipOffsetY: number('Tooltip offset Y (ratio to the marker height)', defaults.tooltipOffsetY),
      color: text('Color', defaults.color),
      useColorFunction: flag('Use color function', defaults.useColorFunction),
      colorFunction: text('Color function: f(data, dsData, dsIndex)', defaults.colorFunction),
      markerImage: { title: 'Custom marker image URL', type: ['string', 'null'], default: null },
      markerImageSize: number('Custom marker image size (px)', defaults.markerImageSize),
      markerImages: { title: 'Marker images', type: 'array', items: { type: 'string' }, default: [] },
      useMarkerImageFunction: flag('Use marker image function', defaults.useMarkerImageFunction),
      markerImageFunction: text(
        'Marker image function: f(data, images, dsData, dsIndex)',
        defaults.markerImageFunction,
      ),
      markerOffsetX: number('Marker X offset (ratio to the image width)', defaults.markerOffsetX),
      markerOffsetY: number('Marker Y offset (ratio to the image height)', defaults.markerOffsetY),
      ...shapeProperties('polygon', 'Polygon', defaults),
      ...shapeProperties('circle', 'Circle', defaults),
      useClusterMarkers: flag('Use markers clustering', defaults.useClusterMarkers),
      zoomOnClick: flag('Zoom when clicking on a cluster', defaults.zoomOnClick),
      maxZoom: {
        title: 'Maximum zoom level at which markers are clustered',
        type: ['integer', 'null'],
        minimum: 0,
        maximum: 18,
        default: null,
      },
      maxClusterRadius: number('Maximum cluster radius (px)', defaults.maxClusterRadius),
      animate: flag('Animate zoom transitions', defaults.animate),
      spiderfyOnMaxZoom: flag('Spread out markers at the maximum zoom', defaults.spiderfyOnMaxZoom),
      showCoverageOnHover: flag('Show the area of a cluster on hover', defaults.showCoverageOnHover),
      chunkedLoading: flag('Load markers in chunks', defaults.chunkedLoading),
      removeOutsideVisibleBounds: flag('Leave out markers outside the view', defaults.removeOutsideVisibleBounds),
      snappable: flag('Snap to other shapes while editing', defaults.snappable),
      initDragMode: flag('Open in drag mode', defaults.initDragMode),
      hideAllControlButton: flag('Hide all edit buttons', defaults.hideAllControlButton),
      hideDrawControlButton: flag('Hide the draw buttons', defaults.hideDrawControlButton),
      hideEditControlButton: flag('Hide the edit buttons', defaults.hideEditControlButton),
      hideRemoveControlButton: flag('Hide the remove button', defaults.hideRemoveControlButton),
    },
  };
}

/** The settings of polygons or circles, which share their shape: show, key, label, tooltip, fill and stroke. */
function shapeProperties(kind: 'polygon' | 'circle', title: string, defaults: MapSettings): Record<string, RJSFSchema> {
  const Kind = title;
  const value = (name: string) => defaults[name];
  const flagOf = (name: string, label: string) => flag(label, value(name) as boolean);
  const textOf = (name: string, label: string) => text(label, value(name) as string);
  const numberOf = (name: string, label: string) => number(label, value(name) as number);
  const fill = kind === 'polygon' ? 'polygonColor' : 'circleFillColor';
  const fillOpacity = kind === 'polygon' ? 'polygonOpacity' : 'circleFillColorOpacity';
  const useFill = kind === 'polygon' ? 'usePolygonColorFunction' : 'useCircleFillColorFunction';
  const fillFunction = kind === 'polygon' ? 'polygonColorFunction' : 'circleFillColorFunction';
  const use = (name: string) => (kind === 'polygon' ? `usePolygon${name}` : `useCircle${name}`);
  return {
    [`show${Kind}`]: flagOf(`show${Kind}`, `Show ${kind}s`),
    [`${kind}KeyName`]: textOf(`${kind}KeyName`, `${Kind} key name`),
    [`editable${Kind}`]: flagOf(`editable${Kind}`, `Editable ${kind}s`),
    [`show${Kind}Label`]: flagOf(`show${Kind}Label`, `Show ${kind} label`),
    [use('LabelFunction')]: flagOf(use('LabelFunction'), `Use ${kind} label function`),
    [`${kind}Label`]: textOf(`${kind}Label`, `${Kind} label (pattern)`),
    [`${kind}LabelFunction`]: textOf(`${kind}LabelFunction`, `${Kind} label function: f(data, dsData, dsIndex)`),
    [`show${Kind}Tooltip`]: flagOf(`show${Kind}Tooltip`, `Show ${kind} tooltip`),
    [`show${Kind}TooltipAction`]: {
      title: `Action for displaying the ${kind} tooltip`,
      type: 'string',
      enum: ['click', 'hover'],
      default: value(`show${Kind}TooltipAction`) as string,
    },
    [`autoClose${Kind}Tooltip`]: flagOf(`autoClose${Kind}Tooltip`, `Auto-close ${kind} tooltips`),
    [use('TooltipFunction')]: flagOf(use('TooltipFunction'), `Use ${kind} tooltip function`),
    [`${kind}TooltipPattern`]: textOf(`${kind}TooltipPattern`, `${Kind} tooltip (pattern)`),
    [`${kind}TooltipFunction`]: textOf(`${kind}TooltipFunction`, `${Kind} tooltip function: f(data, dsData, dsIndex)`),
    [fill]: textOf(fill, `${Kind} fill color`),
    [fillOpacity]: numberOf(fillOpacity, `${Kind} fill opacity (0 - 1)`),
    [useFill]: flagOf(useFill, `Use ${kind} fill color function`),
    [fillFunction]: textOf(fillFunction, `${Kind} fill color function: f(data, dsData, dsIndex)`),
    [`${kind}StrokeColor`]: textOf(`${kind}StrokeColor`, `${Kind} stroke color`),
    [`${kind}StrokeOpacity`]: numberOf(`${kind}StrokeOpacity`, `${Kind} stroke opacity (0 - 1)`),
    [`${kind}StrokeWeight`]: numberOf(`${kind}StrokeWeight`, `${Kind} stroke weight (px)`),
    [use('StrokeColorFunction')]: flagOf(use('StrokeColorFunction'), `Use ${kind} stroke color function`),
    [`${kind}StrokeColorFunction`]: textOf(
      `${kind}StrokeColorFunction`,
      `${Kind} stroke color function: f(data, dsData, dsIndex)`,
    ),
  };
}

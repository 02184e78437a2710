import type { RJSFSchema } from '@rjsf/utils';
import { DEFAULT_MAP_SETTINGS as D, MAP_PROVIDERS, type MapSettings } from './settings';

const flag = (title: string, value: boolean): RJSFSchema => ({ title, type: 'boolean', default: value });
const text = (title: string, value: string): RJSFSchema => ({ title, type: 'string', default: value });
const number = (title: string, value: number): RJSFSchema => ({ title, type: 'number', default: value });

/** The form of a map's settings: exactly the settings the map honours (see settings.ts). */
export function mapSettingsSchema(defaults: MapSettings = D): RJSFSchema {
  return {
    type: 'object',
    title: 'Map settings',
    properties: {
      mapProvider: { title: 'Map provider', type: 'string', enum: [...MAP_PROVIDERS], default: defaults.mapProvider },
      useCustomProvider: flag('Use custom provider', defaults.useCustomProvider),
      customProviderTileUrl: text('Custom provider tile URL', defaults.customProviderTileUrl),
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
    },
  };
}

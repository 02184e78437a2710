import type { RJSFSchema } from '@rjsf/utils';
import { DEFAULT_RADIAL_GAUGE_SETTINGS as D } from './settings';

const colour = (title: string, fallback: string | null): RJSFSchema => ({
  title,
  type: fallback === null ? ['string', 'null'] : 'string',
  default: fallback,
});

/** The form of the radial gauges' settings: exactly the settings the dial honours (see settings.ts). */
export const radialGaugeSettingsSchema: RJSFSchema = {
  type: 'object',
  title: 'Radial gauge settings',
  properties: {
    minValue: { title: 'Minimum value', type: 'number', default: D.minValue },
    maxValue: { title: 'Maximum value', type: 'number', default: D.maxValue },
    startAngle: { title: 'Start ticks angle, degrees', type: 'number', default: D.startAngle },
    ticksAngle: { title: 'Ticks angle, degrees', type: 'number', default: D.ticksAngle },
    majorTicksCount: { title: 'Major ticks count', type: 'integer', minimum: 1, default: D.majorTicksCount },
    minorTicks: { title: 'Minor ticks count', type: 'integer', minimum: 0, default: D.minorTicks },
    showUnitTitle: { title: 'Show unit title', type: 'boolean', default: D.showUnitTitle },
    unitTitle: { title: 'Unit title (the key label when empty)', type: ['string', 'null'], default: null },
    units: { title: 'Units of the value (when the key has none)', type: ['string', 'null'], default: null },
    valueDec: { title: 'Decimals of the value (when the key has none)', type: ['integer', 'null'], default: null },
    valueBox: { title: 'Show value box', type: 'boolean', default: D.valueBox },
    showBorder: { title: 'Show border', type: 'boolean', default: D.showBorder },
    defaultColor: colour('Needle colour (the key colour when empty)', D.defaultColor),
    colorPlate: colour('Plate colour', D.colorPlate),
    colorMajorTicks: colour('Major ticks colour', D.colorMajorTicks),
    colorMinorTicks: colour('Minor ticks colour', D.colorMinorTicks),
    colorValueBoxBackground: colour('Value box background colour', D.colorValueBoxBackground),
    highlightsWidth: { title: 'Highlights width', type: 'number', minimum: 0, default: D.highlightsWidth },
    highlights: {
      title: 'Highlights',
      type: 'array',
      default: [],
      items: {
        type: 'object',
        required: ['from', 'to', 'color'],
        properties: {
          from: { title: 'From', type: 'number' },
          to: { title: 'To', type: 'number' },
          color: { title: 'Colour', type: 'string' },
        },
      },
    },
    needleCircleSize: { title: 'Needle circle size', type: 'number', minimum: 0, default: D.needleCircleSize },
  },
};

import type { RJSFSchema } from '@rjsf/utils';
import { DEFAULT_DIGITAL_GAUGE_SETTINGS as D } from './settings';

const nullableText = (title: string): RJSFSchema => ({ title, type: ['string', 'null'], default: null });
const colours = (title: string): RJSFSchema => ({ title, type: 'array', default: [], items: { type: 'string' } });

/** The form of the digital gauges' settings: exactly the settings the gauge honours (see settings.ts). */
export const digitalGaugeSettingsSchema: RJSFSchema = {
  type: 'object',
  title: 'Digital gauge settings',
  properties: {
    gaugeType: {
      title: 'Gauge type',
      type: 'string',
      oneOf: [
        { const: 'arc', title: 'Arc' },
        { const: 'donut', title: 'Donut' },
        { const: 'horizontalBar', title: 'Horizontal bar' },
        { const: 'verticalBar', title: 'Vertical bar' },
      ],
      default: D.gaugeType,
    },
    donutStartAngle: { title: 'Donut start angle, degrees', type: 'number', default: D.donutStartAngle },
    minValue: { title: 'Minimum value', type: 'number', default: D.minValue },
    maxValue: { title: 'Maximum value', type: 'number', default: D.maxValue },
    showMinMax: { title: 'Show minimum and maximum', type: 'boolean', default: D.showMinMax },
    showValue: { title: 'Show value', type: 'boolean', default: D.showValue },
    decimals: {
      title: 'Decimals of the value (when the key has none)',
      type: ['integer', 'null'],
      minimum: 0,
      default: null,
    },
    units: nullableText('Units of the value (when the key has none)'),
    showTitle: { title: 'Show title', type: 'boolean', default: D.showTitle },
    title: nullableText('Title (the key label when empty)'),
    showUnitTitle: { title: 'Show unit title', type: 'boolean', default: D.showUnitTitle },
    unitTitle: nullableText('Unit title (the key label when empty)'),
    gaugeWidthScale: { title: 'Gauge width scale', type: 'number', minimum: 0, default: D.gaugeWidthScale },
    neonGlowBrightness: {
      title: 'Neon glow brightness, 0–100',
      type: 'number',
      minimum: 0,
      maximum: 100,
      default: D.neonGlowBrightness,
    },
    gaugeColor: nullableText('Gauge background colour'),
    defaultColor: nullableText('Bar colour (the key colour when empty)'),
    levelColors: colours('Level colours, from the minimum to the maximum'),
    useFixedLevelColor: { title: 'Use fixed level colours', type: 'boolean', default: D.useFixedLevelColor },
    fixedLevelColors: {
      title: 'Fixed level colours',
      type: 'array',
      default: [],
      items: {
        type: 'object',
        required: ['color'],
        properties: {
          from: { title: 'From', type: ['number', 'null'] },
          to: { title: 'To', type: ['number', 'null'] },
          color: { title: 'Colour', type: 'string' },
        },
      },
    },
  },
};

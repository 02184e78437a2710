import type { RJSFSchema } from '@rjsf/utils';
import { radialGaugeSettingsSchema } from '../radial-gauge/settings-schema';
import { DEFAULT_LINEAR_GAUGE_SETTINGS as D } from './settings';

const {
  startAngle: _start,
  ticksAngle: _ticks,
  needleCircleSize: _needle,
  defaultColor: _needleColour,
  ...scale
} = radialGaugeSettingsSchema.properties ?? {};

/** The form of the linear gauge's settings: the radial gauge's scale and value settings, and the bar's colours. */
export const linearGaugeSettingsSchema: RJSFSchema = {
  type: 'object',
  title: 'Linear gauge settings',
  properties: {
    ...scale,
    defaultColor: { title: 'Bar colour (the key colour when empty)', type: ['string', 'null'], default: null },
    colorBar: { title: 'Bar background colour', type: 'string', default: D.colorBar },
    colorBarStroke: { title: 'Bar stroke colour', type: 'string', default: D.colorBarStroke },
    barStrokeWidth: { title: 'Bar stroke width', type: 'number', minimum: 0, default: D.barStrokeWidth },
    colorBarProgress: { title: 'Bar progress colour', type: ['string', 'null'], default: null },
    colorBarProgressEnd: { title: 'Bar progress end colour', type: ['string', 'null'], default: null },
  },
};

import type { RJSFSchema } from '@rjsf/utils';
import { DEFAULT_COMPASS_SETTINGS as D } from './settings';

const colour = (title: string, fallback: string): RJSFSchema => ({ title, type: 'string', default: fallback });

/** The form of the compass settings: exactly the settings the dial honours (see settings.ts). */
export const compassSettingsSchema: RJSFSchema = {
  type: 'object',
  title: 'Compass settings',
  properties: {
    majorTicks: { title: 'Major ticks names', type: 'array', items: { type: 'string' }, default: D.majorTicks },
    minorTicks: { title: 'Minor ticks count', type: 'integer', minimum: 0, default: D.minorTicks },
    animationTarget: {
      title: 'What turns',
      type: 'string',
      oneOf: [
        { const: 'needle', title: 'Needle' },
        { const: 'plate', title: 'Plate' },
      ],
      default: D.animationTarget,
    },
    showBorder: { title: 'Show border', type: 'boolean', default: D.showBorder },
    borderOuterWidth: { title: 'Border width', type: 'number', minimum: 0, default: D.borderOuterWidth },
    needleCircleSize: { title: 'Needle circle size', type: 'number', minimum: 0, default: D.needleCircleSize },
    colorPlate: colour('Plate colour', D.colorPlate),
    colorMajorTicks: colour('Major ticks colour', D.colorMajorTicks),
    colorMinorTicks: colour('Minor ticks colour', D.colorMinorTicks),
    colorNeedle: colour('Needle colour', D.colorNeedle),
    colorNeedleCircle: colour('Needle circle colour', D.colorNeedleCircle),
    colorBorder: colour('Border colour', D.colorBorder),
  },
};

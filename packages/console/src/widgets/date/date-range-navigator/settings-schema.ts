import type { RJSFSchema } from '@rjsf/utils';
import { DEFAULT_DATE_RANGE_NAVIGATOR_SETTINGS as D } from './settings';

const INTERVAL_CHOICES = [
  { const: 'hour', title: 'Hour' },
  { const: 'day', title: 'Day' },
  { const: 'week', title: 'Week' },
  { const: 'twoWeeks', title: '2 weeks' },
  { const: 'month', title: 'Month' },
  { const: 'threeMonths', title: '3 months' },
  { const: 'sixMonths', title: '6 months' },
];

/** The form of the navigator's settings, as the platform's date range navigator settings form. */
export const dateRangeNavigatorSettingsSchema: RJSFSchema = {
  type: 'object',
  title: 'Date range navigator settings',
  properties: {
    hidePicker: { title: 'Hide date range picker', type: 'boolean', default: D.hidePicker },
    hideInterval: { title: 'Hide interval', type: 'boolean', default: D.hideInterval },
    initialInterval: { title: 'Initial interval', type: 'string', default: D.initialInterval, oneOf: INTERVAL_CHOICES },
    hideStepSize: { title: 'Hide step size', type: 'boolean', default: D.hideStepSize },
    stepSize: { title: 'Initial step size', type: 'string', default: D.stepSize, oneOf: INTERVAL_CHOICES },
    hideLabels: { title: 'Hide labels', type: 'boolean', default: D.hideLabels },
    useSessionStorage: { title: 'Use session storage', type: 'boolean', default: D.useSessionStorage },
  },
};

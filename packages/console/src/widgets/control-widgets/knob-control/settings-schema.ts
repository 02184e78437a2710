import type { RJSFSchema } from '@rjsf/utils';
import { DEFAULT_KNOB_SETTINGS as D } from './settings';

/** The form of the knob's settings: exactly the settings the knob honours (see settings.ts). */
export const knobSettingsSchema: RJSFSchema = {
  type: 'object',
  title: 'Knob settings',
  properties: {
    title: { title: 'Title', type: 'string', default: D.title },
    minValue: { title: 'Minimum value', type: 'number', default: D.minValue },
    maxValue: { title: 'Maximum value', type: 'number', default: D.maxValue },
    initialValue: { title: 'Initial value', type: 'number', default: D.initialValue },
    getValueMethod: { title: 'RPC get value method', type: 'string', default: D.getValueMethod },
    setValueMethod: { title: 'RPC set value method', type: 'string', default: D.setValueMethod },
    requestTimeout: { title: 'RPC request timeout (ms)', type: 'number', minimum: 0, default: D.requestTimeout },
  },
};

import type { RJSFSchema } from '@rjsf/utils';
import { DEFAULT_LED_INDICATOR_SETTINGS as D } from './settings';

/** The form of the LED indicator's settings: exactly the settings the LED honours (see settings.ts). */
export const ledIndicatorSettingsSchema: RJSFSchema = {
  type: 'object',
  title: 'LED indicator settings',
  properties: {
    title: { title: 'Title', type: 'string', default: D.title },
    ledColor: { title: 'LED color', type: 'string', default: D.ledColor },
    initialValue: { title: 'Initial value', type: 'boolean', default: D.initialValue },
    performCheckStatus: { title: 'Perform RPC device status check', type: 'boolean', default: D.performCheckStatus },
    checkStatusMethod: { title: 'RPC check device status method', type: 'string', default: D.checkStatusMethod },
    retrieveValueMethod: {
      title: 'Retrieve led status value using method',
      type: 'string',
      default: D.retrieveValueMethod,
      oneOf: [
        { const: 'attribute', title: 'Subscribe for attribute' },
        { const: 'timeseries', title: 'Subscribe for timeseries' },
      ],
    },
    valueAttribute: {
      title: 'Device attribute/timeseries containing led status value',
      type: 'string',
      default: D.valueAttribute,
    },
    parseValueFunction: {
      title: 'Parse led status value function: f(data), returns boolean',
      type: 'string',
      default: D.parseValueFunction,
    },
    requestTimeout: { title: 'RPC request timeout (ms)', type: 'number', minimum: 0, default: D.requestTimeout },
    requestPersistent: { title: 'RPC request persistent', type: 'boolean', default: D.requestPersistent },
  },
};

import type { RJSFSchema } from '@rjsf/utils';
import type { GpioRole } from './family';
import { DEFAULT_GPIO_SETTINGS as D } from './settings';

const request = (title: string, fallback: { method: string; paramsBody: string }): RJSFSchema => ({
  title,
  type: 'object',
  properties: {
    method: { title: 'Method name', type: 'string', default: fallback.method },
    paramsBody: { title: 'Method body', type: 'string', default: fallback.paramsBody },
  },
});

const pinList = (role: GpioRole): RJSFSchema => ({
  title: 'GPIO',
  type: 'array',
  default: [],
  items: {
    type: 'object',
    title: 'GPIO',
    required: ['pin', 'label', 'row', 'col'],
    properties: {
      pin: { title: 'Pin', type: 'integer', minimum: 1 },
      label: { title: 'Label', type: 'string' },
      row: { title: 'Row', type: 'integer', minimum: 0 },
      col: { title: 'Column', type: 'integer', minimum: 0, maximum: 1 },
      ...(role === 'panel' ? { color: { title: 'Color', type: 'string', default: '#008000' } } : {}),
    },
  },
});

const BY_ROLE: Record<GpioRole, RJSFSchema['properties']> = {
  control: {
    switchPanelBackgroundColor: {
      title: 'Switches panel background color',
      type: 'string',
      default: D.switchPanelBackgroundColor,
    },
    gpioStatusRequest: request('GPIO status request', D.gpioStatusRequest),
    gpioStatusChangeRequest: request('GPIO status change request', D.gpioStatusChangeRequest),
    parseGpioStatusFunction: {
      title: 'Parse GPIO status function: f(body, pin), returns boolean',
      type: 'string',
      default: D.parseGpioStatusFunction,
    },
    requestTimeout: { title: 'RPC request timeout (ms)', type: 'number', minimum: 0, default: D.requestTimeout },
  },
  panel: {
    ledPanelBackgroundColor: {
      title: 'LED panel background color',
      type: 'string',
      default: D.ledPanelBackgroundColor,
    },
  },
};

/** The form of a GPIO widget's settings, as the platform's GPIO control and GPIO panel settings forms. */
export function gpioSettingsSchema(role: GpioRole): RJSFSchema {
  return {
    type: 'object',
    title: role === 'control' ? 'GPIO control settings' : 'GPIO panel settings',
    properties: { gpioList: pinList(role), ...BY_ROLE[role] },
  };
}

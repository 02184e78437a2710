import type { RJSFSchema } from '@rjsf/utils';
import type { SwitchVariant } from './family';
import { DEFAULT_SWITCH_SETTINGS as D } from './settings';

const COMMON: RJSFSchema['properties'] = {
  title: { title: 'Title', type: 'string', default: D.title },
  initialValue: { title: 'Initial value', type: 'boolean', default: D.initialValue },
  retrieveValueMethod: {
    title: 'Retrieve on/off value using method',
    type: 'string',
    default: D.retrieveValueMethod,
    oneOf: [
      { const: 'none', title: "Don't retrieve" },
      { const: 'rpc', title: 'RPC' },
      { const: 'attribute', title: 'Subscribe for attribute' },
      { const: 'timeseries', title: 'Subscribe for timeseries' },
    ],
  },
  valueKey: { title: 'Attribute/Timeseries value key', type: 'string', default: D.valueKey },
  getValueMethod: { title: 'RPC get value method', type: 'string', default: D.getValueMethod },
  parseValueFunction: {
    title: 'Parse value function: f(data), returns boolean',
    type: 'string',
    default: D.parseValueFunction,
  },
  setValueMethod: { title: 'RPC set value method', type: 'string', default: D.setValueMethod },
  convertValueFunction: {
    title: 'Convert value function: f(value), returns RPC params',
    type: 'string',
    default: D.convertValueFunction,
  },
  requestTimeout: { title: 'RPC request timeout (ms)', type: 'number', minimum: 0, default: D.requestTimeout },
  requestPersistent: { title: 'RPC request persistent', type: 'boolean', default: D.requestPersistent },
};

const BY_VARIANT: Record<SwitchVariant, RJSFSchema['properties']> = {
  switch: { showOnOffLabels: { title: 'Show on/off labels', type: 'boolean', default: D.showOnOffLabels } },
  'slide-toggle': {
    labelPosition: {
      title: 'Label position',
      type: 'string',
      default: D.labelPosition,
      oneOf: [
        { const: 'before', title: 'Before' },
        { const: 'after', title: 'After' },
      ],
    },
    sliderColor: {
      title: 'Slider color',
      type: 'string',
      default: D.sliderColor,
      oneOf: [
        { const: 'primary', title: 'Primary' },
        { const: 'accent', title: 'Accent' },
        { const: 'warn', title: 'Warn' },
      ],
    },
  },
  round: {},
};

/** The form of a switch's settings: the family's settings and those its way of drawing honours. */
export function switchSettingsSchema(variant: SwitchVariant): RJSFSchema {
  return {
    type: 'object',
    title: 'Switch settings',
    properties: { ...COMMON, ...BY_VARIANT[variant] },
  };
}

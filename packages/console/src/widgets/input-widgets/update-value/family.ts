import type { WidgetAttributeScope } from '../../widget-context';

/** What a widget of the family edits: the input it shows and how the value is saved. */
export type ValueType = 'string' | 'integer' | 'double' | 'boolean' | 'date' | 'image' | 'location' | 'json';

/** Where the value goes: an attribute scope, the latest time series, or (JSON) the scope its settings name. */
export type ValueTarget = WidgetAttributeScope | 'timeseries' | 'settings';

export interface UpdateValueType {
  alias: string;
  target: ValueTarget;
  valueType: ValueType;
}

const ATTRIBUTE_TYPES: ValueType[] = ['string', 'integer', 'double', 'boolean', 'date', 'image', 'location'];
const TIMESERIES_TYPES: ValueType[] = ['integer', 'double', 'boolean', 'string', 'location'];

/**
 * The platform's "update attribute / time series" input widgets (`input_widgets.update_*`): each edits one key of
 * one entity and differs from the others only by where it saves and what kind of value it edits.
 */
export const UPDATE_VALUE_TYPES: readonly UpdateValueType[] = [
  ...ATTRIBUTE_TYPES.map((valueType) => ({
    alias: `update_server_${valueType}_attribute`,
    target: 'SERVER_SCOPE' as const,
    valueType,
  })),
  ...ATTRIBUTE_TYPES.map((valueType) => ({
    alias: `update_shared_${valueType}_attribute`,
    target: 'SHARED_SCOPE' as const,
    valueType,
  })),
  ...TIMESERIES_TYPES.map((valueType) => ({
    alias: `update_${valueType}_timeseries`,
    target: 'timeseries' as const,
    valueType,
  })),
  { alias: 'update_json_attribute', target: 'settings', valueType: 'json' },
];

import type { RJSFSchema } from '@rjsf/utils';
import type { ValueType } from './family';
import { defaultUpdateValueSettings, type UpdateValueSettings } from './settings';

type Property = Omit<RJSFSchema, 'default'>;

const PROPERTIES: Record<keyof UpdateValueSettings & string, Property> = {
  widgetTitle: { title: 'Widget title', type: 'string' },
  showResultMessage: { title: 'Show result message', type: 'boolean' },
  showLabel: { title: 'Show label', type: 'boolean' },
  labelValue: { title: 'Label', type: 'string' },
  isRequired: { title: 'Value is required', type: 'boolean' },
  requiredErrorMessage: { title: "'Required' error message", type: 'string' },
  minLength: { title: 'Minimum length', type: ['integer', 'null'], minimum: 0 },
  maxLength: { title: 'Maximum length', type: ['integer', 'null'], minimum: 1 },
  minValue: { title: 'Minimum value', type: ['number', 'null'] },
  maxValue: { title: 'Maximum value', type: ['number', 'null'] },
  trueValue: { title: "Text of the 'true' value", type: 'string' },
  falseValue: { title: "Text of the 'false' value", type: 'string' },
  showTimeInput: { title: 'Show time input', type: 'boolean' },
  displayPreview: { title: 'Display preview', type: 'boolean' },
  displayClearButton: { title: 'Display clear button', type: 'boolean' },
  displayApplyButton: { title: 'Display apply button', type: 'boolean' },
  displayDiscardButton: { title: 'Display discard button', type: 'boolean' },
  latKeyName: { title: 'Latitude key name', type: 'string' },
  lngKeyName: { title: 'Longitude key name', type: 'string' },
  showGetLocation: { title: "Show 'Get current location' button", type: 'boolean' },
  enableHighAccuracy: { title: 'Use high accuracy location', type: 'boolean' },
  latLabel: { title: 'Latitude label', type: 'string' },
  lngLabel: { title: 'Longitude label', type: 'string' },
  inputFieldsAlignment: {
    title: 'Input fields alignment',
    type: 'string',
    oneOf: [
      { const: 'column', title: 'Column' },
      { const: 'row', title: 'Row' },
    ],
  },
  isLatRequired: { title: 'Latitude is required', type: 'boolean' },
  isLngRequired: { title: 'Longitude is required', type: 'boolean' },
  attributeScope: {
    title: 'Attribute scope',
    type: 'string',
    oneOf: [
      { const: 'SERVER_SCOPE', title: 'Server attribute' },
      { const: 'SHARED_SCOPE', title: 'Shared attribute' },
    ],
  },
  attributeRequired: { title: 'Value is required', type: 'boolean' },
};

/** The settings form of a value type: exactly the settings its widget honours, with their defaults. */
export function updateValueSettingsSchema(valueType: ValueType): RJSFSchema {
  const defaults = defaultUpdateValueSettings(valueType);
  return {
    type: 'object',
    title: 'Update value settings',
    properties: Object.fromEntries(
      Object.entries(defaults)
        .filter(([name]) => name in PROPERTIES)
        .map(([name, fallback]) => [name, { ...PROPERTIES[name], default: fallback } as RJSFSchema]),
    ),
  };
}

import type { RJSFSchema } from '@rjsf/utils';
import {
  DEFAULT_MULTIPLE_INPUT_SETTINGS as D,
  INPUT_VALUE_TYPES,
  DEFAULT_MULTIPLE_INPUT_KEY_SETTINGS as K,
} from './settings';

/** The form of the widget's settings: exactly the settings the form honours (see settings.ts). */
export const multipleInputSettingsSchema: RJSFSchema = {
  type: 'object',
  title: 'Update multiple attributes settings',
  properties: {
    widgetTitle: { title: 'Widget title', type: 'string', default: D.widgetTitle },
    showResultMessage: { title: 'Show result message', type: 'boolean', default: D.showResultMessage },
    showActionButtons: { title: 'Show action buttons', type: 'boolean', default: D.showActionButtons },
    updateAllValues: { title: 'Update all values, not only modified', type: 'boolean', default: D.updateAllValues },
    saveButtonLabel: { title: "'SAVE' button label", type: 'string', default: D.saveButtonLabel },
    resetButtonLabel: { title: "'UNDO' button label", type: 'string', default: D.resetButtonLabel },
    showGroupTitle: { title: 'Show label for group of fields', type: 'boolean', default: D.showGroupTitle },
    groupTitle: { title: 'Group title', type: 'string', default: D.groupTitle },
    fieldsAlignment: {
      title: 'Fields alignment',
      type: 'string',
      oneOf: [
        { const: 'row', title: 'Row' },
        { const: 'column', title: 'Column' },
      ],
      default: D.fieldsAlignment,
    },
    fieldsInRow: { title: 'Number of fields in the row', type: 'integer', minimum: 1, default: D.fieldsInRow },
  },
};

const text = (title: string, fallback: string): RJSFSchema => ({ title, type: 'string', default: fallback });
const nullableNumber = (title: string): RJSFSchema => ({ title, type: ['number', 'null'], default: null });

/** The form of one key's settings: how its input looks, checks and saves. */
export const multipleInputKeySettingsSchema: RJSFSchema = {
  type: 'object',
  title: 'Data key settings',
  properties: {
    dataKeyHidden: { title: 'Hide input field', type: 'boolean', default: K.dataKeyHidden },
    dataKeyType: {
      title: 'Data key type',
      type: 'string',
      oneOf: [
        { const: 'server', title: 'Server attribute' },
        { const: 'shared', title: 'Shared attribute' },
        { const: 'timeseries', title: 'Timeseries (shown read-only)' },
      ],
      default: K.dataKeyType,
    },
    dataKeyValueType: {
      title: 'Input type',
      type: 'string',
      enum: [...INPUT_VALUE_TYPES],
      default: K.dataKeyValueType,
    },
    required: { title: 'Value is required', type: 'boolean', default: K.required },
    isEditable: {
      title: 'Editable',
      type: 'string',
      oneOf: [
        { const: 'editable', title: 'Editable' },
        { const: 'disabled', title: 'Disabled' },
        { const: 'readonly', title: 'Read-only' },
      ],
      default: K.isEditable,
    },
    disabledOnDataKey: text('Disable on false value of another key', K.disabledOnDataKey),
    slideToggleLabelPosition: {
      title: 'Switch label position',
      type: 'string',
      oneOf: [
        { const: 'after', title: 'After' },
        { const: 'before', title: 'Before' },
      ],
      default: K.slideToggleLabelPosition,
    },
    selectOptions: {
      title: 'Select options',
      type: 'array',
      default: [],
      items: {
        type: 'object',
        required: ['value'],
        properties: { value: { title: 'Value', type: 'string' }, label: { title: 'Label', type: 'string' } },
      },
    },
    step: { title: 'Step interval between values', type: 'number', default: K.step },
    minValue: nullableNumber('Minimum value'),
    maxValue: nullableNumber('Maximum value'),
    requiredErrorMessage: text("'Required' error message", K.requiredErrorMessage),
    minValueErrorMessage: text("'Min value' error message", K.minValueErrorMessage),
    maxValueErrorMessage: text("'Max value' error message", K.maxValueErrorMessage),
    invalidDateErrorMessage: text("'Invalid date' error message", K.invalidDateErrorMessage),
    useGetValueFunction: { title: 'Use get value function', type: 'boolean', default: K.useGetValueFunction },
    getValueFunctionBody: text('getValue function: f(value, ctx)', K.getValueFunctionBody),
    useSetValueFunction: { title: 'Use set value function', type: 'boolean', default: K.useSetValueFunction },
    setValueFunctionBody: text('setValue function: f(value, originValue, ctx)', K.setValueFunctionBody),
  },
};

/**
 * The settings of "Update Multiple Attributes" and of each of its data keys, with the defaults the platform's
 * settings forms fill in. Other keys of saved configs are kept as they are.
 */
export interface MultipleInputSettings {
  /** a heading above the form; may hold `${entityName}`-style variables of the first datasource */
  widgetTitle: string;
  /** a toast after saving, telling whether it worked */
  showResultMessage: boolean;
  /** Save and Undo buttons; without them every change is saved at once */
  showActionButtons: boolean;
  /** save every value of a section, not only the changed ones */
  updateAllValues: boolean;
  /** '' → "Save" */
  saveButtonLabel: string;
  /** '' → "Undo" */
  resetButtonLabel: string;
  showGroupTitle: boolean;
  /** the section heading; may hold the section entity's variables; '' → the entity name */
  groupTitle: string;
  fieldsAlignment: 'row' | 'column';
  /** fields per line when aligned in rows */
  fieldsInRow: number;
  [key: string]: unknown;
}

export const DEFAULT_MULTIPLE_INPUT_SETTINGS: MultipleInputSettings = {
  widgetTitle: '',
  showResultMessage: true,
  showActionButtons: true,
  updateAllValues: false,
  saveButtonLabel: '',
  resetButtonLabel: '',
  showGroupTitle: false,
  groupTitle: '',
  fieldsAlignment: 'row',
  fieldsInRow: 2,
};

export const INPUT_VALUE_TYPES = [
  'string',
  'double',
  'integer',
  'booleanCheckbox',
  'booleanSwitch',
  'dateTime',
  'date',
  'time',
  'select',
] as const;
export type InputValueType = (typeof INPUT_VALUE_TYPES)[number];

export interface MultipleInputKeySettings {
  dataKeyHidden: boolean;
  /** where the value is saved: server or shared attribute, or telemetry */
  dataKeyType: 'server' | 'shared' | 'timeseries';
  dataKeyValueType: InputValueType;
  required: boolean;
  isEditable: 'editable' | 'disabled' | 'readonly';
  /** the name of another key of the section: this field is disabled while that key's value is falsy */
  disabledOnDataKey: string;
  /** where a switch's label sits */
  slideToggleLabelPosition: 'after' | 'before';
  selectOptions: Array<{ value: string; label?: string }>;
  step: number;
  minValue: number | null;
  maxValue: number | null;
  requiredErrorMessage: string;
  minValueErrorMessage: string;
  maxValueErrorMessage: string;
  invalidDateErrorMessage: string;
  /** body of `function(value, ctx)`: the value as the field shows it */
  useGetValueFunction: boolean;
  getValueFunctionBody: string;
  /** body of `function(value, originValue, ctx)`: the value as it is saved */
  useSetValueFunction: boolean;
  setValueFunctionBody: string;
  [key: string]: unknown;
}

export const DEFAULT_MULTIPLE_INPUT_KEY_SETTINGS: MultipleInputKeySettings = {
  dataKeyHidden: false,
  dataKeyType: 'server',
  dataKeyValueType: 'string',
  required: false,
  isEditable: 'editable',
  disabledOnDataKey: '',
  slideToggleLabelPosition: 'after',
  selectOptions: [],
  step: 1,
  minValue: null,
  maxValue: null,
  requiredErrorMessage: '',
  minValueErrorMessage: '',
  maxValueErrorMessage: '',
  invalidDateErrorMessage: '',
  useGetValueFunction: false,
  getValueFunctionBody: 'return value;',
  useSetValueFunction: false,
  setValueFunctionBody: 'return value;',
};

import type { WidgetAttributeScope } from '../../widget-context';
import type { ValueType } from './family';

/**
 * The settings of the family, as the platform's settings forms of each value type fill them in. A widget reads only
 * the ones of its value type; other keys of saved configs are kept as they are.
 */
export interface UpdateValueSettings {
  /** replaces the widget's title; may hold `${entityName}`-style variables of the datasource */
  widgetTitle: string;
  /** a toast after saving, telling whether it worked */
  showResultMessage: boolean;
  showLabel: boolean;
  /** '' → "Value" */
  labelValue: string;
  isRequired: boolean;
  /** '' → the platform's "Entity attribute is required" */
  requiredErrorMessage: string;
  /** strings */
  minLength: number | null;
  maxLength: number | null;
  /** numbers */
  minValue: number | null;
  maxValue: number | null;
  /** booleans: the checkbox's text for each value; '' → "True" / "False" */
  trueValue: string;
  falseValue: string;
  /** dates: a time input besides the date */
  showTimeInput: boolean;
  /** images */
  displayPreview: boolean;
  displayClearButton: boolean;
  displayApplyButton: boolean;
  displayDiscardButton: boolean;
  /** locations: the two keys of the datasource that hold the position */
  latKeyName: string;
  lngKeyName: string;
  showGetLocation: boolean;
  enableHighAccuracy: boolean;
  latLabel: string;
  lngLabel: string;
  inputFieldsAlignment: 'row' | 'column';
  isLatRequired: boolean;
  isLngRequired: boolean;
  /** JSON */
  attributeScope: WidgetAttributeScope;
  attributeRequired: boolean;
  [key: string]: unknown;
}

const GENERAL = {
  widgetTitle: '',
  showLabel: true,
  labelValue: '',
  isRequired: true,
  requiredErrorMessage: '',
  showResultMessage: true,
};

const DEFAULTS: Record<ValueType, Partial<UpdateValueSettings>> = {
  string: { ...GENERAL, minLength: null, maxLength: null },
  integer: { ...GENERAL, minValue: null, maxValue: null },
  double: { ...GENERAL, minValue: null, maxValue: null },
  boolean: { widgetTitle: '', showResultMessage: true, trueValue: '', falseValue: '' },
  date: { ...GENERAL, showTimeInput: true },
  image: {
    widgetTitle: '',
    showResultMessage: true,
    displayPreview: true,
    displayClearButton: false,
    displayApplyButton: true,
    displayDiscardButton: true,
  },
  location: {
    widgetTitle: '',
    showResultMessage: true,
    latKeyName: 'latitude',
    lngKeyName: 'longitude',
    showGetLocation: true,
    enableHighAccuracy: false,
    showLabel: true,
    latLabel: '',
    lngLabel: '',
    inputFieldsAlignment: 'column',
    isLatRequired: true,
    isLngRequired: true,
    requiredErrorMessage: '',
  },
  json: {
    widgetTitle: '',
    showLabel: true,
    labelValue: '',
    showResultMessage: true,
    widgetMode: 'ATTRIBUTE',
    attributeScope: 'SERVER_SCOPE',
    attributeRequired: true,
  },
};

/** The settings a widget of the value type honours, with the defaults of the platform's settings form. */
export function defaultUpdateValueSettings(valueType: ValueType): UpdateValueSettings {
  return { ...DEFAULTS[valueType] } as UpdateValueSettings;
}

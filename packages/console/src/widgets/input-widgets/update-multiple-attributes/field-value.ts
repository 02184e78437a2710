import dayjs from 'dayjs';
import type { InputValueType, MultipleInputKeySettings } from './settings';

/** What a field holds while being edited: text for text, number and date inputs, a flag for checkboxes and switches. */
export type FieldValue = string | boolean;

const DATE_FORMATS: Partial<Record<InputValueType, string>> = {
  dateTime: 'YYYY-MM-DDTHH:mm',
  date: 'YYYY-MM-DD',
  time: 'HH:mm',
};

export const isBooleanType = (type: InputValueType) => type === 'booleanCheckbox' || type === 'booleanSwitch';

/** A saved value (as the server sent it, so often a string) as its field shows it. */
export function toFieldValue(raw: unknown, type: InputValueType): FieldValue {
  if (isBooleanType(type)) return raw === true || raw === 'true';
  if (raw === null || raw === undefined || raw === '') return '';
  const format = DATE_FORMATS[type];
  if (format) {
    const time = Number(raw);
    return Number.isFinite(time) ? dayjs(time).format(format) : '';
  }
  return String(raw);
}

/** A field's value as it is saved: numbers for number fields, flags, times in milliseconds, text otherwise. */
export function toSavedValue(value: FieldValue, type: InputValueType): unknown {
  if (isBooleanType(type)) return value === true;
  const text = String(value);
  switch (type) {
    case 'double':
      return text === '' ? null : Number(text);
    case 'integer':
      return text === '' ? null : Math.trunc(Number(text));
    case 'dateTime':
    case 'date':
      return text === '' ? null : dayjs(text).valueOf();
    case 'time':
      return text === '' ? null : dayjs(`${dayjs().format('YYYY-MM-DD')}T${text}`).valueOf();
    default:
      return text;
  }
}

/** Why a field's value cannot be saved, as a message key and the figure it names; null when it can. */
export interface FieldProblem {
  /** the user's own message from the key settings, used as it is */
  custom?: string;
  key?:
    | 'widgets.input.value-required'
    | 'widgets.input.min-value'
    | 'widgets.input.max-value'
    | 'widgets.input.invalid-value';
  limit?: number;
}

export function fieldProblem(value: FieldValue, settings: MultipleInputKeySettings): FieldProblem | null {
  const type = settings.dataKeyValueType;
  if (isBooleanType(type)) return null;
  const text = String(value);
  if (text === '') {
    return settings.required
      ? settings.requiredErrorMessage
        ? { custom: settings.requiredErrorMessage }
        : { key: 'widgets.input.value-required' }
      : null;
  }
  if (DATE_FORMATS[type]) {
    const saved = toSavedValue(value, type);
    if (typeof saved !== 'number' || !Number.isFinite(saved)) {
      return settings.invalidDateErrorMessage
        ? { custom: settings.invalidDateErrorMessage }
        : { key: 'widgets.input.invalid-value' };
    }
    return null;
  }
  if (type !== 'double' && type !== 'integer') return null;
  const number = Number(text);
  if (!Number.isFinite(number)) return { key: 'widgets.input.invalid-value' };
  if (settings.minValue !== null && number < settings.minValue) {
    return settings.minValueErrorMessage
      ? { custom: settings.minValueErrorMessage }
      : { key: 'widgets.input.min-value', limit: settings.minValue };
  }
  if (settings.maxValue !== null && number > settings.maxValue) {
    return settings.maxValueErrorMessage
      ? { custom: settings.maxValueErrorMessage }
      : { key: 'widgets.input.max-value', limit: settings.maxValue };
  }
  return null;
}

/** The problem as the field prints it under itself. */
export function problemText(problem: FieldProblem, translate: (key: string) => string): string {
  if (problem.custom) return problem.custom;
  const text = translate(problem.key ?? 'widgets.input.invalid-value');
  return problem.limit === undefined ? text : `${text} ${problem.limit}`;
}

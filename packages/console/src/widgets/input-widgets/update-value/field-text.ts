import dayjs from 'dayjs';
import type { ValueType } from './family';
import type { UpdateValueSettings } from './settings';

/** Why a typed value cannot be saved: the user's own message, or a message key and the limit it names. */
export interface ValueProblem {
  custom?: string;
  key?: string;
  limit?: number;
}

const DATE_TIME = 'YYYY-MM-DDTHH:mm';
const DATE = 'YYYY-MM-DD';

const dateFormat = (settings: UpdateValueSettings) => (settings.showTimeInput ? DATE_TIME : DATE);

/** A value as the server sent it (often text) as its input shows it. */
export function toFieldText(raw: unknown, valueType: ValueType, settings: UpdateValueSettings): string {
  if (raw === null || raw === undefined) return '';
  if (valueType === 'date') {
    const time = Number(raw);
    return raw !== '' && Number.isFinite(time) ? dayjs(time).format(dateFormat(settings)) : '';
  }
  if (valueType === 'json' && typeof raw === 'object') return JSON.stringify(raw);
  return String(raw);
}

/** The typed text as it is saved: a number, a time in milliseconds, parsed JSON, or the text; empty → null. */
export function toSavedValue(text: string, valueType: ValueType): unknown {
  if (text.trim() === '') return valueType === 'string' ? text : null;
  switch (valueType) {
    case 'integer':
      return Number.parseInt(text, 10);
    case 'double':
      return Number(text);
    case 'date':
      return dayjs(text).valueOf();
    case 'json':
      return JSON.parse(text);
    default:
      return text;
  }
}

const requiredProblem = (settings: UpdateValueSettings, requiredKey: string): ValueProblem =>
  settings.requiredErrorMessage ? { custom: settings.requiredErrorMessage } : { key: requiredKey };

function numberProblem(text: string, valueType: ValueType, settings: UpdateValueSettings): ValueProblem | null {
  const valid = valueType === 'integer' ? /^\s*-?\d+\s*$/.test(text) : Number.isFinite(Number(text));
  if (!valid) return { key: 'widgets.input.invalid-value' };
  const number = Number(text);
  if (settings.minValue !== null && number < settings.minValue) {
    return { key: 'widgets.input.min-value', limit: settings.minValue };
  }
  if (settings.maxValue !== null && number > settings.maxValue) {
    return { key: 'widgets.input.max-value', limit: settings.maxValue };
  }
  return null;
}

/**
 * What stops the typed text from being saved, checked as the platform's form does: the required rule (the widget's
 * own message first), then the value type's rules and the settings' limits. `requiredKey` is the message of a
 * missing attribute or time series value.
 */
export function fieldProblem(
  text: string,
  valueType: ValueType,
  settings: UpdateValueSettings,
  requiredKey: string,
): ValueProblem | null {
  const required = valueType === 'json' ? settings.attributeRequired : settings.isRequired;
  if (text.trim() === '') return required ? requiredProblem(settings, requiredKey) : null;
  switch (valueType) {
    case 'integer':
    case 'double':
      return numberProblem(text, valueType, settings);
    case 'string':
      return settings.minLength !== null && text.length < settings.minLength
        ? { key: 'widgets.input.invalid-value' }
        : null;
    case 'date':
      return Number.isFinite(dayjs(text).valueOf()) ? null : { key: 'widgets.input.invalid-value' };
    case 'json':
      try {
        JSON.parse(text);
        return null;
      } catch {
        return { key: 'json.not-valid-json' };
      }
    default:
      return null;
  }
}

/** The problem as the input prints it under itself. */
export function problemText(problem: ValueProblem, translate: (key: string) => string): string {
  if (problem.custom) return problem.custom;
  const text = translate(problem.key ?? 'widgets.input.invalid-value');
  return problem.limit === undefined ? text : `${text} ${problem.limit}`;
}

import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { fieldProblem, problemText, toFieldValue, toSavedValue } from './field-value';
import { DEFAULT_MULTIPLE_INPUT_KEY_SETTINGS, type MultipleInputKeySettings } from './settings';

const key = (settings: Partial<MultipleInputKeySettings>): MultipleInputKeySettings => ({
  ...DEFAULT_MULTIPLE_INPUT_KEY_SETTINGS,
  ...settings,
});

describe('field values', () => {
  it('shows saved values in their fields', () => {
    expect(toFieldValue('true', 'booleanCheckbox')).toBe(true);
    expect(toFieldValue(false, 'booleanSwitch')).toBe(false);
    expect(toFieldValue(undefined, 'booleanSwitch')).toBe(false);
    expect(toFieldValue('25.5', 'double')).toBe('25.5');
    expect(toFieldValue(null, 'string')).toBe('');
    const time = dayjs('2024-03-05T14:30').valueOf();
    expect(toFieldValue(String(time), 'dateTime')).toBe('2024-03-05T14:30');
    expect(toFieldValue(time, 'date')).toBe('2024-03-05');
    expect(toFieldValue(time, 'time')).toBe('14:30');
  });

  it('saves numbers, flags and times in milliseconds', () => {
    expect(toSavedValue('25.5', 'double')).toBe(25.5);
    expect(toSavedValue('25.9', 'integer')).toBe(25);
    expect(toSavedValue('', 'double')).toBeNull();
    expect(toSavedValue(true, 'booleanCheckbox')).toBe(true);
    expect(toSavedValue('hello', 'string')).toBe('hello');
    expect(toSavedValue('on', 'select')).toBe('on');
    expect(toSavedValue('2024-03-05T14:30', 'dateTime')).toBe(dayjs('2024-03-05T14:30').valueOf());
  });
});

describe('field problems', () => {
  const t = (message: string) => `<${message}>`;

  it('asks for required values, in the key’s own words when it has them', () => {
    expect(fieldProblem('', key({ required: true }))).toEqual({ key: 'widgets.input.value-required' });
    expect(fieldProblem('', key({ required: true, requiredErrorMessage: 'Needed!' }))).toEqual({ custom: 'Needed!' });
    expect(fieldProblem('', key({}))).toBeNull();
    expect(fieldProblem(false, key({ required: true, dataKeyValueType: 'booleanCheckbox' }))).toBeNull();
  });

  it('keeps numbers within the minimum and maximum', () => {
    const bounded = key({ dataKeyValueType: 'double', minValue: 0, maxValue: 50 });
    expect(problemText(fieldProblem('-1', bounded) ?? {}, t)).toBe('<widgets.input.min-value> 0');
    expect(problemText(fieldProblem('51', bounded) ?? {}, t)).toBe('<widgets.input.max-value> 50');
    expect(fieldProblem('50', bounded)).toBeNull();
    expect(fieldProblem('abc', bounded)).toEqual({ key: 'widgets.input.invalid-value' });
    expect(fieldProblem('60', { ...bounded, maxValueErrorMessage: 'Too hot' })).toEqual({ custom: 'Too hot' });
  });

  it('rejects dates that do not parse', () => {
    expect(fieldProblem('not a date', key({ dataKeyValueType: 'date', invalidDateErrorMessage: 'Bad date' }))).toEqual({
      custom: 'Bad date',
    });
    expect(fieldProblem('2024-03-05', key({ dataKeyValueType: 'date' }))).toBeNull();
  });
});

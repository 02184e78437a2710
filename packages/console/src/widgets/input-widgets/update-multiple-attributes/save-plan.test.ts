import { describe, expect, it } from 'vitest';
import { fieldEditable, savePlan } from './save-plan';
import type { InputField } from './sections';
import { DEFAULT_MULTIPLE_INPUT_KEY_SETTINGS, type MultipleInputKeySettings } from './settings';

const field = (name: string, settings: Partial<MultipleInputKeySettings>): InputField => ({
  id: name,
  label: name,
  value: undefined,
  dataKey: { name, type: 'attribute', label: name, color: '#000' },
  settings: { ...DEFAULT_MULTIPLE_INPUT_KEY_SETTINGS, ...settings },
});

describe('saving a section', () => {
  it('writes each value in its scope, converted to its type', () => {
    const fields = [
      field('threshold', { dataKeyValueType: 'double' }),
      field('flag', { dataKeyValueType: 'booleanSwitch', dataKeyType: 'shared' }),
      field('mode', {}),
      field('temperature', { dataKeyType: 'timeseries', dataKeyValueType: 'double' }),
    ];
    const values: Record<string, string | boolean> = { threshold: '25.5', flag: true, mode: 'eco', temperature: '3' };
    expect(
      savePlan(
        fields,
        (f) => values[f.id],
        (_f, value) => value,
      ),
    ).toEqual({
      SERVER_SCOPE: { threshold: 25.5, mode: 'eco' },
      SHARED_SCOPE: { flag: true },
    });
  });

  it("passes each value through the key's set-value function", () => {
    const plan = savePlan(
      [field('mode', {})],
      () => 'eco',
      (f, value) => `${f.id}=${value}`,
    );
    expect(plan).toEqual({ SERVER_SCOPE: { mode: 'mode=eco' } });
  });
});

describe('editable fields', () => {
  it('follows the editable setting, the switching key and the saving scope', () => {
    const values: Record<string, boolean> = { on: true, off: false };
    const valueOfKey = (name: string) => values[name];
    expect(fieldEditable(field('a', {}), valueOfKey)).toBe(true);
    expect(fieldEditable(field('a', { isEditable: 'readonly' }), valueOfKey)).toBe(false);
    expect(fieldEditable(field('a', { isEditable: 'disabled' }), valueOfKey)).toBe(false);
    expect(fieldEditable(field('a', { disabledOnDataKey: 'on' }), valueOfKey)).toBe(true);
    expect(fieldEditable(field('a', { disabledOnDataKey: 'off' }), valueOfKey)).toBe(false);
    expect(fieldEditable(field('a', { dataKeyType: 'timeseries' }), valueOfKey)).toBe(false);
  });
});

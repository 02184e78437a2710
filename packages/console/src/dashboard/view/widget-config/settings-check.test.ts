import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { invalidSettingsFields } from './settings-check';

const schema: RJSFSchema = {
  type: 'object',
  required: ['label'],
  properties: {
    label: { title: 'Label', type: 'string' },
    decimals: { title: 'Shown decimals', type: 'integer', minimum: 0, maximum: 15 },
    ratio: { type: 'number' },
    position: { title: 'Position', type: 'string', enum: ['top', 'bottom'] },
    color: { title: 'Color', type: ['string', 'null'] },
    nested: { type: 'object', properties: { deep: { type: 'integer', minimum: 5 } } },
  },
};

describe('the check of settings against their schema', () => {
  it('passes settings that match, leaving nested objects alone', () => {
    const settings = { label: 'T', decimals: 2, ratio: 0.5, position: 'top', color: null, nested: { deep: 1 } };
    expect(invalidSettingsFields(schema, settings)).toEqual([]);
  });

  it('names, by title or name, the fields missing, of the wrong type, out of bounds or not a choice', () => {
    expect(invalidSettingsFields(schema, { decimals: -1, ratio: 'x', position: 'left' })).toEqual([
      'Label',
      'Shown decimals',
      'ratio',
      'Position',
    ]);
    expect(invalidSettingsFields(schema, { label: 'T', decimals: 1.5 })).toEqual(['Shown decimals']);
    expect(invalidSettingsFields(schema, { label: 'T', decimals: 16 })).toEqual(['Shown decimals']);
  });
});

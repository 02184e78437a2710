import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { isFieldShown, shownWhen } from './shown-when';

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    source: { type: 'string', default: 'value' },
    value: shownWhen({ type: 'number' }, { source: 'value' }),
    attribute: shownWhen({ type: 'string' }, { source: 'attribute' }),
    color: { type: 'string' },
  },
};

describe('a field shown for a choice of its siblings', () => {
  it('is shown when the sibling holds the value it names, and hidden otherwise', () => {
    expect(isFieldShown(schema, 'attribute', { source: 'attribute' })).toBe(true);
    expect(isFieldShown(schema, 'value', { source: 'attribute' })).toBe(false);
  });

  it("reads a sibling not set yet as the sibling's default", () => {
    expect(isFieldShown(schema, 'value', {})).toBe(true);
    expect(isFieldShown(schema, 'attribute', undefined)).toBe(false);
  });

  it('always shows a field without a condition', () => {
    expect(isFieldShown(schema, 'color', { source: 'attribute' })).toBe(true);
  });
});

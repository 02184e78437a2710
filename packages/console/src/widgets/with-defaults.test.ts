import { describe, expect, it } from 'vitest';
import { withDefaults } from './with-defaults';

describe('withDefaults', () => {
  const defaults = { stack: false, size: 4, grid: { color: '#545454', background: null as string | null } };

  it('fills missing settings, nested ones too, and keeps unknown ones', () => {
    expect(withDefaults(defaults, { size: 0, legacy: 1, grid: { background: '#fff' } })).toEqual({
      stack: false,
      size: 0,
      legacy: 1,
      grid: { color: '#545454', background: '#fff' },
    });
  });

  it('reads null as not set, except where null is the default', () => {
    expect(withDefaults(defaults, { stack: null, grid: { color: null, background: null } })).toEqual({
      stack: false,
      size: 4,
      grid: { color: '#545454', background: null },
    });
  });

  it('starts from the defaults when nothing was saved', () => {
    expect(withDefaults(defaults, undefined)).toEqual(defaults);
  });
});

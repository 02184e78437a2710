import { describe, expect, it } from 'vitest';
import { userStyle } from './user-html';

describe('user styles', () => {
  it('reads CSS property names as React does', () => {
    expect(userStyle({ 'background-color': 'red', fontWeight: 700, '--tone': 'x', bad: {} })).toEqual({
      backgroundColor: 'red',
      fontWeight: 700,
      '--tone': 'x',
    });
    expect(userStyle('color: red')).toBeUndefined();
    expect(userStyle(null)).toBeUndefined();
  });
});

// @vitest-environment jsdom
// DOMPurify does not support happy-dom (it sanitises wrongly there); the browser-like jsdom shows what users get.
import { describe, expect, it } from 'vitest';
import { sanitizeHtml, userStyle } from './user-html';

describe('user HTML', () => {
  it('keeps markup and removes scripts and handlers', () => {
    expect(sanitizeHtml('<b onclick="steal()">bold</b><script>steal()</script>')).toBe('<b>bold</b>');
  });
});

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

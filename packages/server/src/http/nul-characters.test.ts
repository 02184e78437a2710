import { describe, expect, it } from 'vitest';
import { containsNulEscape } from './nul-characters.js';

describe('a NUL escape in JSON text', () => {
  it('is found in a string value, after any escaped backslashes', () => {
    expect(containsNulEscape('{"name":"a\\u0000b"}')).toBe(true);
    expect(containsNulEscape('{"name":"\\\\\\u0000"}')).toBe(true);
    expect(containsNulEscape('{"name":"\\u00001"}')).toBe(true);
  });

  it('is not the escaped text of one, nor another character', () => {
    expect(containsNulEscape('{"name":"\\\\u0000"}')).toBe(false);
    expect(containsNulEscape('{"name":"\\u0001"}')).toBe(false);
    expect(containsNulEscape('{"name":"u0000"}')).toBe(false);
  });
});

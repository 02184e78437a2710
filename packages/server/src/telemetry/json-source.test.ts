import { describe, expect, it } from 'vitest';
import { JsonSyntaxError, readJson } from './json-source.js';

describe('the telemetry JSON reader', () => {
  it('refuses a NUL character in a key or a value', () => {
    expect(() => readJson('{"temperature":"a\\u0000"}')).toThrow(JsonSyntaxError);
    expect(() => readJson('{"a\\u0000":1}')).toThrow('NUL character (\\u0000) in string at position');
  });

  it('reads other escapes and the escaped text of a NUL', () => {
    expect(readJson('{"k":"\\u0041\\\\u0000"}')).toEqual(new Map([['k', 'A\\u0000']]));
  });
});

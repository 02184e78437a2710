import { describe, expect, it } from 'vitest';
import { parseBooleanParam } from './boolean-param.js';
import { ApiError } from './errors.js';

describe('parseBooleanParam', () => {
  it('reads the words Spring accepts, in any case', () => {
    expect(['true', 'ON', 'Yes', '1'].map((raw) => parseBooleanParam(raw, 'boolean'))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['false', 'off', 'NO', '0'].map((raw) => parseBooleanParam(raw, 'boolean'))).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('leaves an absent or empty parameter undefined', () => {
    expect(parseBooleanParam(undefined, 'java.lang.Boolean')).toBeUndefined();
    expect(parseBooleanParam(' ', 'java.lang.Boolean')).toBeUndefined();
  });

  it("refuses anything else with Spring's conversion text", () => {
    expect(() => parseBooleanParam('maybe', 'java.lang.Boolean')).toThrow(ApiError);
    expect(() => parseBooleanParam('maybe', 'java.lang.Boolean')).toThrow(
      "Failed to convert value of type 'java.lang.String' to required type 'java.lang.Boolean'; nested exception is java.lang.IllegalArgumentException: Invalid boolean value [maybe]",
    );
  });
});

import { badRequest } from '../http/errors.js';

/** A boolean query parameter as Spring reads one: true, false (any case) or absent for the default. */
export function booleanParam(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  const lower = value.trim().toLowerCase();
  if (lower === 'true') return true;
  if (lower === 'false') return false;
  throw badRequest(
    `Failed to convert value of type 'java.lang.String' to required type 'boolean'; nested exception is java.lang.IllegalArgumentException: Invalid boolean value [${value}]`,
  );
}

/** An int query parameter as Spring reads one. */
export function intParam(value: string): number {
  if (!/^-?\d+$/.test(value.trim()) || !Number.isSafeInteger(Number(value))) {
    throw badRequest(
      `Failed to convert value of type 'java.lang.String' to required type 'int'; nested exception is java.lang.NumberFormatException: For input string: "${value}"`,
    );
  }
  return Number(value);
}

import { badRequest } from './errors.js';

const TRUE = new Set(['true', 'on', 'yes', '1']);
const FALSE = new Set(['false', 'off', 'no', '0']);

/**
 * A boolean query parameter read as Spring reads one: true/on/yes/1 and false/off/no/0 in any case; absent or
 * empty is undefined (a required parameter checks that itself); anything else is refused with Spring's text.
 */
export function parseBooleanParam(
  raw: string | undefined,
  javaType: 'boolean' | 'java.lang.Boolean',
): boolean | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = raw.trim().toLowerCase();
  if (TRUE.has(value)) return true;
  if (FALSE.has(value)) return false;
  throw badRequest(
    `Failed to convert value of type 'java.lang.String' to required type '${javaType}'; nested exception is java.lang.IllegalArgumentException: Invalid boolean value [${raw}]`,
  );
}

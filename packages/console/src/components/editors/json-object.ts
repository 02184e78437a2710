export type JsonObject = Record<string, unknown>;

/** The JSON object editor's messages. */
export const JSON_NOT_VALID = 'json.not-valid-json';
export const JSON_OBJECT_REQUIRED = 'json.json-object-required';

/** The form error key of an editor whose text is not a JSON object. */
export const JSON_PARSE_ERROR = 'jsonParseError';

export type JsonObjectParse = { valid: true; value: JsonObject | null } | { valid: false; error: string };

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Empty text is valid unless required; anything else must parse to an object. */
export function parseJsonObject(text: string, required: boolean): JsonObjectParse {
  if (!text.trim()) return required ? { valid: false, error: JSON_OBJECT_REQUIRED } : { valid: true, value: null };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { valid: false, error: JSON_NOT_VALID };
  }
  return isJsonObject(parsed) ? { valid: true, value: parsed } : { valid: false, error: JSON_NOT_VALID };
}

/** Tidy uses a 2-space indent. */
export function tidyJson(text: string): string {
  return JSON.stringify(JSON.parse(text), null, 2);
}

export function minifyJson(text: string): string {
  return JSON.stringify(JSON.parse(text));
}

export function jsonText(value: unknown): string {
  return value === null || value === undefined ? '' : JSON.stringify(value, null, 2);
}

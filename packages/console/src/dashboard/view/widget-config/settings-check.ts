import type { RJSFSchema } from '@rjsf/utils';

type FieldSchema = Exclude<NonNullable<RJSFSchema['properties']>[string], boolean>;

const TYPE_CHECKS: Record<string, (value: unknown) => boolean> = {
  string: (value) => typeof value === 'string',
  number: (value) => typeof value === 'number' && Number.isFinite(value),
  integer: (value) => Number.isInteger(value),
  boolean: (value) => typeof value === 'boolean',
  object: (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
  array: Array.isArray,
};

function fieldValid(field: FieldSchema, value: unknown): boolean {
  const types = Array.isArray(field.type) ? field.type : field.type ? [field.type] : [];
  if (value === null) return types.length === 0 || types.includes('null');
  if (types.length > 0 && !types.some((type) => TYPE_CHECKS[type]?.(value) ?? true)) return false;
  if (field.enum && !field.enum.includes(value as never)) return false;
  if (typeof value === 'number') {
    if (typeof field.minimum === 'number' && value < field.minimum) return false;
    if (typeof field.maximum === 'number' && value > field.maximum) return false;
  }
  return true;
}

/**
 * The top-level fields of settings that do not match their schema, by their titles: a missing required field, or
 * a value of the wrong type, outside its minimum and maximum or not one of its choices. The form's own validator
 * (ajv) compiles schemas with `new Function`, which the console's security policy forbids, so this small check of
 * what the form's fields let a user get wrong stands in for it; nested objects and arrays are not looked into.
 */
export function invalidSettingsFields(schema: RJSFSchema, settings: Record<string, unknown>): string[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).flatMap(([name, field]) => {
    if (typeof field === 'boolean') return [];
    const value = settings[name];
    const valid = value === undefined ? !required.has(name) : fieldValid(field, value);
    return valid ? [] : [typeof field.title === 'string' ? field.title : name];
  });
}

import type { RJSFSchema } from '@rjsf/utils';

/**
 * The settings schema keyword of a field shown only for some values of its siblings, as
 * `{ thresholdValueSource: 'predefinedValue' }`. The form hides the field by itself rather than through the
 * schema's own conditions (`dependencies`, `if`), because those need the validator to compile code at run time,
 * which the console's content security policy forbids.
 */
export const SHOWN_WHEN = 'shownWhen';

type Json = Record<string, unknown>;

/** The field, shown only while each named sibling holds the value given for it. */
export function shownWhen(field: RJSFSchema, condition: Record<string, string>): RJSFSchema {
  return { ...field, [SHOWN_WHEN]: condition };
}

const asObject = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};

/** Whether the object's field is shown for its current values; a sibling not set yet counts as its default. */
export function isFieldShown(schema: RJSFSchema, name: string, formData: unknown): boolean {
  const properties = asObject(schema.properties);
  const condition = asObject(asObject(properties[name])[SHOWN_WHEN]);
  const values = asObject(formData);
  return Object.entries(condition).every(([sibling, wanted]) => {
    const current = values[sibling] ?? asObject(properties[sibling]).default;
    return current === wanted;
  });
}

import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import type { ScriptKind } from './script-nodes';

/** "alarmDetailsBuildJs" → "Alarm details build js": a field's title when the catalogue gives none. */
export function fieldTitle(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function valueSchema(key: string, value: unknown): RJSFSchema {
  const title = fieldTitle(key);
  if (typeof value === 'boolean') return { type: 'boolean', title };
  if (typeof value === 'number') return { type: 'number', title };
  if (Array.isArray(value)) {
    const first = value.find((item) => item !== null && item !== undefined);
    return { type: 'array', title, items: first === undefined ? { type: 'string' } : valueSchema('', first) };
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    // a map of texts (request headers, attribute mappings): its keys are the user's, so more may be added
    if (entries.every(([, item]) => typeof item === 'string')) {
      return { type: 'object', title, additionalProperties: { type: 'string' } };
    }
    return { ...objectSchema(value as Record<string, unknown>), title };
  }
  // text, and null: a field the platform leaves empty until the user fills it, so null stays valid
  return { type: ['string', 'null'], title };
}

/**
 * Every number the platform fills by default (a port, a timeout, an interval) is required: an emptied number field
 * would drop its key, and the node would then read a missing setting.
 */
function objectSchema(configuration: Record<string, unknown>): RJSFSchema {
  const properties: Record<string, RJSFSchema> = {};
  const required: string[] = [];
  for (const [key, value] of Object.entries(configuration)) {
    properties[key] = valueSchema(key, value);
    if (typeof value === 'number') required.push(key);
  }
  return required.length > 0 ? { type: 'object', properties, required } : { type: 'object', properties };
}

/**
 * The form of a node's configuration, read from its kind's default configuration (the shape the node reads) and the
 * node's own configuration (which may hold keys the default has not): one field per key, typed by its value.
 */
export function configurationSchema(
  defaultConfiguration: Record<string, unknown>,
  configuration: Record<string, unknown>,
): RJSFSchema {
  const shape = { ...defaultConfiguration };
  for (const [key, value] of Object.entries(configuration)) {
    const known = shape[key];
    if (known === undefined || known === null) shape[key] = value;
  }
  return objectSchema(shape);
}

/** The script field is edited in the code editor with its Test button; a null field may be emptied. */
export function configurationUiSchema(scriptField: { field: string; kind: ScriptKind } | undefined): UiSchema {
  const ui: UiSchema = { 'ui:submitButtonOptions': { norender: true } };
  if (scriptField) ui[scriptField.field] = { 'ui:widget': 'script', 'ui:options': { scriptKind: scriptField.kind } };
  return ui;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The required fields of a generated form left empty, as the form's error schema, or null when there are none. It is
 * checked here rather than by the form's JSON schema validator, which compiles code at run time and so is refused by
 * the console's content security policy.
 */
export function missingRequired(
  schema: RJSFSchema,
  data: unknown,
  message: (field: string) => string,
): ErrorSchema | null {
  const values = isRecord(data) ? data : {};
  const errors: Record<string, unknown> = {};
  for (const key of schema.required ?? []) {
    if (values[key] === undefined || values[key] === null) errors[key] = { __errors: [message(fieldTitle(key))] };
  }
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    if (typeof property !== 'object' || property.type !== 'object' || errors[key]) continue;
    const nested = missingRequired(property, values[key], message);
    if (nested) errors[key] = nested;
  }
  return Object.keys(errors).length > 0 ? (errors as ErrorSchema) : null;
}

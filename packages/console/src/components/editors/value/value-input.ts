/** The kinds of value the typed value input edits. */
export const VALUE_TYPES = ['STRING', 'INTEGER', 'DOUBLE', 'BOOLEAN', 'JSON'] as const;
export type ValueType = (typeof VALUE_TYPES)[number];

/** A JSON value an attribute may hold. */
export type TypedValue = string | number | boolean | object;

/** The text fields of the input: booleans are edited with a checkbox, the rest as text. */
export interface ValueDraft {
  type: ValueType;
  text: string;
  checked: boolean;
}

export type ParsedValue = { value: TypedValue; error: null } | { value: null; error: string };

/** Message key of a type's name: value.string, value.integer, … */
export function valueTypeLabel(type: ValueType): string {
  return `value.${type.toLowerCase()}`;
}

/** The type an existing value is edited as: a whole number without a decimal point counts as an integer. */
export function detectValueType(value: unknown): ValueType {
  if (typeof value === 'boolean') return 'BOOLEAN';
  if (typeof value === 'number') return Number.isInteger(value) && !String(value).includes('.') ? 'INTEGER' : 'DOUBLE';
  if (typeof value === 'object' && value !== null) return 'JSON';
  return 'STRING';
}

/** The draft of an existing value (or of a new one, which starts as an empty string). */
export function draftOf(value: unknown): ValueDraft {
  const type = detectValueType(value);
  if (type === 'BOOLEAN') return { type, text: '', checked: value === true };
  if (type === 'JSON') return { type, text: JSON.stringify(value), checked: false };
  return { type, text: value === null || value === undefined ? '' : String(value), checked: false };
}

/** Changing the type resets the value: false for a boolean, an empty object for JSON, empty otherwise. */
export function draftOfType(type: ValueType): ValueDraft {
  if (type === 'JSON') return { type, text: '{}', checked: false };
  return { type, text: '', checked: false };
}

const INTEGER_PATTERN = /^-?\d+$/;

/** The value of a draft, or the message key of why it is not one. */
export function parseDraft(draft: ValueDraft): ParsedValue {
  const text = draft.text;
  switch (draft.type) {
    case 'BOOLEAN':
      return { value: draft.checked, error: null };
    case 'STRING':
      return text.length > 0 ? { value: text, error: null } : { value: null, error: 'value.string-value-required' };
    case 'INTEGER': {
      const trimmed = text.trim();
      if (!trimmed) return { value: null, error: 'value.integer-value-required' };
      if (!INTEGER_PATTERN.test(trimmed) || !Number.isSafeInteger(Number(trimmed)))
        return { value: null, error: 'value.invalid-integer-value' };
      return { value: Number(trimmed), error: null };
    }
    case 'DOUBLE': {
      const trimmed = text.trim();
      const number = Number(trimmed);
      if (!trimmed || !Number.isFinite(number)) return { value: null, error: 'value.double-value-required' };
      return { value: number, error: null };
    }
    case 'JSON':
      return parseJsonObject(text);
  }
}

/** JSON text that must parse to an object. */
export function parseJsonObject(text: string): ParsedValue {
  if (!text.trim()) return { value: null, error: 'value.json-value-required' };
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return { value, error: null };
  } catch {
    // Unparseable text is reported below like any other non-object.
  }
  return { value: null, error: 'value.json-value-invalid' };
}

/** How a value reads in a table cell: JSON as compact text, the rest as it is. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

import type { RJSFSchema, UiSchema } from '@rjsf/utils';

/**
 * The form hints a settings schema implies. Text that is code or markup (a string property with a
 * `contentMediaType`, such as a cell function's body, a card's HTML or CSS) is edited in a multi-line text area,
 * where line breaks survive; a one-line field would drop them.
 */
export function settingsUiSchema(schema: RJSFSchema): UiSchema {
  const ui: UiSchema = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (typeof property !== 'object') continue;
    if (property.type === 'string' && property.contentMediaType)
      ui[name] = { 'ui:widget': 'textarea', 'ui:options': { rows: 6 } };
    else if (property.type === 'object') {
      const nested = settingsUiSchema(property);
      if (Object.keys(nested).length > 0) ui[name] = nested;
    }
  }
  return ui;
}

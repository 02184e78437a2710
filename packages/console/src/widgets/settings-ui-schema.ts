import type { RJSFSchema, UiSchema } from '@rjsf/utils';

/**
 * The form hints a settings schema implies. Text that is code or markup (a string property with a
 * `contentMediaType`, such as a cell function's body, a card's HTML or CSS) is edited in a multi-line text area,
 * where line breaks survive; a one-line field would drop them. Fields shown only for a choice (a dependency) come
 * right after that choice rather than at the end of the form.
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
    } else if (property.type === 'array' && typeof property.items === 'object' && !Array.isArray(property.items)) {
      const items = settingsUiSchema(property.items);
      if (Object.keys(items).length > 0) ui[name] = { items };
    }
  }
  const order = dependentFieldsOrder(schema);
  if (order) ui['ui:order'] = order;
  return ui;
}

/** Each property followed by the fields its choices add; undefined for a schema without such choices. */
function dependentFieldsOrder(schema: RJSFSchema): string[] | undefined {
  const dependencies = schema.dependencies;
  if (!dependencies) return undefined;
  const order: string[] = [];
  for (const name of Object.keys(schema.properties ?? {})) {
    order.push(name);
    const dependency = dependencies[name];
    if (typeof dependency !== 'object' || Array.isArray(dependency)) continue;
    for (const branch of dependency.oneOf ?? []) {
      if (typeof branch !== 'object') continue;
      for (const field of Object.keys(branch.properties ?? {})) if (!order.includes(field)) order.push(field);
    }
  }
  // RJSF leaves out the names the chosen branch does not show, and puts any other field at the wildcard
  return [...order, '*'];
}

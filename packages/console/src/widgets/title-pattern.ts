import { keyLabel } from './key-label';
import type { Datasource } from './widget-config';

/**
 * A title a widget's settings define (`entitiesTitle`): the variables of the datasource's entity filled in
 * (`${entityName}`, `${entityLabel}`, …, as in data key labels), then `{i18n:key}` replaced by the message text.
 */
export function titleFromPattern(
  pattern: string,
  datasource: Datasource | undefined,
  translate: (key: string) => string,
) {
  // A key label follows the same variable rules, so the pattern is read as the label of a key.
  const filled = datasource
    ? keyLabel({ name: pattern, label: pattern, type: 'function', color: '' }, datasource)
    : pattern;
  return filled.replace(/\{i18n:([^}]+)\}/g, (_, key: string) => translate(key));
}

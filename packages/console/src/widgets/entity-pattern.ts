import type { Datasource } from './widget-config';
import type { WidgetEntity } from './widget-context';

/**
 * A title pattern with the variables of an entity filled in (`${entityName}`, `${deviceName}`, `${entityLabel}`,
 * `${aliasName}`, `${entityDescription}`, `${dsName}`). The resolved entity of a series wins over what the datasource
 * carries; unknown variables stay as written.
 */
export function fillEntityPattern(pattern: string, datasource: Datasource | undefined, entity?: WidgetEntity): string {
  const name = entity?.name ?? datasource?.entityName;
  const label = entity?.label || datasource?.entityLabel || name;
  const values: Record<string, string | undefined> = {
    entityName: name,
    deviceName: name,
    entityLabel: label,
    aliasName: datasource?.aliasName,
    entityDescription: typeof datasource?.entityDescription === 'string' ? datasource.entityDescription : undefined,
    dsName: datasource?.name,
  };
  return pattern.replace(/\$\{([^}]*)\}/g, (text, variable: string) => values[variable] ?? text);
}

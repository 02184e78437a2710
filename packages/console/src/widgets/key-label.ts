import type { DataKey, Datasource } from './widget-config';

/**
 * A data key's label with the variables of its datasource's entity filled in (`${entityName}`, `${deviceName}`,
 * `${entityLabel}`, `${aliasName}`, `${entityDescription}`, `${dsName}`); unknown variables stay as written.
 */
export function keyLabel(dataKey: DataKey, datasource: Datasource): string {
  const values: Record<string, string | undefined> = {
    entityName: datasource.entityName,
    deviceName: datasource.entityName,
    entityLabel: datasource.entityLabel || datasource.entityName,
    aliasName: datasource.aliasName,
    entityDescription: typeof datasource.entityDescription === 'string' ? datasource.entityDescription : undefined,
    dsName: datasource.name,
  };
  return (dataKey.label || dataKey.name).replace(/\$\{([^}]*)\}/g, (text, name: string) => values[name] ?? text);
}

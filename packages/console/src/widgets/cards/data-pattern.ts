import type { WidgetSeries } from '../widget-definition';

/**
 * One entity's latest values as the platform's cards hand them to patterns and user functions
 * (`formattedDataFormDatasourceData`): the entity's `entityName`, `entityLabel`, `entityId`, `entityType`,
 * `aliasName` and `deviceName`, then each data key's latest value under its label.
 */
export type EntityValues = Record<string, unknown>;

/** The host's series as one row of values per entity, in the order the entities first appear. */
export function entityValues(data: WidgetSeries[]): EntityValues[] {
  const rows = new Map<string, EntityValues>();
  for (const series of data) {
    const { datasource, entity } = series;
    const id = entity?.id.id ?? String(datasource.entityId ?? datasource.name ?? '');
    let row = rows.get(id);
    if (!row) {
      const entityName = entity?.name ?? datasource.entityName;
      row = {
        entityName,
        deviceName: entityName,
        entityLabel: entity?.label || datasource.entityLabel || entityName,
        entityId: entity?.id.id ?? datasource.entityId,
        entityType: entity?.id.entityType ?? datasource.entityType,
        aliasName: datasource.aliasName,
      };
      rows.set(id, row);
    }
    row[series.dataKey.label] = series.data.at(-1)?.[1];
  }
  return [...rows.values()];
}

/** The labels of the keys of the first entity's row, in the datasource's order: what `${#n}` counts. */
export function keyLabels(data: WidgetSeries[]): string[] {
  const first = data[0];
  if (!first) return [];
  const sameEntity = (series: WidgetSeries) =>
    series.datasource === first.datasource && series.entity?.id.id === first.entity?.id.id;
  return data.filter(sameEntity).map((series) => series.dataKey.label);
}

function printed(value: unknown, decimals: string | undefined): string {
  if (value === undefined || value === null) return '';
  const number = typeof value === 'number' ? value : typeof value === 'string' && value !== '' ? Number(value) : NaN;
  if (decimals !== undefined && Number.isFinite(number)) return number.toFixed(Number(decimals));
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * A pattern of a card's settings with one entity's values filled in, as the platform's `fillDataPattern`:
 * `${label}` prints the value as it is, `${label:n}` a number with n decimals, `${#i}` and `${#i:n}` the i-th key's
 * value; the entity's variables (`${entityName}`, …) print as they are, and nothing is printed where there is no
 * value. The result is plain text, or HTML or markdown to be sanitised, never trusted.
 */
export function fillDataPattern(pattern: string, row: EntityValues | undefined, labels: readonly string[]): string {
  return pattern.replace(/\$\{([^}]*)\}/g, (_, expression: string) => {
    const [, name, decimals] = /^(.*?)(?::(\d+))?$/.exec(expression) ?? [];
    const label = /^#\d+$/.test(name) ? labels[Number(name.slice(1))] : name;
    return label === undefined ? '' : printed(row?.[label], decimals);
  });
}

/** `{i18n:key}` replaced by the message text, as the platform does after filling a pattern. */
export function translateMessageKeys(text: string, translate: (key: string) => string): string {
  return text.replace(/\{i18n:([^}]+)\}/g, (_, key: string) => translate(key));
}

import type { DataKey } from '../../widget-config';
import type { WidgetEntity } from '../../widget-context';
import type { WidgetDatasourceEntity, WidgetSeries } from '../../widget-definition';

/** One row of the entities table: an entity of the datasource and the latest value of each data key. */
export interface EntityRow {
  key: string;
  /** absent for a function datasource, which has no entity */
  entity?: WidgetEntity;
  entityName: string;
  /** the label, or the name when the entity has none */
  entityLabel: string;
  /** the entity type's display name */
  entityType: string;
  /** by the data key's index in the datasource */
  values: unknown[];
  /**
   * The row as the platform hands it to row functions and actions: the entity's id, name, label and type, and
   * each key's value under the key's label ('' when there is none).
   */
  data: Record<string, unknown>;
}

const entityTypeKey = (entityType: string) =>
  entityType === 'RULE_CHAIN' ? 'entity.type-rulechain' : `entity.type-${entityType.toLowerCase().replace(/_/g, '-')}`;

/**
 * The table's rows: one per entity the host resolved (in the page's order, so a datasource without data keys still
 * lists its entities), then the series of each entity fill its row, the n-th series of an entity being the value of
 * the n-th data key (the host delivers them in the config's order). A latest value is the last point of its series.
 */
export function entityRows(
  series: WidgetSeries[],
  dataKeys: DataKey[],
  translate: (key: string) => string,
  entities: WidgetDatasourceEntity[] = [],
): EntityRow[] {
  const rows = new Map<string, EntityRow>();
  const rowOf = (entity: WidgetEntity | undefined, datasource: WidgetSeries['datasource']): EntityRow => {
    const key = entity ? `${entity.id.entityType}:${entity.id.id}` : `datasource:${datasource.name ?? ''}`;
    let row = rows.get(key);
    if (!row) {
      const name = entity?.name ?? datasource.entityName ?? datasource.name ?? '';
      row = {
        key,
        entity,
        entityName: name,
        entityLabel: entity?.label || name,
        entityType: entity ? translate(entityTypeKey(entity.id.entityType)) : '',
        values: [],
        data: {},
      };
      rows.set(key, row);
    }
    return row;
  };
  for (const { entity, datasource } of entities) rowOf(entity, datasource);
  for (const item of series) rowOf(item.entity, item.datasource).values.push(item.data.at(-1)?.[1]);
  return [...rows.values()].map((row) => ({
    ...row,
    data: {
      id: row.entity?.id ?? null,
      entityName: row.entityName,
      entityLabel: row.entityLabel,
      entityType: row.entityType,
      ...Object.fromEntries(dataKeys.map((dataKey, index) => [dataKey.label, row.values[index] ?? ''])),
    },
  }));
}

/** The column a saved sort order names: an entity column by its key, a data key by its label or name. */
export function entitySortColumn(name: string, dataKeys: DataKey[]): string | undefined {
  if (name === 'entityName' || name === 'entityLabel' || name === 'entityType') return name;
  const byLabel = dataKeys.findIndex((dataKey) => dataKey.label === name);
  const index = byLabel >= 0 ? byLabel : dataKeys.findIndex((dataKey) => dataKey.name === name);
  return index >= 0 ? `key${index}` : undefined;
}

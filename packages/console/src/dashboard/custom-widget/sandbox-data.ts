import type { WidgetSeries } from '../../widgets/widget-definition';
import type { SandboxDatasource, SandboxDatasourceData } from './protocol';

/** The platform's conversion of a value from the server: a string becomes a number only when it reads back the same. */
function platformValue(value: unknown): unknown {
  if (typeof value !== 'string' || value === '') return value;
  const number = Number(value);
  return Number.isNaN(number) || number.toString() !== value ? value : number;
}

/**
 * A datasource with its resolved entity as the platform's `ctx.datasources` shows it. JSON-copied: the frame receives
 * it through `postMessage`, which clones only plain data.
 */
function sandboxDatasource(series: Pick<WidgetSeries, 'datasource' | 'entity'>): SandboxDatasource {
  const { datasource, entity } = series;
  const copy = JSON.parse(JSON.stringify(datasource)) as SandboxDatasource;
  if (!entity) return copy;
  return {
    ...copy,
    entityName: entity.name,
    entityLabel: entity.label ?? undefined,
    entityId: entity.id.id,
    entityType: entity.id.entityType,
  };
}

/** `ctx.data` (one element per datasource and key, in the config's order) and `ctx.datasources` of a widget. */
export function sandboxData(series: readonly WidgetSeries[]): {
  data: SandboxDatasourceData[];
  datasources: SandboxDatasource[];
} {
  const datasources: SandboxDatasource[] = [];
  const seen = new Map<WidgetSeries['datasource'], Map<string | undefined, SandboxDatasource>>();
  const data = series.map((item) => {
    const byEntity = seen.get(item.datasource) ?? new Map<string | undefined, SandboxDatasource>();
    seen.set(item.datasource, byEntity);
    let datasource = byEntity.get(item.entity?.id.id);
    if (!datasource) {
      datasource = sandboxDatasource(item);
      byEntity.set(item.entity?.id.id, datasource);
      datasources.push(datasource);
    }
    return {
      datasource,
      dataKey: JSON.parse(JSON.stringify(item.dataKey)) as Record<string, unknown>,
      data: item.data.map(([ts, value]): [number, unknown] => [ts, platformValue(value)]),
    };
  });
  return { data, datasources };
}

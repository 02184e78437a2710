import type { WidgetDatasourceEntity, WidgetSeries } from '../../widget-definition';
import type { NodeContext } from './node-functions';

/** The tree's roots: each entity the widget's datasources resolved to, once, with its keys' latest values by label. */
export function rootNodes(entities: readonly WidgetDatasourceEntity[], data: readonly WidgetSeries[]): NodeContext[] {
  const roots = new Map<string, NodeContext>();
  for (const { entity } of entities) {
    if (roots.has(entity.id.id)) continue;
    const values: Record<string, unknown> = {};
    for (const series of data) {
      if (series.entity?.id.id !== entity.id.id) continue;
      const latest = series.data.at(-1);
      values[series.dataKey.label ?? series.dataKey.name] = latest ? latest[1] : null;
    }
    roots.set(entity.id.id, {
      entity: { id: entity.id, name: entity.name, label: entity.label },
      data: values,
      level: 1,
    });
  }
  return [...roots.values()];
}

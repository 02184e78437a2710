import { formatValue } from '../../format-value';
import { keyLabel } from '../../key-label';
import type { WidgetConfig } from '../../widget-config';
import type { WidgetSeries } from '../../widget-definition';

/** One entity of the attributes card: its name and each key's label and printed latest value. */
export interface EntityGroup {
  id: string;
  name: string;
  rows: Array<{ label: string; value: string }>;
}

function printed(value: unknown, decimals: number | undefined, units: string | undefined): string {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return formatValue(typeof number === 'number' && Number.isFinite(number) ? number : value, decimals, units);
}

/**
 * The host's series as the card lists them: one group per entity (per datasource when it has none), named by the
 * entity, with the keys in the datasource's order and their values with the key's (else the widget's) decimals and
 * units; a key without a value prints nothing.
 */
export function entityGroups(data: WidgetSeries[], config: WidgetConfig): EntityGroup[] {
  const groups = new Map<string, EntityGroup>();
  data.forEach((series) => {
    const id = series.entity?.id.id ?? String(series.datasource.name ?? '');
    let group = groups.get(id);
    if (!group) {
      group = {
        id,
        name: series.entity?.name ?? series.datasource.entityName ?? series.datasource.name ?? '',
        rows: [],
      };
      groups.set(id, group);
    }
    const value = series.data.at(-1)?.[1];
    group.rows.push({
      label: keyLabel(series.dataKey, series.datasource),
      value: printed(value, series.dataKey.decimals ?? config.decimals, series.dataKey.units ?? config.units),
    });
  });
  return [...groups.values()];
}

import { formatValue } from '../../format-value';
import { keyLabel } from '../../key-label';
import type { WidgetConfig } from '../../widget-config';
import type { WidgetSeries } from '../../widget-definition';

export interface EventRow {
  key: string;
  label: string;
  value: string;
}

/**
 * The keys whose names contain one of the given parts (case-insensitive; all keys when there are none), sorted by
 * name, each with its latest value printed with the key's or the widget's decimals and units.
 */
export function eventRows(data: readonly WidgetSeries[], parts: readonly string[], config: WidgetConfig): EventRow[] {
  const wanted = parts.map((part) => part.toLowerCase()).filter((part) => part !== '');
  return data
    .filter(({ dataKey }) => wanted.length === 0 || wanted.some((part) => dataKey.name.toLowerCase().includes(part)))
    .map(({ dataKey, datasource, data: points }) => {
      const raw = points.at(-1)?.[1];
      const value = typeof raw === 'string' && raw !== '' && String(Number(raw)) === raw ? Number(raw) : raw;
      return {
        key: dataKey.name,
        label: keyLabel(dataKey, datasource),
        value: formatValue(value, dataKey.decimals ?? config.decimals, dataKey.units ?? config.units),
      };
    })
    .sort((a, b) => a.key.localeCompare(b.key));
}

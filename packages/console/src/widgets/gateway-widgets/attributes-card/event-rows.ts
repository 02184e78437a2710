import { formatValue } from '../../format-value';
import { keyLabel } from '../../key-label';
import type { WidgetConfig } from '../../widget-config';
import type { WidgetSeries } from '../../widget-definition';

/** Whether a key name contains one of the given parts (case-insensitive); with no parts every key does. */
export function matchesEventParts(name: string, parts: readonly string[]): boolean {
  const wanted = parts.map((part) => part.toLowerCase()).filter((part) => part !== '');
  return wanted.length === 0 || wanted.some((part) => name.toLowerCase().includes(part));
}

/** The entity's time-series keys the card lists: those matching the settings, sorted by name. */
export function eventKeys(keys: readonly string[], parts: readonly string[]): string[] {
  return keys.filter((key) => matchesEventParts(key, parts)).sort((a, b) => a.localeCompare(b));
}

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
  return data
    .filter(({ dataKey }) => matchesEventParts(dataKey.name, parts))
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

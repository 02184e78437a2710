import type { Widget } from '@fleetdeck/model';

/**
 * The widget with the given time-series keys added to its first datasource, after the keys it names itself, so
 * that one subscription brings their latest values. Keys it already names are not added again.
 */
export function withTimeseriesKeys(widget: Widget, keys: readonly string[]): Widget {
  const [first, ...rest] = widget.config.datasources ?? [];
  if (!first || keys.length === 0) return widget;
  const named = new Set(first.dataKeys.map((dataKey) => dataKey.name));
  const added = keys
    .filter((key) => !named.has(key))
    .map((name) => ({ name, type: 'timeseries' as const, label: name, color: '#2196f3', settings: {} }));
  if (added.length === 0) return widget;
  const datasource = { ...first, dataKeys: [...first.dataKeys, ...added] };
  return { ...widget, config: { ...widget.config, datasources: [datasource, ...rest] } };
}

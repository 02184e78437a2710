import type { EntityAliases, Widget } from '@fleetdeck/model';
import type { Datasource } from '../../widgets/widget-config';

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

/** The widget with datasources added after its own (a definition's `extraDatasources`); the same widget for none. */
export function withExtraDatasources(widget: Widget, extra: readonly Datasource[]): Widget {
  if (extra.length === 0) return widget;
  const datasources = [...(widget.config.datasources ?? []), ...extra] as NonNullable<Widget['config']['datasources']>;
  return { ...widget, config: { ...widget.config, datasources } };
}

/** The id of the alias with this name (or this id) among a dashboard's aliases. */
export function aliasIdByName(aliases: EntityAliases | undefined, name: string): string | undefined {
  const all = Object.entries(aliases ?? {});
  return all.find(([, alias]) => alias.alias === name)?.[0] ?? all.find(([id]) => id === name)?.[0];
}

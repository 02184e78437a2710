import type { DataKey, WidgetConfig } from '../../widget-config';
import { withDefaults } from '../../with-defaults';
import {
  DEFAULT_TIMESERIES_TABLE_KEY_SETTINGS,
  DEFAULT_TIMESERIES_TABLE_LATEST_KEY_SETTINGS,
  DEFAULT_TIMESERIES_TABLE_SETTINGS,
  type TimeseriesTableSettings,
} from './settings';

const withKeySettings = (
  keys: DataKey[] | null | undefined,
  defaults: Record<string, unknown>,
): DataKey[] | undefined =>
  keys?.map((dataKey) => ({ ...dataKey, settings: withDefaults(defaults, dataKey.settings) }));

/**
 * A saved time-series table (3.4.1 or older) as the table reads it: settings of the table, its keys and its latest
 * keys get the platform's defaults where missing. Older versions saved `disableStickyHeader` instead of
 * `enableStickyHeader`; a table saved that way keeps its header unpinned. Every other key stays as saved.
 */
export function migrateTimeseriesTable(saved: WidgetConfig): WidgetConfig<TimeseriesTableSettings> {
  const savedSettings = (saved.settings ?? {}) as Record<string, unknown>;
  const legacyHeader =
    savedSettings.enableStickyHeader === undefined && savedSettings.disableStickyHeader === true
      ? { enableStickyHeader: false }
      : {};
  return {
    ...saved,
    datasources: (saved.datasources ?? []).map((datasource) => ({
      ...datasource,
      dataKeys: withKeySettings(datasource.dataKeys, DEFAULT_TIMESERIES_TABLE_KEY_SETTINGS) ?? [],
      ...(datasource.latestDataKeys
        ? { latestDataKeys: withKeySettings(datasource.latestDataKeys, DEFAULT_TIMESERIES_TABLE_LATEST_KEY_SETTINGS) }
        : {}),
    })),
    settings: withDefaults(DEFAULT_TIMESERIES_TABLE_SETTINGS, { ...savedSettings, ...legacyHeader }),
  };
}

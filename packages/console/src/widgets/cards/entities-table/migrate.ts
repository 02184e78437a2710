import type { WidgetConfig } from '../../widget-config';
import { withDefaults } from '../../with-defaults';
import {
  DEFAULT_ENTITIES_TABLE_KEY_SETTINGS,
  DEFAULT_ENTITIES_TABLE_SETTINGS,
  type EntitiesTableSettings,
} from './settings';

/**
 * A saved entities table (3.4.1 or older) as the table reads it. Nothing is renamed between those versions: the
 * table's settings and each column's settings get the platform's defaults where missing, and every other key stays
 * as saved.
 */
export function migrateEntitiesTable(saved: WidgetConfig): WidgetConfig<EntitiesTableSettings> {
  return {
    ...saved,
    datasources: (saved.datasources ?? []).map((datasource) => ({
      ...datasource,
      dataKeys: (datasource.dataKeys ?? []).map((dataKey) => ({
        ...dataKey,
        settings: withDefaults(DEFAULT_ENTITIES_TABLE_KEY_SETTINGS, dataKey.settings),
      })),
    })),
    settings: withDefaults(DEFAULT_ENTITIES_TABLE_SETTINGS, saved.settings),
  };
}

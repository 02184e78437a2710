import type { WidgetConfig } from '../../widget-config';
import { withDefaults } from '../../with-defaults';
import { DEFAULT_PERSISTENT_TABLE_SETTINGS, type PersistentTableSettings } from './settings';

/**
 * A saved persistent RPC table (3.4.1 or older) as the table reads it: missing settings get the platform's
 * defaults, every other key (the target device aliases among them) stays as saved.
 */
export function migratePersistentTable(saved: WidgetConfig): WidgetConfig<PersistentTableSettings> {
  return { ...saved, settings: withDefaults(DEFAULT_PERSISTENT_TABLE_SETTINGS, saved.settings) };
}

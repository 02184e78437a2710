import { migrateEntitiesTable } from '../../cards/entities-table/migrate';
import type { EntitiesTableSettings } from '../../cards/entities-table/settings';
import type { WidgetConfig } from '../../widget-config';

/**
 * A saved device admin table as the table reads it. The platform draws it with the entities table and the same
 * settings forms; only its default config differs, so it migrates exactly like an entities table.
 */
export function migrateDeviceAdminTable(saved: WidgetConfig): WidgetConfig<EntitiesTableSettings> {
  return migrateEntitiesTable(saved);
}

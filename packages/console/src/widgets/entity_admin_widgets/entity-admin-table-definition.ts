import { lazy } from 'react';
import { entitiesTableDefinition } from '../cards/entities-table/definition';
import { migrateEntitiesTable } from '../cards/entities-table/migrate';
import type { EntitiesTableSettings } from '../cards/entities-table/settings';
import { entitiesTableKeySettingsSchema, entitiesTableSettingsSchema } from '../cards/entities-table/settings-schema';
import type { WidgetConfig } from '../widget-config';
import type { WidgetDefinition } from '../widget-definition';

/**
 * An admin table of the platform (devices, assets): the entities table with a default config of its own, whose
 * premade actions add, edit and delete the entities. Settings, forms, migration and drawing are the entities
 * table's, as the platform draws them with the same component and settings forms.
 */
export function entityAdminTableDefinition(
  alias: string,
  defaultConfig: WidgetConfig,
): WidgetDefinition<EntitiesTableSettings> {
  return {
    fqn: `entity_admin_widgets.${alias}`,
    actionSources: entitiesTableDefinition.actionSources,
    kind: 'latest',
    component: lazy(() =>
      import('../cards/entities-table/EntitiesTable').then((module) => ({ default: module.EntitiesTable })),
    ),
    settingsSchema: entitiesTableSettingsSchema,
    dataKeySettingsSchema: entitiesTableKeySettingsSchema,
    processNoDataByWidget: true,
    defaultConfig,
    ownHeader: true,
    migrate: migrateEntitiesTable,
  };
}

import { lazy } from 'react';
import { entitiesTableDefinition } from '../../cards/entities-table/definition';
import type { EntitiesTableSettings } from '../../cards/entities-table/settings';
import {
  entitiesTableKeySettingsSchema,
  entitiesTableSettingsSchema,
} from '../../cards/entities-table/settings-schema';
import type { WidgetDefinition } from '../../widget-definition';
import { deviceAdminTableDefaultConfig } from './default-config';
import { migrateDeviceAdminTable } from './migrate';

/**
 * The platform's "Device admin table": the entities table with a default config of its own, whose premade actions
 * add, edit and delete devices. Settings, forms and drawing are the entities table's.
 */
export const deviceAdminTableDefinition: WidgetDefinition<EntitiesTableSettings> = {
  fqn: 'entity_admin_widgets.device_admin_table',
  actionSources: entitiesTableDefinition.actionSources,
  kind: 'latest',
  component: lazy(() =>
    import('../../cards/entities-table/EntitiesTable').then((module) => ({ default: module.EntitiesTable })),
  ),
  settingsSchema: entitiesTableSettingsSchema,
  dataKeySettingsSchema: entitiesTableKeySettingsSchema,
  processNoDataByWidget: true,
  defaultConfig: deviceAdminTableDefaultConfig,
  ownHeader: true,
  migrate: migrateDeviceAdminTable,
};

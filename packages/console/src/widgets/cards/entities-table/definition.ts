import { lazy } from 'react';
import type { WidgetDefinition } from '../../widget-definition';
import { entitiesTableDefaultConfig } from './default-config';
import { migrateEntitiesTable } from './migrate';
import type { EntitiesTableSettings } from './settings';
import { entitiesTableKeySettingsSchema, entitiesTableSettingsSchema } from './settings-schema';

/** The platform's "Entities table": a row per entity of the datasource, a column per data key. */
export const entitiesTableDefinition: WidgetDefinition<EntitiesTableSettings> = {
  fqn: 'cards.entities_table',
  actionSources: ['headerButton', 'actionCellButton', 'rowClick', 'rowDoubleClick'],
  kind: 'latest',
  component: lazy(() => import('./EntitiesTable').then((module) => ({ default: module.EntitiesTable }))),
  settingsSchema: entitiesTableSettingsSchema,
  dataKeySettingsSchema: entitiesTableKeySettingsSchema,
  processNoDataByWidget: true,
  defaultConfig: entitiesTableDefaultConfig,
  ownHeader: true,
  migrate: migrateEntitiesTable,
};

import { lazy } from 'react';
import type { WidgetDefinition } from '../../widget-definition';
import { entitiesHierarchyDefaultConfig } from './default-config';
import { migrateEntitiesHierarchy } from './migrate';
import type { EntitiesHierarchySettings } from './settings';
import { entitiesHierarchySettingsSchema } from './settings-schema';

/** The platform's "Entities hierarchy": a tree of the widget's entities and the entities related to them. */
export const entitiesHierarchyDefinition: WidgetDefinition<EntitiesHierarchySettings> = {
  fqn: 'cards.entities_hierarchy',
  kind: 'latest',
  component: lazy(() => import('./EntitiesHierarchy').then((module) => ({ default: module.EntitiesHierarchy }))),
  settingsSchema: entitiesHierarchySettingsSchema,
  actionSources: ['nodeSelected'],
  defaultConfig: entitiesHierarchyDefaultConfig,
  migrate: migrateEntitiesHierarchy,
};

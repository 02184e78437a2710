import type { WidgetConfig } from '../../widget-config';
import { withDefaults } from '../../with-defaults';
import { DEFAULT_ENTITIES_HIERARCHY_SETTINGS, type EntitiesHierarchySettings } from './settings';

/** A saved entities hierarchy (3.4.1 or older) as the tree reads it: missing functions empty, all else as saved. */
export function migrateEntitiesHierarchy(saved: WidgetConfig): WidgetConfig<EntitiesHierarchySettings> {
  return { ...saved, settings: withDefaults(DEFAULT_ENTITIES_HIERARCHY_SETTINGS, saved.settings) };
}

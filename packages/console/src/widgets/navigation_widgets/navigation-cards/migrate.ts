import type { WidgetConfig } from '../../widget-config';
import { withDefaults } from '../../with-defaults';
import { DEFAULT_NAVIGATION_SETTINGS, type NavigationSettings } from './settings';

/** A saved navigation widget as it reads it: missing settings defaulted, every other key kept. */
export function migrateNavigation(saved: WidgetConfig): WidgetConfig<NavigationSettings> {
  const settings = withDefaults(DEFAULT_NAVIGATION_SETTINGS, saved.settings);
  return { ...saved, settings: { ...settings, filter: Array.isArray(settings.filter) ? settings.filter : [] } };
}

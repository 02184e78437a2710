import type { WidgetConfig } from '../../widget-config';
import { withDefaults } from '../../with-defaults';
import { type DateRangeNavigatorSettings, DEFAULT_DATE_RANGE_NAVIGATOR_SETTINGS } from './settings';

/**
 * A saved date range navigator (3.4.1 or older) as the component reads it: missing settings get the platform's
 * defaults, and a config saved before `initialInterval` existed starts from its `defaultInterval`, as the catalogue's
 * default config still names it. Every other key stays as saved.
 */
export function migrateDateRangeNavigator(saved: WidgetConfig): WidgetConfig<DateRangeNavigatorSettings> {
  const settings = (saved.settings ?? {}) as Record<string, unknown>;
  const initial = settings.initialInterval ?? settings.defaultInterval;
  const withInitial = initial === undefined ? settings : { ...settings, initialInterval: initial };
  return { ...saved, settings: withDefaults(DEFAULT_DATE_RANGE_NAVIGATOR_SETTINGS, withInitial) };
}

import type { WidgetConfig } from '../../widget-config';
import { withDefaults } from '../../with-defaults';
import { type CompassSettings, DEFAULT_COMPASS_SETTINGS } from './settings';

/** A saved compass (3.4.1 or older) as the dial reads it: missing settings get the platform's defaults. */
export function migrateCompass(saved: WidgetConfig): WidgetConfig<CompassSettings> {
  return { ...saved, settings: withDefaults(DEFAULT_COMPASS_SETTINGS, saved.settings) };
}

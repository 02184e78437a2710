import type { WidgetConfig } from '../../widget-config';
import { withDefaults } from '../../with-defaults';
import { DEFAULT_GPIO_SETTINGS, type GpioSettings } from './settings';

/**
 * A saved GPIO widget (3.4.1 or older) as the component reads it: missing settings get the platform's defaults and
 * every other key, the pin list's own keys (`_uniqueKey`) included, stays as saved.
 */
export function migrateGpio(saved: WidgetConfig): WidgetConfig<GpioSettings> {
  return { ...saved, settings: withDefaults(DEFAULT_GPIO_SETTINGS, saved.settings) };
}

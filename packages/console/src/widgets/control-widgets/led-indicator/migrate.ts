import type { WidgetConfig } from '../../widget-config';
import { withDefaults } from '../../with-defaults';
import { DEFAULT_LED_INDICATOR_SETTINGS, type LedIndicatorSettings } from './settings';

/**
 * A saved LED indicator (3.4.1 or older) as the component reads it: missing settings get the platform's defaults
 * and every other key, the target device aliases included, stays as saved.
 */
export function migrateLedIndicator(saved: WidgetConfig): WidgetConfig<LedIndicatorSettings> {
  return { ...saved, settings: withDefaults(DEFAULT_LED_INDICATOR_SETTINGS, saved.settings) };
}

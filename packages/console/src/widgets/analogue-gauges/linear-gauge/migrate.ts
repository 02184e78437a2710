import type { WidgetConfig } from '../../widget-config';
import { withDefaults } from '../../with-defaults';
import { DEFAULT_LINEAR_GAUGE_SETTINGS, type LinearGaugeSettings } from './settings';

/** A saved linear gauge (3.4.1 or older) as the gauge reads it: missing settings get the platform's defaults. */
export function migrateLinearGauge(saved: WidgetConfig): WidgetConfig<LinearGaugeSettings> {
  return { ...saved, settings: withDefaults(DEFAULT_LINEAR_GAUGE_SETTINGS, saved.settings) };
}

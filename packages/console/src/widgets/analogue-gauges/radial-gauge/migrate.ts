import type { WidgetConfig } from '../../widget-config';
import { withDefaults } from '../../with-defaults';
import { DEFAULT_RADIAL_GAUGE_SETTINGS, type RadialGaugeSettings } from './settings';

/** A saved radial gauge (3.4.1 or older) as the dial reads it: missing settings get the platform's defaults. */
export function migrateRadialGauge(saved: WidgetConfig): WidgetConfig<RadialGaugeSettings> {
  return { ...saved, settings: withDefaults(DEFAULT_RADIAL_GAUGE_SETTINGS, saved.settings) };
}

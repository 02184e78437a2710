import type { WidgetConfig } from '../../widget-config';
import { withDefaults } from '../../with-defaults';
import { DEFAULT_DIGITAL_GAUGE_SETTINGS, type DigitalGaugeSettings } from './settings';

/** A saved digital gauge (3.4.1 or older) as the gauge reads it: missing settings get the platform's defaults. */
export function migrateDigitalGauge(saved: WidgetConfig): WidgetConfig<DigitalGaugeSettings> {
  return { ...saved, settings: withDefaults(DEFAULT_DIGITAL_GAUGE_SETTINGS, saved.settings) };
}

import type { WidgetConfig } from '../../widget-config';
import { withDefaults } from '../../with-defaults';
import { DEFAULT_KNOB_SETTINGS, type KnobSettings } from './settings';

/**
 * A saved knob (3.4.1 or older) as the component reads it: missing settings get the platform's defaults and every
 * other key, the target device aliases included, stays as saved.
 */
export function migrateKnob(saved: WidgetConfig): WidgetConfig<KnobSettings> {
  return { ...saved, settings: withDefaults(DEFAULT_KNOB_SETTINGS, saved.settings) };
}

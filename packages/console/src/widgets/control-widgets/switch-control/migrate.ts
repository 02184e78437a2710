import type { WidgetConfig } from '../../widget-config';
import { withDefaults } from '../../with-defaults';
import { DEFAULT_SWITCH_SETTINGS, type SwitchSettings } from './settings';

/**
 * A saved switch (3.4.1 or older) as the component reads it: missing settings get the platform's defaults and every
 * other key, the target device aliases included, stays as saved.
 */
export function migrateSwitch(saved: WidgetConfig): WidgetConfig<SwitchSettings> {
  return { ...saved, settings: withDefaults(DEFAULT_SWITCH_SETTINGS, saved.settings) };
}

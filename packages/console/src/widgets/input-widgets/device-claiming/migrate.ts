import type { WidgetConfig } from '../../widget-config';
import { withDefaults } from '../../with-defaults';
import { DEFAULT_DEVICE_CLAIMING_SETTINGS, type DeviceClaimingSettings } from './settings';

/** A saved device claiming widget as the widget reads it: missing settings defaulted, every other key kept. */
export function migrateDeviceClaiming(saved: WidgetConfig): WidgetConfig<DeviceClaimingSettings> {
  return { ...saved, settings: withDefaults(DEFAULT_DEVICE_CLAIMING_SETTINGS, saved.settings) };
}

import type { WidgetConfig } from '../../widget-config';
import { withDefaults } from '../../with-defaults';
import { DEFAULT_GATEWAY_CONFIG_SETTINGS, type GatewayConfigSettings } from './settings';

/** A saved gateway configuration widget as the form reads it: missing settings defaulted, every other key kept. */
export function migrateGatewayConfig(saved: WidgetConfig): WidgetConfig<GatewayConfigSettings> {
  return { ...saved, settings: withDefaults(DEFAULT_GATEWAY_CONFIG_SETTINGS, saved.settings) };
}

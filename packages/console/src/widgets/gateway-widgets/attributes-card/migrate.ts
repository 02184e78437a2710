import type { WidgetConfig } from '../../widget-config';
import { withDefaults } from '../../with-defaults';
import { DEFAULT_GATEWAY_EVENTS_SETTINGS, type GatewayEventsSettings } from './settings';

/** A saved gateway events card as the card reads it: missing settings defaulted, every other key kept. */
export function migrateGatewayEvents(saved: WidgetConfig): WidgetConfig<GatewayEventsSettings> {
  return { ...saved, settings: withDefaults(DEFAULT_GATEWAY_EVENTS_SETTINGS, saved.settings) };
}

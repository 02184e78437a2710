import { lazy } from 'react';
import type { WidgetDefinition } from '../../widget-definition';
import { gatewayEventsDefaultConfig } from './default-config';
import { eventKeys } from './event-rows';
import { migrateGatewayEvents } from './migrate';
import type { GatewayEventsSettings } from './settings';
import { gatewayEventsSettingsSchema } from './settings-schema';

/** The platform's "Gateway events": a gateway's event counters and their latest values. */
export const gatewayEventsDefinition: WidgetDefinition<GatewayEventsSettings> = {
  fqn: 'gateway_widgets.attributes_card',
  kind: 'latest',
  component: lazy(() => import('./GatewayEvents').then((module) => ({ default: module.GatewayEvents }))),
  settingsSchema: gatewayEventsSettingsSchema,
  processNoDataByWidget: true,
  // As the platform's card, it lists the gateway's time-series keys and subscribes to those matching its settings.
  entityTimeseriesKeys: (config, keys) => eventKeys(keys, config.settings.eventsReg),
  defaultConfig: gatewayEventsDefaultConfig,
  migrate: migrateGatewayEvents,
};

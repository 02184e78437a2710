import { lazy } from 'react';
import type { WidgetDefinition } from '../../widget-definition';
import { gatewayEventsDefaultConfig } from './default-config';
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
  defaultConfig: gatewayEventsDefaultConfig,
  migrate: migrateGatewayEvents,
};

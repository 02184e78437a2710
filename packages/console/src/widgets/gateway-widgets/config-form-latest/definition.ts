import { lazy } from 'react';
import type { WidgetDefinition } from '../../widget-definition';
import { gatewayConfigurationDefaultConfig } from './default-config';
import { migrateGatewayConfig } from './migrate';
import type { GatewayConfigSettings } from './settings';
import { gatewayConfigSettingsSchema } from './settings-schema';

/** The platform's "Gateway configuration (Single device)": a gateway's settings and connectors, saved to it. */
export const gatewayConfigDefinition: WidgetDefinition<GatewayConfigSettings> = {
  fqn: 'gateway_widgets.config_form_latest',
  kind: 'latest',
  component: lazy(() => import('./GatewayConfigForm').then((module) => ({ default: module.GatewayConfigForm }))),
  settingsSchema: gatewayConfigSettingsSchema,
  processNoDataByWidget: true,
  defaultConfig: gatewayConfigurationDefaultConfig,
  ownHeader: true,
  migrate: migrateGatewayConfig,
};

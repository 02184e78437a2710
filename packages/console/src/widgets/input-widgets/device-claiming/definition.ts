import { lazy } from 'react';
import type { WidgetDefinition } from '../../widget-definition';
import { deviceClaimingDefaultConfig } from './default-config';
import { migrateDeviceClaiming } from './migrate';
import type { DeviceClaimingSettings } from './settings';
import { deviceClaimingSettingsSchema } from './settings-schema';

/** The platform's "Device claiming widget": a customer user claims a device by its name and secret key. */
export const deviceClaimingDefinition: WidgetDefinition<DeviceClaimingSettings> = {
  fqn: 'input_widgets.device_claiming_widget',
  kind: 'static',
  component: lazy(() => import('./DeviceClaiming').then((module) => ({ default: module.DeviceClaiming }))),
  settingsSchema: deviceClaimingSettingsSchema,
  processNoDataByWidget: true,
  defaultConfig: deviceClaimingDefaultConfig,
  migrate: migrateDeviceClaiming,
};

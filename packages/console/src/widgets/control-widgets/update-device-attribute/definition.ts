import { lazy } from 'react';
import type { WidgetDefinition } from '../../widget-definition';
import { updateDeviceAttributeDefaultConfig } from './default-config';
import { migrateUpdateDeviceAttribute } from './migrate';
import type { UpdateDeviceAttributeSettings } from './settings';
import { updateDeviceAttributeSettingsSchema } from './settings-schema';

/**
 * The platform's "Update device attribute": a button that saves fixed attribute values on the target device. It is
 * neither the multiple-attributes form nor the update-value family (both edit a value the user types), so it has a
 * component of its own.
 */
export const updateDeviceAttributeDefinition: WidgetDefinition<UpdateDeviceAttributeSettings> = {
  fqn: 'control_widgets.update_attributes',
  kind: 'rpc',
  component: lazy(() =>
    import('./UpdateDeviceAttribute').then((module) => ({ default: module.UpdateDeviceAttribute })),
  ),
  settingsSchema: updateDeviceAttributeSettingsSchema,
  processNoDataByWidget: true,
  defaultConfig: updateDeviceAttributeDefaultConfig,
  migrate: migrateUpdateDeviceAttribute,
};

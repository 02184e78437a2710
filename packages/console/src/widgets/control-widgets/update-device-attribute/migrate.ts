import type { WidgetConfig } from '../../widget-config';
import { withDefaults } from '../../with-defaults';
import { DEFAULT_UPDATE_DEVICE_ATTRIBUTE_SETTINGS, type UpdateDeviceAttributeSettings } from './settings';

/**
 * A saved "Update device attribute" widget (3.4.1 or older) as the component reads it: missing settings get the
 * platform's defaults, a scope other than server or shared reads as server, and every other key stays as saved.
 */
export function migrateUpdateDeviceAttribute(saved: WidgetConfig): WidgetConfig<UpdateDeviceAttributeSettings> {
  const settings = withDefaults(DEFAULT_UPDATE_DEVICE_ATTRIBUTE_SETTINGS, saved.settings);
  if (settings.entityAttributeType !== 'SHARED_SCOPE') settings.entityAttributeType = 'SERVER_SCOPE';
  return { ...saved, settings };
}

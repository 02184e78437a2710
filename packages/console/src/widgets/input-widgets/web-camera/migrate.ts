import type { WidgetConfig } from '../../widget-config';
import { withDefaults } from '../../with-defaults';
import { DEFAULT_WEB_CAMERA_SETTINGS, type WebCameraSettings } from './settings';

/** A saved photo camera input as the widget reads it: missing settings defaulted, every other key kept. */
export function migrateWebCamera(saved: WidgetConfig): WidgetConfig<WebCameraSettings> {
  return { ...saved, settings: withDefaults(DEFAULT_WEB_CAMERA_SETTINGS, saved.settings) };
}

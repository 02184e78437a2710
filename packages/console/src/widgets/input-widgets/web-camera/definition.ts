import { lazy } from 'react';
import type { WidgetDefinition } from '../../widget-definition';
import { webCameraDefaultConfig } from './default-config';
import { migrateWebCamera } from './migrate';
import type { WebCameraSettings } from './settings';
import { webCameraSettingsSchema } from './settings-schema';

/** The platform's "Photo camera input": takes a photo with the browser's camera and saves it as an image data URL. */
export const webCameraDefinition: WidgetDefinition<WebCameraSettings> = {
  fqn: 'input_widgets.web_camera_input',
  kind: 'latest',
  component: lazy(() => import('./WebCameraInput').then((module) => ({ default: module.WebCameraInput }))),
  settingsSchema: webCameraSettingsSchema,
  processNoDataByWidget: true,
  defaultConfig: webCameraDefaultConfig,
  migrate: migrateWebCamera,
};

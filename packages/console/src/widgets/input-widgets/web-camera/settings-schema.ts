import type { RJSFSchema } from '@rjsf/utils';
import { DEFAULT_WEB_CAMERA_SETTINGS as D } from './settings';

/** The form of the photo camera input's settings, the fields of the platform's settings form. */
export const webCameraSettingsSchema: RJSFSchema = {
  type: 'object',
  title: 'Photo camera input settings',
  properties: {
    widgetTitle: { title: 'Widget title', type: 'string', default: D.widgetTitle },
    imageFormat: {
      title: 'Image format',
      type: 'string',
      default: D.imageFormat,
      oneOf: [
        { const: 'image/jpeg', title: 'JPEG' },
        { const: 'image/png', title: 'PNG' },
        { const: 'image/webp', title: 'WEBP' },
      ],
    },
    imageQuality: {
      title: 'Image quality, used with JPEG and WEBP',
      type: 'number',
      minimum: 0,
      maximum: 1,
      default: D.imageQuality,
    },
    maxWidth: { title: 'Maximal image width', type: 'integer', minimum: 1, default: D.maxWidth },
    maxHeight: { title: 'Maximal image height', type: 'integer', minimum: 1, default: D.maxHeight },
  },
};

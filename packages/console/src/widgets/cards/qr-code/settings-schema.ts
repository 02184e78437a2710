import type { RJSFSchema } from '@rjsf/utils';
import { DEFAULT_QR_CODE_SETTINGS as D } from './settings';

/** The form of the QR code card's settings. */
export const qrCodeSettingsSchema: RJSFSchema = {
  type: 'object',
  title: 'QR code settings',
  properties: {
    useQrCodeTextFunction: { title: 'Use QR code text function', type: 'boolean', default: D.useQrCodeTextFunction },
    qrCodeTextPattern: { title: 'QR code text pattern', type: 'string', default: D.qrCodeTextPattern },
    qrCodeTextFunction: {
      title: 'QR code text function: f(data, ctx)',
      type: 'string',
      contentMediaType: 'text/javascript',
      default: D.qrCodeTextFunction,
    },
  },
};

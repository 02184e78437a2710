import { qrCodeDefaultConfig } from './default-config';

/** The settings of the QR code card, with the defaults of the platform's settings form. */
export interface QrCodeSettings {
  /** the code's text when no function makes it, with `${…}` data variables */
  qrCodeTextPattern: string;
  useQrCodeTextFunction: boolean;
  /** the body of `f(data, ctx)` that answers the code's text; `data` holds one row of values per entity */
  qrCodeTextFunction: string;
  [key: string]: unknown;
}

export const DEFAULT_QR_CODE_SETTINGS: QrCodeSettings = {
  qrCodeTextPattern: String(qrCodeDefaultConfig.settings.qrCodeTextPattern),
  useQrCodeTextFunction: false,
  qrCodeTextFunction: String(qrCodeDefaultConfig.settings.qrCodeTextFunction),
};

import { lazy } from 'react';
import type { WidgetDefinition } from '../../widget-definition';
import { qrCodeDefaultConfig } from './default-config';
import { migrateQrCode } from './migrate';
import type { QrCodeSettings } from './settings';
import { qrCodeSettingsSchema } from './settings-schema';

/** The platform's "QR Code": the QR code of a text made from the latest values. */
export const qrCodeDefinition: WidgetDefinition<QrCodeSettings> = {
  fqn: 'cards.qr_code',
  kind: 'latest',
  component: lazy(() => import('./QrCode').then((module) => ({ default: module.QrCode }))),
  settingsSchema: qrCodeSettingsSchema,
  defaultConfig: qrCodeDefaultConfig,
  migrate: migrateQrCode,
};

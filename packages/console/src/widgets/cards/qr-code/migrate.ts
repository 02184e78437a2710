import type { WidgetConfig } from '../../widget-config';
import { withDefaults } from '../../with-defaults';
import { DEFAULT_QR_CODE_SETTINGS, type QrCodeSettings } from './settings';

/** A saved QR code card as the card reads it: missing settings defaulted, every other key kept. */
export function migrateQrCode(saved: WidgetConfig): WidgetConfig<QrCodeSettings> {
  return { ...saved, settings: withDefaults(DEFAULT_QR_CODE_SETTINGS, saved.settings) };
}

import { describe, expect, it } from 'vitest';
import type { WidgetConfig } from '../../widget-config';
import { qrCodeDefaultConfig } from './default-config';
import { migrateQrCode } from './migrate';

describe('migrating a QR code card', () => {
  it("reads the platform's default config: the entity's name as the code's text", () => {
    const migrated = migrateQrCode(structuredClone(qrCodeDefaultConfig));
    expect(migrated.settings).toEqual({
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a pattern of the card, not a JavaScript template string
      qrCodeTextPattern: '${entityName}',
      useQrCodeTextFunction: false,
      qrCodeTextFunction: "return data[0] ? data[0]['entityName'] : '';",
    });
    expect(migrateQrCode(structuredClone(migrated) as WidgetConfig)).toEqual(migrated);
  });

  it('keeps a saved function and defaults what is missing', () => {
    const migrated = migrateQrCode({ settings: { useQrCodeTextFunction: true, qrCodeTextFunction: 'return "x";' } });
    expect(migrated.settings).toMatchObject({ useQrCodeTextFunction: true, qrCodeTextFunction: 'return "x";' });
    expect(migrated.settings.qrCodeTextPattern).toBe(qrCodeDefaultConfig.settings.qrCodeTextPattern);
  });
});

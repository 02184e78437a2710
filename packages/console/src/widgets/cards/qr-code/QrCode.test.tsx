import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../testing/render-widget';
import { testContext } from '../../testing/test-context';
import type { WidgetConfig } from '../../widget-config';
import type { WidgetSeries } from '../../widget-definition';
import { qrCodeDefaultConfig } from './default-config';
import { migrateQrCode } from './migrate';
import { QrCode } from './QrCode';
import { qrCodeImage } from './qr-code-image';
import type { QrCodeSettings } from './settings';

function card(change: (config: WidgetConfig<QrCodeSettings>) => void = () => {}) {
  const config = migrateQrCode(structuredClone(qrCodeDefaultConfig));
  change(config);
  const source = config.datasources?.[0];
  if (!source) throw new Error('the default config has a datasource');
  const datasource = { ...source, type: 'entity' as const };
  const entity = { id: { entityType: 'DEVICE' as const, id: 'd1' }, name: 'Pump 7', label: null };
  const data: WidgetSeries[] = [{ datasource, dataKey: datasource.dataKeys[0], entity, data: [[1000, 'SN-0042']] }];
  return { config, data };
}

describe('the QR code card', () => {
  it("shows the QR code of the entity's name, as the default pattern asks", async () => {
    await renderWidget(QrCode, card());
    const image = (await screen.findByRole('img', { name: 'Pump 7' })) as HTMLImageElement;
    expect(image.getAttribute('src')).toBe(await qrCodeImage('Pump 7'));
  });

  it("shows the code of a pattern with a key's value, and of what the text function answers", async () => {
    const { unmount } = await renderWidget(
      QrCode,
      card((config) => {
        config.settings.qrCodeTextPattern = `https://example.com/\${Random}`;
      }),
    );
    expect(await screen.findByRole('img', { name: 'https://example.com/SN-0042' })).toBeTruthy();
    unmount();

    const body = "return data[0].entityName + '/' + data[0].Random;";
    const context = testContext({
      functions: {
        [body]: (rows) =>
          `${(rows as Array<Record<string, string>>)[0].entityName}/${(rows as Array<Record<string, string>>)[0].Random}`,
      },
    });
    const { config, data } = card((config) => {
      config.settings.useQrCodeTextFunction = true;
      config.settings.qrCodeTextFunction = body;
    });
    await renderWidget(QrCode, { config, data, context });
    expect(await screen.findByRole('img', { name: 'Pump 7/SN-0042' })).toBeTruthy();
  });
});

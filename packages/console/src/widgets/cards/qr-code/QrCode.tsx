import { Box } from '@mui/material';
import { useEffect, useState } from 'react';
import type { WidgetProps } from '../../widget-definition';
import { cardText } from '../card-text';
import { qrCodeImage } from './qr-code-image';
import type { QrCodeSettings } from './settings';

/**
 * The "QR Code" widget: the QR code of a text made from the latest data (a pattern or the user's function), as
 * large as the widget allows. The code stays black on white in both themes, so that cameras read it.
 */
export function QrCode({ config, data, translate, context }: WidgetProps<QrCodeSettings>) {
  const settings = config.settings;
  const text = cardText(
    {
      pattern: settings.qrCodeTextPattern,
      useFunction: settings.useQrCodeTextFunction,
      functionBody: settings.qrCodeTextFunction,
    },
    data,
    config,
    context,
    translate,
  );
  const [image, setImage] = useState<{ text: string; src: string } | null>(null);
  useEffect(() => {
    if (!text) return;
    let current = true;
    qrCodeImage(text).then(
      (src) => current && setImage({ text, src }),
      // a text too long for a QR code: no code, as the platform draws none
      () => current && setImage(null),
    );
    return () => {
      current = false;
    };
  }, [text]);
  if (!text || image?.text !== text) return null;
  return (
    <Box sx={{ height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Box component="img" src={image.src} alt={text} sx={{ maxWidth: '100%', maxHeight: '100%', aspectRatio: '1' }} />
    </Box>
  );
}

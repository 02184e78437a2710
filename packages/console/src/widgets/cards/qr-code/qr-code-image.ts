import QRCode from 'qrcode';

/** The QR code of a text as an SVG image address: drawn without a canvas, sharp at any size. */
export async function qrCodeImage(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', margin: 1, color: { dark: '#000000', light: '#ffffff' } });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

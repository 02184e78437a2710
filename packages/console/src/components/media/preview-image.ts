/**
 * The picture of an entity (a widgets bundle, a widget type, a device profile) as an image source, or null when it
 * may not be shown: only an image data URL or an address on the console's own origin, so a picture from an imported
 * file never makes the browser call elsewhere.
 */
export function previewImageSource(image: string | null | undefined, origin: string): string | null {
  const value = image?.trim();
  if (!value) return null;
  if (/^data:image\/[\w.+-]+[;,]/i.test(value)) return value;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  return url.origin === origin && (url.protocol === 'http:' || url.protocol === 'https:') ? url.href : null;
}

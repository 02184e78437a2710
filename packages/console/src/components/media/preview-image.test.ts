import { describe, expect, it } from 'vitest';
import { previewImageSource } from './preview-image';

const ORIGIN = 'https://console.example.com';

describe('the preview image of an entity', () => {
  it('is shown from an image data URL', () => {
    expect(previewImageSource('data:image/png;base64,iVBORw0KGgo=', ORIGIN)).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(previewImageSource('data:image/svg+xml,<svg/>', ORIGIN)).toBe('data:image/svg+xml,<svg/>');
  });

  it('is shown from an address on the console’s own origin', () => {
    expect(previewImageSource('/static/widgets/gauge.png', ORIGIN)).toBe(`${ORIGIN}/static/widgets/gauge.png`);
    expect(previewImageSource(`${ORIGIN}/gauge.png`, ORIGIN)).toBe(`${ORIGIN}/gauge.png`);
  });

  it('is not shown from another origin, another scheme, or another kind of data', () => {
    expect(previewImageSource('https://tracker.example.net/pixel.png', ORIGIN)).toBeNull();
    expect(previewImageSource('//tracker.example.net/pixel.png', ORIGIN)).toBeNull();
    expect(previewImageSource('javascript:alert(1)', ORIGIN)).toBeNull();
    expect(previewImageSource('data:text/html,<script>alert(1)</script>', ORIGIN)).toBeNull();
    expect(previewImageSource('', ORIGIN)).toBeNull();
    expect(previewImageSource(null, ORIGIN)).toBeNull();
  });
});

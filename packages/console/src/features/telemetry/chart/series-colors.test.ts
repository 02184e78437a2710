import { describe, expect, it } from 'vitest';
import { SERIES_COLORS, seriesColorsFor } from './series-colors';

function hue(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const span = max - Math.min(r, g, b);
  if (span === 0) return Number.NaN;
  const sector = max === r ? ((g - b) / span) % 6 : max === g ? (b - r) / span + 2 : (r - g) / span + 4;
  return (sector * 60 + 360) % 360;
}

describe('telemetry chart series colours', () => {
  it('gives the first five series hues at least 14 degrees apart (the closest, orange and vermillion, also differ in lightness)', () => {
    const hues = SERIES_COLORS.slice(0, 5).map(hue);
    for (const [index, first] of hues.entries()) {
      for (const second of hues.slice(index + 1)) {
        const apart = Math.min(Math.abs(first - second), 360 - Math.abs(first - second));
        expect(apart).toBeGreaterThanOrEqual(14);
      }
    }
  });
});

describe('telemetry chart series colours in the colour schemes', () => {
  it('are the palette on a light background', () => {
    expect(seriesColorsFor('light')).toEqual(SERIES_COLORS);
  });

  it('draw the black series white on a dark background and keep the hues', () => {
    expect(seriesColorsFor('dark')).toEqual([...SERIES_COLORS.slice(0, 5), '#FFFFFF']);
  });
});

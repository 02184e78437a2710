import { describe, expect, it } from 'vitest';
import { markerIcon } from './marker-icon';
import { DEFAULT_MAP_SETTINGS } from './settings';

const look = (color: string) => ({ label: null, tooltip: null, color, image: null });

describe('marker icons', () => {
  it('keeps one icon per look, so a live update does not replace a marker being dragged', () => {
    const first = markerIcon(look('#ff0000'), DEFAULT_MAP_SETTINGS);
    expect(markerIcon(look('#ff0000'), { ...DEFAULT_MAP_SETTINGS })).toBe(first);
    expect(markerIcon(look('#00ff00'), DEFAULT_MAP_SETTINGS)).not.toBe(first);
    expect(markerIcon(look('#ff0000'), { ...DEFAULT_MAP_SETTINGS, markerOffsetY: 0.5 })).not.toBe(first);
  });

  it('anchors an image at the fractions of its size the settings give', () => {
    const icon = markerIcon({ ...look('#000'), image: { url: '/pin.png', size: 40 } }, DEFAULT_MAP_SETTINGS);
    expect(icon.options.iconSize).toEqual([40, 40]);
    expect(icon.options.iconAnchor).toEqual([20, 40]);
  });
});

import { describe, expect, it } from 'vitest';
import { mapBase } from './map-tiles';
import { DEFAULT_PROVIDER_SETTINGS } from './provider-settings';

const base = (change: Partial<typeof DEFAULT_PROVIDER_SETTINGS>) =>
  mapBase({ ...DEFAULT_PROVIDER_SETTINGS, ...change });

describe('the base of a map', () => {
  it('draws the chosen OpenStreetMap variant, or the custom tile URL when one is used', () => {
    expect(base({})).toMatchObject({ kind: 'tiles', url: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png' });
    expect(base({ mapProvider: 'CartoDB.DarkMatter' })).toMatchObject({
      url: 'https://{s}.basemaps.cartocdn.com/dark_all/{z}/{x}/{y}.png',
      notice: null,
    });
    expect(
      base({ useCustomProvider: true, customProviderTileUrl: 'http://tiles.local/{z}/{x}/{y}.png' }),
    ).toMatchObject({
      url: 'http://tiles.local/{z}/{x}/{y}.png',
    });
  });

  it('says a key is missing for Google, HERE and Tencent and shows OpenStreetMap instead', () => {
    expect(base({ provider: 'google-map' })).toMatchObject({
      url: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
      notice: 'widgets.map.google-no-key',
    });
    expect(base({ provider: 'here', credentials: { app_id: 'id', app_code: '' } }).notice).toBe(
      'widgets.map.here-no-key',
    );
    expect(base({ provider: 'tencent-map' }).notice).toBe('widgets.map.tencent-no-key');
  });

  it("uses the provider's tiles once a key is set", () => {
    const google = base({ provider: 'google-map', gmApiKey: 'k', gmDefaultMapType: 'satellite' });
    expect(google).toMatchObject({ kind: 'tiles', notice: null, subdomains: '0123' });
    expect(google.kind === 'tiles' && google.url).toContain('lyrs=s');
    const here = base({ provider: 'here', credentials: { app_id: 'id 1', app_code: 'code' } });
    expect(here.kind === 'tiles' && here.url).toContain('normal.day/{z}/{x}/{y}/256/png8?app_id=id%201&app_code=code');
  });

  it('draws an image map on its image, and says so when there is none', () => {
    expect(base({ provider: 'image-map', mapImageUrl: '/floor.png' })).toEqual({
      kind: 'image',
      url: '/floor.png',
      notice: null,
    });
    expect(base({ provider: 'image-map' }).notice).toBe('widgets.map.no-image');
  });
});

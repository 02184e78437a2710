import type { MapProvider, ProviderSettings } from './provider-settings';

/** Shown where a tile cannot load (no internet, blocked provider): nothing, so the plain background stays. */
export const EMPTY_TILE = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

/** What the map is drawn on: tiles of a provider, or one image whose markers stand at fractions of its size. */
export type MapBase =
  | {
      kind: 'tiles';
      url: string;
      attribution: string;
      subdomains: string;
      /** the message key of what keeps the chosen provider from showing; its place is taken by OpenStreetMap */
      notice: string | null;
    }
  | { kind: 'image'; url: string; notice: string | null };

/** The tiles of each OpenStreetMap variant the settings offer. */
export const PROVIDER_TILES: Record<MapProvider, { url: string; attribution: string }> = {
  'OpenStreetMap.Mapnik': {
    url: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
    attribution: '&copy; OpenStreetMap contributors',
  },
  'OpenStreetMap.HOT': {
    url: 'https://{s}.tile.openstreetmap.fr/hot/{z}/{x}/{y}.png',
    attribution: '&copy; OpenStreetMap contributors, Humanitarian OpenStreetMap Team',
  },
  'Esri.WorldStreetMap': {
    url: 'https://server.arcgisonline.com/ArcGIS/rest/services/World_Street_Map/MapServer/tile/{z}/{y}/{x}',
    attribution: 'Tiles &copy; Esri',
  },
  'Esri.WorldTopoMap': {
    url: 'https://server.arcgisonline.com/ArcGIS/rest/services/World_Topo_Map/MapServer/tile/{z}/{y}/{x}',
    attribution: 'Tiles &copy; Esri',
  },
  'CartoDB.Positron': {
    url: 'https://{s}.basemaps.cartocdn.com/light_all/{z}/{x}/{y}.png',
    attribution: '&copy; OpenStreetMap contributors &copy; CARTO',
  },
  'CartoDB.DarkMatter': {
    url: 'https://{s}.basemaps.cartocdn.com/dark_all/{z}/{x}/{y}.png',
    attribution: '&copy; OpenStreetMap contributors &copy; CARTO',
  },
};

const GOOGLE_LAYERS: Record<string, string> = { roadmap: 'm', satellite: 's', hybrid: 'y', terrain: 'p' };
const HERE_VARIANTS: Record<string, { base: string; variant: string }> = {
  'HERE.normalDay': { base: 'base', variant: 'normal.day' },
  'HERE.normalNight': { base: 'base', variant: 'normal.night' },
  'HERE.hybridDay': { base: 'aerial', variant: 'hybrid.day' },
  'HERE.terrainDay': { base: 'aerial', variant: 'terrain.day' },
};

const osm = (provider: MapProvider | string, notice: string | null = null): MapBase => {
  const tiles = PROVIDER_TILES[provider as MapProvider] ?? PROVIDER_TILES['OpenStreetMap.Mapnik'];
  return { kind: 'tiles', ...tiles, subdomains: 'abc', notice };
};

const blank = (text: string | undefined) => !text || text.trim() === '';

/**
 * The base of a map from its provider settings. A provider that needs a key and has none says so and shows
 * OpenStreetMap instead, so the markers stay usable; an image map without an image says so too.
 */
export function mapBase(settings: ProviderSettings): MapBase {
  switch (settings.provider) {
    case 'image-map':
      return blank(settings.mapImageUrl)
        ? { kind: 'image', url: '', notice: 'widgets.map.no-image' }
        : { kind: 'image', url: settings.mapImageUrl, notice: null };
    case 'google-map': {
      if (blank(settings.gmApiKey)) return osm('OpenStreetMap.Mapnik', 'widgets.map.google-no-key');
      const layer = GOOGLE_LAYERS[settings.gmDefaultMapType] ?? 'm';
      return {
        kind: 'tiles',
        url: `https://mt{s}.google.com/vt/lyrs=${layer}&x={x}&y={y}&z={z}`,
        attribution: 'Map data &copy; Google',
        subdomains: '0123',
        notice: null,
      };
    }
    case 'tencent-map':
      if (blank(settings.tmApiKey)) return osm('OpenStreetMap.Mapnik', 'widgets.map.tencent-no-key');
      return {
        kind: 'tiles',
        url: 'https://rt{s}.map.gtimg.com/tile?z={z}&x={x}&y={-y}&type=vector&styleid=3',
        attribution: '&copy; Tencent',
        subdomains: '0123',
        notice: null,
      };
    case 'here': {
      const { app_id: appId, app_code: appCode } = settings.credentials ?? { app_id: '', app_code: '' };
      if (blank(appId) || blank(appCode)) return osm('OpenStreetMap.Mapnik', 'widgets.map.here-no-key');
      const { base, variant } = HERE_VARIANTS[settings.mapProviderHere] ?? HERE_VARIANTS['HERE.normalDay'];
      const query = `app_id=${encodeURIComponent(appId)}&app_code=${encodeURIComponent(appCode)}`;
      return {
        kind: 'tiles',
        url: `https://{s}.${base}.maps.cit.api.here.com/maptile/2.1/maptile/newest/${variant}/{z}/{x}/{y}/256/png8?${query}`,
        attribution: 'Map &copy; HERE',
        subdomains: '1234',
        notice: null,
      };
    }
    default:
      if (settings.useCustomProvider && !blank(settings.customProviderTileUrl)) {
        return { kind: 'tiles', url: settings.customProviderTileUrl, attribution: '', subdomains: 'abc', notice: null };
      }
      return osm(settings.mapProvider);
  }
}

/** The map providers of the platform's map widgets and their own settings, with the platform's defaults. */
export const PROVIDERS = ['openstreet-map', 'google-map', 'here', 'image-map', 'tencent-map'] as const;
export type Provider = (typeof PROVIDERS)[number];

export const MAP_PROVIDERS = [
  'OpenStreetMap.Mapnik',
  'OpenStreetMap.HOT',
  'Esri.WorldStreetMap',
  'Esri.WorldTopoMap',
  'CartoDB.Positron',
  'CartoDB.DarkMatter',
] as const;
export type MapProvider = (typeof MAP_PROVIDERS)[number];

export const HERE_MAP_PROVIDERS = ['HERE.normalDay', 'HERE.normalNight', 'HERE.hybridDay', 'HERE.terrainDay'] as const;

export interface ProviderSettings {
  /** the widget type's own provider unless saved otherwise: the OpenStreetMap widgets say 'openstreet-map' */
  provider: Provider;
  mapProvider: MapProvider;
  useCustomProvider: boolean;
  /** a tile URL template with `{s}`, `{z}`, `{x}`, `{y}` */
  customProviderTileUrl: string;
  gmApiKey: string;
  gmDefaultMapType: string;
  mapProviderHere: string;
  credentials: { app_id: string; app_code: string };
  tmApiKey: string;
  tmDefaultMapType: string;
  /** the image of an image map; its markers stand at x and y in 0..1 of its width and height */
  mapImageUrl: string;
  xPosKeyName: string;
  yPosKeyName: string;
  /** body of `function(origXPos, origYPos)` giving `{x, y}` on an image map */
  posFunction: string;
}

/**
 * The platform ships demo keys of Google, HERE and Tencent as defaults. The console does not: a map of those
 * providers works with the owner's own key, and says so in the widget when none is set.
 */
export const DEFAULT_PROVIDER_SETTINGS: ProviderSettings = {
  provider: 'openstreet-map',
  mapProvider: 'OpenStreetMap.Mapnik',
  useCustomProvider: false,
  customProviderTileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
  gmApiKey: '',
  gmDefaultMapType: 'roadmap',
  mapProviderHere: 'HERE.normalDay',
  credentials: { app_id: '', app_code: '' },
  tmApiKey: '',
  tmDefaultMapType: 'roadmap',
  mapImageUrl: '',
  xPosKeyName: 'xPos',
  yPosKeyName: 'yPos',
  posFunction: 'return {x: origXPos, y: origYPos};',
};

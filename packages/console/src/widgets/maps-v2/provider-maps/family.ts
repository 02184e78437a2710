import type { Provider } from '../openstreetmap/provider-settings';

/**
 * The platform's latest-values maps of other providers than OpenStreetMap (`tb-map-widget-settings`): the
 * OpenStreetMap widget's markers on the provider's tiles, or on an image, by type alias.
 */
export const PROVIDER_MAP_TYPES = {
  google_maps: 'google-map',
  here_map: 'here',
  tencent_maps: 'tencent-map',
  image_map: 'image-map',
} as const satisfies Record<string, Provider>;

export type ProviderMapAlias = keyof typeof PROVIDER_MAP_TYPES;

export const PROVIDER_MAP_ALIASES = Object.keys(PROVIDER_MAP_TYPES) as ProviderMapAlias[];

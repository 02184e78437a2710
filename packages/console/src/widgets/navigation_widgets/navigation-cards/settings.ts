/** The settings of the navigation widgets, with the defaults of the platform's settings forms. */
export interface NavigationSettings {
  /** navigation card: the card's text, may be `{i18n:key}` */
  name: string;
  /** navigation card: a Material icon name */
  icon: string;
  /** navigation card: the console page it opens */
  path: string;
  /** navigation cards: which menu entries show, by their paths in `filter` */
  filterType: 'all' | 'include' | 'exclude';
  /** navigation cards: menu paths, as `/devices` */
  filter: string[];
  [key: string]: unknown;
}

export const DEFAULT_NAVIGATION_SETTINGS: NavigationSettings = {
  name: '{i18n:device.devices}',
  icon: 'devices_other',
  path: '/devices',
  filterType: 'all',
  filter: [],
};

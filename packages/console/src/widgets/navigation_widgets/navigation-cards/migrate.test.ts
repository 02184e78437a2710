import { describe, expect, it } from 'vitest';
import type { WidgetConfig } from '../../widget-config';
import { navigationDefaultConfigs } from './default-configs';
import { NAVIGATION_ALIASES } from './family';
import { migrateNavigation } from './migrate';

describe('migrating the navigation widgets', () => {
  it.each(NAVIGATION_ALIASES)(
    "reads the platform's default config of %s and changes nothing when run again",
    (alias) => {
      const saved = structuredClone(navigationDefaultConfigs[alias]);
      const migrated = migrateNavigation(saved);
      expect(migrated.settings).toMatchObject(saved.settings);
      expect(migrated.datasources).toEqual(navigationDefaultConfigs[alias].datasources);
      expect(migrateNavigation(structuredClone(migrated) as WidgetConfig)).toEqual(migrated);
    },
  );

  it("reads the card's link and the cards' filter as saved", () => {
    expect(migrateNavigation(structuredClone(navigationDefaultConfigs.navigation_card)).settings).toMatchObject({
      name: '{i18n:device.devices}',
      icon: 'devices_other',
      path: '/devices',
    });
    expect(migrateNavigation(structuredClone(navigationDefaultConfigs.navigation_cards)).settings).toMatchObject({
      filterType: 'all',
      filter: [],
    });
    expect(migrateNavigation({ settings: { filterType: 'include', filter: null } }).settings.filter).toEqual([]);
  });
});

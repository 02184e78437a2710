import { lazy } from 'react';
import type { WidgetDefinition } from '../../widget-definition';
import { navigationDefaultConfigs } from './default-configs';
import { NAVIGATION_ALIASES, type NavigationAlias } from './family';
import { migrateNavigation } from './migrate';
import type { NavigationSettings } from './settings';
import { navigationSettingsSchemas } from './settings-schema';

const components = {
  navigation_card: lazy(() => import('./NavigationCard').then((module) => ({ default: module.NavigationCard }))),
  navigation_cards: lazy(() => import('./NavigationCards').then((module) => ({ default: module.NavigationCards }))),
};

function navigationDefinition(alias: NavigationAlias): WidgetDefinition<NavigationSettings> {
  return {
    fqn: `navigation_widgets.${alias}`,
    kind: 'static',
    component: components[alias],
    settingsSchema: navigationSettingsSchemas[alias],
    defaultConfig: navigationDefaultConfigs[alias],
    migrate: migrateNavigation,
  };
}

/** The platform's navigation widgets: links to console pages, one card or the cards of the user's menu. */
export const navigationDefinitions = NAVIGATION_ALIASES.map(navigationDefinition);

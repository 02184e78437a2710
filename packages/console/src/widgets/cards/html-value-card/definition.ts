import { lazy } from 'react';
import type { WidgetDefinition } from '../../widget-definition';
import { htmlValueCardDefaultConfig } from './default-config';
import { migrateHtmlValueCard } from './migrate';
import type { HtmlValueCardSettings } from './settings';
import { htmlValueCardSettingsSchema } from './settings-schema';

/** The platform's "HTML Value Card": the user's HTML and CSS with the latest values of the datasource filled in. */
export const htmlValueCardDefinition: WidgetDefinition<HtmlValueCardSettings> = {
  fqn: 'cards.html_value_card',
  actionSources: ['elementClick'],
  kind: 'latest',
  component: lazy(() => import('./HtmlValueCard').then((module) => ({ default: module.HtmlValueCard }))),
  settingsSchema: htmlValueCardSettingsSchema,
  defaultConfig: htmlValueCardDefaultConfig,
  migrate: migrateHtmlValueCard,
};

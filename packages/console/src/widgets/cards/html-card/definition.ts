import { lazy } from 'react';
import type { WidgetDefinition } from '../../widget-definition';
import { migrateHtmlValueCard } from '../html-value-card/migrate';
import type { HtmlValueCardSettings } from '../html-value-card/settings';
import { htmlValueCardSettingsSchema } from '../html-value-card/settings-schema';
import { htmlCardDefaultConfig } from './default-config';

/**
 * The platform's "HTML Card": the user's HTML and CSS without data. It has the HTML value card's settings and
 * clicks, so it is drawn by that card, which finds no values to fill in.
 */
export const htmlCardDefinition: WidgetDefinition<HtmlValueCardSettings> = {
  fqn: 'cards.html_card',
  actionSources: ['elementClick'],
  kind: 'static',
  component: lazy(() =>
    import('../html-value-card/HtmlValueCard').then((module) => ({ default: module.HtmlValueCard })),
  ),
  settingsSchema: htmlValueCardSettingsSchema,
  defaultConfig: htmlCardDefaultConfig,
  migrate: migrateHtmlValueCard,
};

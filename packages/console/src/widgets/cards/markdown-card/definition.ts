import { lazy } from 'react';
import type { WidgetDefinition } from '../../widget-definition';
import { markdownCardDefaultConfig } from './default-config';
import { migrateMarkdownCard } from './migrate';
import type { MarkdownCardSettings } from './settings';
import { markdownCardSettingsSchema } from './settings-schema';

/** The platform's "Markdown/HTML Card": markdown or HTML made from the latest values, rendered sanitised. */
export const markdownCardDefinition: WidgetDefinition<MarkdownCardSettings> = {
  fqn: 'cards.markdown_card',
  actionSources: ['elementClick'],
  kind: 'latest',
  component: lazy(() => import('./MarkdownCard').then((module) => ({ default: module.MarkdownCard }))),
  settingsSchema: markdownCardSettingsSchema,
  defaultConfig: markdownCardDefaultConfig,
  migrate: migrateMarkdownCard,
};

import { lazy } from 'react';
import type { WidgetDefinition } from '../../widget-definition';
import { simpleCardDefaultConfig } from './default-config';
import { migrateSimpleCard } from './migrate';
import type { SimpleCardSettings } from './settings';
import { simpleCardSettingsSchema } from './settings-schema';

/** The platform's "Simple card": one key's label and latest value on the widget's colours. */
export const simpleCardDefinition: WidgetDefinition<SimpleCardSettings> = {
  fqn: 'cards.simple_card',
  kind: 'latest',
  component: lazy(() => import('./SimpleCard').then((module) => ({ default: module.SimpleCard }))),
  settingsSchema: simpleCardSettingsSchema,
  defaultConfig: simpleCardDefaultConfig,
  migrate: migrateSimpleCard,
};

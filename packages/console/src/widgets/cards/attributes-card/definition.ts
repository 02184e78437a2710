import type { RJSFSchema } from '@rjsf/utils';
import { lazy } from 'react';
import type { WidgetDefinition } from '../../widget-definition';
import { attributesCardDefaultConfig } from './default-config';

const noSettings: RJSFSchema = { type: 'object', title: 'Attributes card settings', properties: {} };

/** The platform's "Attributes card": each entity's keys and latest values in a small table. It has no settings. */
export const attributesCardDefinition: WidgetDefinition = {
  fqn: 'cards.attributes_card',
  kind: 'latest',
  component: lazy(() => import('./AttributesCard').then((module) => ({ default: module.AttributesCard }))),
  settingsSchema: noSettings,
  defaultConfig: attributesCardDefaultConfig,
  // the card reads no settings, so a saved config is read as it is
  migrate: (saved) => ({ ...saved, settings: saved.settings ?? {} }),
};

import { lazy } from 'react';
import type { WidgetDefinition } from '../../widget-definition';
import { labelWidgetDefaultConfig } from './default-config';
import { migrateLabelWidget } from './migrate';
import type { LabelWidgetSettings } from './settings';
import { labelWidgetSettingsSchema } from './settings-schema';

/** The platform's "Label widget": labels of the latest values placed over an image. */
export const labelWidgetDefinition: WidgetDefinition<LabelWidgetSettings> = {
  fqn: 'cards.label_widget',
  kind: 'latest',
  component: lazy(() => import('./LabelWidget').then((module) => ({ default: module.LabelWidget }))),
  settingsSchema: labelWidgetSettingsSchema,
  defaultConfig: labelWidgetDefaultConfig,
  migrate: migrateLabelWidget,
};

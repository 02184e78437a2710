import { lazy } from 'react';
import type { WidgetDefinition } from '../../widget-definition';
import { compassDefaultConfig } from './default-config';
import { migrateCompass } from './migrate';
import type { CompassSettings } from './settings';
import { compassSettingsSchema } from './settings-schema';

/** The platform's "Compass": a dial whose needle points at the latest heading. */
export const compassDefinition: WidgetDefinition<CompassSettings> = {
  fqn: 'analogue_gauges.analogue_compass',
  kind: 'latest',
  component: lazy(() => import('./Compass').then((module) => ({ default: module.Compass }))),
  settingsSchema: compassSettingsSchema,
  defaultConfig: compassDefaultConfig,
  migrate: migrateCompass,
};

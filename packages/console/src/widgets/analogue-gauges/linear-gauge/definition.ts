import { lazy } from 'react';
import type { WidgetDefinition } from '../../widget-definition';
import { linearGaugeDefaultConfig } from './default-config';
import { migrateLinearGauge } from './migrate';
import type { LinearGaugeSettings } from './settings';
import { linearGaugeSettingsSchema } from './settings-schema';

/** The platform's "Temperature gauge": a linear analogue gauge, a bar filled to the latest value beside its scale. */
export const linearGaugeDefinition: WidgetDefinition<LinearGaugeSettings> = {
  fqn: 'analogue_gauges.temperature_gauge_canvas_gauges',
  kind: 'latest',
  component: lazy(() => import('./LinearGauge').then((module) => ({ default: module.LinearGauge }))),
  settingsSchema: linearGaugeSettingsSchema,
  defaultConfig: linearGaugeDefaultConfig,
  migrate: migrateLinearGauge,
};

import { lazy } from 'react';
import type { WidgetDefinition } from '../../widget-definition';
import { radialGaugeDefaultConfigs } from './default-configs';
import { RADIAL_GAUGE_ALIASES } from './family';
import { migrateRadialGauge } from './migrate';
import type { RadialGaugeSettings } from './settings';
import { radialGaugeSettingsSchema } from './settings-schema';

const component = lazy(() => import('./RadialGauge').then((module) => ({ default: module.RadialGauge })));

/** One definition per radial analogue gauge type; they differ only by their default config. */
export const radialGaugeDefinitions: WidgetDefinition<RadialGaugeSettings>[] = RADIAL_GAUGE_ALIASES.map((alias) => ({
  fqn: `analogue_gauges.${alias}`,
  kind: 'latest',
  component,
  settingsSchema: radialGaugeSettingsSchema,
  defaultConfig: radialGaugeDefaultConfigs[alias],
  migrate: migrateRadialGauge,
}));

import { lazy } from 'react';
import type { WidgetDefinition } from '../../widget-definition';
import { digitalGaugeDefaultConfigs } from './default-configs';
import { DIGITAL_GAUGE_ALIASES } from './family';
import { migrateDigitalGauge } from './migrate';
import type { DigitalGaugeSettings } from './settings';
import { digitalGaugeSettingsSchema } from './settings-schema';

const component = lazy(() => import('./DigitalGauge').then((module) => ({ default: module.DigitalGauge })));

/** One definition per digital gauge type; they differ only by their default config. */
export const digitalGaugeDefinitions: WidgetDefinition<DigitalGaugeSettings>[] = DIGITAL_GAUGE_ALIASES.map((alias) => ({
  fqn: `digital_gauges.${alias}`,
  kind: 'latest',
  component,
  settingsSchema: digitalGaugeSettingsSchema,
  defaultConfig: digitalGaugeDefaultConfigs[alias],
  migrate: migrateDigitalGauge,
}));

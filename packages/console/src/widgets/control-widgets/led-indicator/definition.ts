import { lazy } from 'react';
import type { WidgetDefinition } from '../../widget-definition';
import { targetKeyDatasources } from '../target-key';
import { ledIndicatorDefaultConfig } from './default-config';
import { migrateLedIndicator } from './migrate';
import type { LedIndicatorSettings } from './settings';
import { ledIndicatorSettingsSchema } from './settings-schema';

/** The platform's "Led indicator": lit or dim as a key of the target device says. */
export const ledIndicatorDefinition: WidgetDefinition<LedIndicatorSettings> = {
  fqn: 'control_widgets.led_indicator',
  kind: 'rpc',
  component: lazy(() => import('./LedIndicator').then((module) => ({ default: module.LedIndicator }))),
  settingsSchema: ledIndicatorSettingsSchema,
  processNoDataByWidget: true,
  extraDatasources: (config) =>
    targetKeyDatasources(config, config.settings.retrieveValueMethod, config.settings.valueAttribute),
  defaultConfig: ledIndicatorDefaultConfig,
  migrate: migrateLedIndicator,
};

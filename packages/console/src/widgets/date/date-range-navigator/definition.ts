import { lazy } from 'react';
import type { WidgetDefinition } from '../../widget-definition';
import { dateRangeNavigatorDefaultConfig } from './default-config';
import { migrateDateRangeNavigator } from './migrate';
import type { DateRangeNavigatorSettings } from './settings';
import { dateRangeNavigatorSettingsSchema } from './settings-schema';

/** The platform's "Date-range-navigator": it sets the dashboard's time window to a period of days. */
export const dateRangeNavigatorDefinition: WidgetDefinition<DateRangeNavigatorSettings> = {
  fqn: 'date.date_range_navigator',
  kind: 'static',
  component: lazy(() => import('./DateRangeNavigator').then((module) => ({ default: module.DateRangeNavigator }))),
  settingsSchema: dateRangeNavigatorSettingsSchema,
  // it shows its fields, not data
  processNoDataByWidget: true,
  defaultConfig: dateRangeNavigatorDefaultConfig,
  migrate: migrateDateRangeNavigator,
};

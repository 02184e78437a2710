import { lazy } from 'react';
import type { WidgetDefinition } from '../../widget-definition';
import { basicTimeseriesDefaultConfig } from './default-config';
import { migrateTimeseriesChart } from './migrate';
import type { TimeseriesChartSettings } from './settings';
import {
  timeseriesChartSettingsSchema,
  timeseriesKeySettingsSchema,
  timeseriesKeySettingsSchemaFor,
} from './settings-schema';
import { attributeThresholdDatasources } from './thresholds';

/** The platform's "Timeseries Line Chart": a line per data key over the widget's time window. */
export const basicTimeseriesDefinition: WidgetDefinition<TimeseriesChartSettings> = {
  fqn: 'charts.basic_timeseries',
  kind: 'timeseries',
  component: lazy(() => import('./BasicTimeseriesChart').then((module) => ({ default: module.BasicTimeseriesChart }))),
  settingsSchema: timeseriesChartSettingsSchema,
  dataKeySettingsSchema: timeseriesKeySettingsSchema,
  dataKeySettingsSchemaFor: timeseriesKeySettingsSchemaFor,
  defaultConfig: basicTimeseriesDefaultConfig,
  migrate: migrateTimeseriesChart,
  extraDatasources: attributeThresholdDatasources,
};

import { type ComponentType, lazy } from 'react';
import type { WidgetConfig } from '../../widget-config';
import type { WidgetDefinition, WidgetFqn, WidgetProps } from '../../widget-definition';
import { stateChartDefaultConfig, timeseriesBarsDefaultConfig } from './chart-type-default-configs';
import { basicTimeseriesDefaultConfig } from './default-config';
import { migrateTimeseriesChart } from './migrate';
import type { TimeseriesChartSettings } from './settings';
import {
  timeseriesChartSettingsSchema,
  timeseriesKeySettingsSchema,
  timeseriesKeySettingsSchemaFor,
} from './settings-schema';
import { attributeThresholdDatasources } from './thresholds';

type ChartComponent = ComponentType<WidgetProps<TimeseriesChartSettings>>;

/**
 * A time-series chart type of the platform's flot family: they read the same settings and data, and differ by how
 * each key is drawn (the component) and by their default config.
 */
function timeseriesChartDefinition(
  fqn: WidgetFqn,
  component: () => Promise<ChartComponent>,
  defaultConfig: WidgetConfig,
): WidgetDefinition<TimeseriesChartSettings> {
  return {
    fqn,
    kind: 'timeseries',
    component: lazy(() => component().then((chart) => ({ default: chart }))),
    settingsSchema: timeseriesChartSettingsSchema,
    dataKeySettingsSchema: timeseriesKeySettingsSchema,
    dataKeySettingsSchemaFor: timeseriesKeySettingsSchemaFor,
    defaultConfig,
    migrate: migrateTimeseriesChart,
    extraDatasources: attributeThresholdDatasources,
  };
}

const chartModule = () => import('./BasicTimeseriesChart');

/** The platform's "Timeseries Line Chart": a line per data key over the widget's time window. */
export const basicTimeseriesDefinition = timeseriesChartDefinition(
  'charts.basic_timeseries',
  () => chartModule().then((module) => module.BasicTimeseriesChart),
  basicTimeseriesDefaultConfig,
);

/** The platform's "Timeseries Bar Chart": bars per data key over the time window. */
export const timeseriesBarsDefinition = timeseriesChartDefinition(
  'charts.timeseries_bars_flot',
  () => chartModule().then((module) => module.TimeseriesBarChart),
  timeseriesBarsDefaultConfig,
);

/** The platform's "State Chart": each key's states as steps, labelled by its ticks formatter (On/Off). */
export const stateChartDefinition = timeseriesChartDefinition(
  'charts.state_chart',
  () => chartModule().then((module) => module.StateChart),
  stateChartDefaultConfig,
);

import { lazy } from 'react';
import type { WidgetDefinition } from '../../widget-definition';
import { timeseriesTableDefaultConfig } from './default-config';
import { migrateTimeseriesTable } from './migrate';
import type { TimeseriesTableSettings } from './settings';
import { timeseriesTableKeySettingsSchema, timeseriesTableSettingsSchema } from './settings-schema';

/** The platform's "Timeseries table": a tab per entity, a row per timestamp, a column per key. */
export const timeseriesTableDefinition: WidgetDefinition<TimeseriesTableSettings> = {
  fqn: 'cards.timeseries_table',
  actionSources: ['actionCellButton', 'rowClick'],
  kind: 'timeseries',
  component: lazy(() => import('./TimeseriesTable').then((module) => ({ default: module.TimeseriesTable }))),
  settingsSchema: timeseriesTableSettingsSchema,
  dataKeySettingsSchema: timeseriesTableKeySettingsSchema,
  processNoDataByWidget: true,
  defaultConfig: timeseriesTableDefaultConfig,
  migrate: migrateTimeseriesTable,
};

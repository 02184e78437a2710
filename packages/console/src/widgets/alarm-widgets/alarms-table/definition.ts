import { lazy } from 'react';
import type { WidgetDefinition } from '../../widget-definition';
import { alarmsTableDefaultConfig } from './default-config';
import { migrateAlarmsTable } from './migrate';
import type { AlarmsTableSettings } from './settings';
import { alarmColumnSettingsSchema, alarmsTableSettingsSchema } from './settings-schema';

/** The platform's "Alarms table": the alarms of its alarm source, acknowledged and cleared from the table. */
export const alarmsTableDefinition: WidgetDefinition<AlarmsTableSettings> = {
  fqn: 'alarm_widgets.alarms_table',
  actionSources: ['actionCellButton', 'rowClick'],
  kind: 'alarm',
  component: lazy(() => import('./AlarmsTable').then((module) => ({ default: module.AlarmsTable }))),
  settingsSchema: alarmsTableSettingsSchema,
  dataKeySettingsSchema: alarmColumnSettingsSchema,
  processNoDataByWidget: true,
  defaultConfig: alarmsTableDefaultConfig,
  ownHeader: true,
  migrate: migrateAlarmsTable,
};

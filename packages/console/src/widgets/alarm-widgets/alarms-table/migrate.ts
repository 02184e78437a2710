import type { Datasource, WidgetConfig } from '../../widget-config';
import { withDefaults } from '../../with-defaults';
import { type AlarmsTableSettings, DEFAULT_ALARM_COLUMN_SETTINGS, DEFAULT_ALARMS_TABLE_SETTINGS } from './settings';

/**
 * A saved alarms table (3.4.1 or older) as the table reads it: missing settings of the table and of each column of
 * the alarm source get the platform's defaults, and every other key, the alarm filters included, stays as saved.
 */
export function migrateAlarmsTable(saved: WidgetConfig): WidgetConfig<AlarmsTableSettings> {
  const source = saved.alarmSource as Datasource | undefined;
  return {
    ...saved,
    ...(source
      ? {
          alarmSource: {
            ...source,
            dataKeys: (source.dataKeys ?? []).map((dataKey) => ({
              ...dataKey,
              settings: withDefaults(DEFAULT_ALARM_COLUMN_SETTINGS, dataKey.settings),
            })),
          },
        }
      : {}),
    settings: withDefaults(DEFAULT_ALARMS_TABLE_SETTINGS, saved.settings),
  };
}

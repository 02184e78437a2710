import type { AlarmData } from '@fleetdeck/model';
import type { WidgetConfig } from '../../widget-config';
import type { AlarmFilter } from './AlarmsToolbar';
import { type AlarmColumn, alarmText, alarmValue } from './alarm-columns';

/**
 * The alarms the table lists: those of the chosen statuses and severities (all when none is chosen) whose cells,
 * as printed, contain the search text (case-insensitive).
 */
export function filterAlarms(
  alarms: readonly AlarmData[],
  filter: AlarmFilter,
  search: string,
  columns: readonly AlarmColumn[],
  config: WidgetConfig,
  translate: (key: string) => string,
): AlarmData[] {
  const needle = search.trim().toLowerCase();
  return alarms.filter((alarm) => {
    if (filter.statuses.length > 0 && !filter.statuses.includes(alarm.status)) return false;
    if (filter.severities.length > 0 && !filter.severities.includes(alarm.severity)) return false;
    if (!needle) return true;
    return columns.some((column) =>
      alarmText(alarmValue(alarm, column.dataKey), column.dataKey, config, translate).toLowerCase().includes(needle),
    );
  });
}

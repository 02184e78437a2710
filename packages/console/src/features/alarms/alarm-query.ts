import type { AlarmListFilter } from '@fleetdeck/client';
import type { AlarmSearchStatus, AlarmSeverity, AlarmStatus, SortOrder, TimePageLink } from '@fleetdeck/model';

export type SeverityChoice = AlarmSeverity | 'ANY';

/** What the tab's filters and time window select. */
export interface AlarmsTabFilter {
  searchStatus: AlarmSearchStatus;
  severity: SeverityChoice;
  startTime: number;
  endTime: number;
}

export interface AlarmsTabPage {
  page: number;
  pageSize: number;
  sortOrder: SortOrder;
}

export const DEFAULT_ALARM_SORT: SortOrder = { property: 'createdTime', direction: 'DESC' };

/**
 * The page link and filter of GET /api/alarm/{entityType}/{entityId}, originators named. The 3.4.1 call has no
 * severity parameter: a chosen severity goes as the text search, which the server matches against type, severity
 * and status (docs/decisions).
 */
export function alarmListRequest(
  filter: AlarmsTabFilter,
  page: AlarmsTabPage,
): { link: TimePageLink; filter: AlarmListFilter } {
  return {
    link: {
      page: page.page,
      pageSize: page.pageSize,
      sortOrder: page.sortOrder,
      startTime: filter.startTime,
      endTime: filter.endTime,
      textSearch: filter.severity === 'ANY' ? null : filter.severity,
    },
    filter: { searchStatus: filter.searchStatus, fetchOriginator: true },
  };
}

/** Which actions an alarm of a status allows: acknowledging an unacknowledged one, clearing an active one. */
export function alarmActions(status: AlarmStatus): { acknowledge: boolean; clear: boolean } {
  return { acknowledge: status.endsWith('_UNACK'), clear: status.startsWith('ACTIVE') };
}

/** The alarms of a selection that allow an action, so that a bulk action calls only for those. */
export function alarmsAllowing<T extends { status: AlarmStatus }>(
  alarms: readonly T[],
  action: 'acknowledge' | 'clear',
): T[] {
  return alarms.filter((alarm) => alarmActions(alarm.status)[action]);
}

/** The message key of a severity. */
export function severityKey(severity: AlarmSeverity): string {
  return `alarm.severity-value.${severity.toLowerCase()}`;
}

/** The message key of a status. */
export function statusKey(status: AlarmStatus): string {
  return `alarm.status-value.${status.toLowerCase().replace('_', '-')}`;
}

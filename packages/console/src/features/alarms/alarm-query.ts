import type { AlarmListFilter } from '@fleetdeck/client';
import type {
  AlarmDataQuery,
  AlarmSearchStatus,
  AlarmSeverity,
  AlarmStatus,
  EntityId,
  SortOrder,
  TimePageLink,
} from '@fleetdeck/model';

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
 * The page link and filter of GET /api/alarm/{entityType}/{entityId}, originators named: the tab's list while no
 * severity is chosen.
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
    },
    filter: { searchStatus: filter.searchStatus, fetchOriginator: true },
  };
}

/**
 * The alarm data query (POST /api/alarmsQuery/find) of the tab with a severity chosen: the 3.4.1 list call has no
 * severity parameter, the data query has, and with searchPropagatedAlarms it finds the same alarms as the list.
 */
export function alarmSeverityQuery(
  entityId: EntityId,
  filter: AlarmsTabFilter & { severity: AlarmSeverity },
  page: AlarmsTabPage,
): AlarmDataQuery {
  return {
    entityFilter: { type: 'singleEntity', singleEntity: entityId },
    pageLink: {
      page: page.page,
      pageSize: page.pageSize,
      sortOrder: {
        key: { type: 'ALARM_FIELD', key: page.sortOrder.property },
        direction: page.sortOrder.direction,
      },
      startTs: filter.startTime,
      endTs: filter.endTime,
      statusList: filter.searchStatus === 'ANY' ? [] : [filter.searchStatus],
      severityList: [filter.severity],
      searchPropagatedAlarms: true,
    },
    alarmFields: [],
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

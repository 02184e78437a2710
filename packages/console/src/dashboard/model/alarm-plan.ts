import type { AlarmDataQuery, AlarmSearchStatus, DashboardFilters, EntityKey, WidgetConfig } from '@fleetdeck/model';
import type { ResolvedTimewindow } from '../../components/time/timewindow';
import type { AliasResolution } from './alias-resolution';
import { toKeyFilters } from './key-filters';

export const DEFAULT_ALARMS_PAGE_SIZE = 1024;

export type AlarmPlan = { kind: 'alarmData'; query: AlarmDataQuery } | { kind: 'unresolved' };

/**
 * Statuses to search: the list when one is set, else the legacy single status of older widgets, where ANY
 * means every status.
 */
function statusList(config: WidgetConfig): AlarmSearchStatus[] {
  if (config.alarmStatusList?.length) return config.alarmStatusList as AlarmSearchStatus[];
  const legacy = config.alarmSearchStatus;
  return typeof legacy === 'string' && legacy !== 'ANY' ? [legacy as AlarmSearchStatus] : [];
}

/**
 * The alarm data query of an alarm widget, newest alarms first: realtime windows give the window length (the
 * server slides it), history windows give the fixed range. Paginated widgets replace the page link's page, size,
 * sort and search text with their own.
 */
export function planAlarmSubscription(
  config: WidgetConfig,
  window: ResolvedTimewindow,
  aliases: Record<string, AliasResolution>,
  filters: DashboardFilters,
): AlarmPlan | null {
  const source = config.alarmSource;
  if (!source) return null;
  const resolution = source.entityAliasId ? aliases[source.entityAliasId] : undefined;
  if (!resolution || resolution.kind === 'none') return { kind: 'unresolved' };
  const keysOf = (type: string, keyType: EntityKey['type']) =>
    source.dataKeys.filter((key) => key.type === type).map((key) => ({ type: keyType, key: key.name }));
  const range = window.realtime
    ? { timeWindow: window.timeWindowMs }
    : { startTs: window.startTs, endTs: window.endTs };
  return {
    kind: 'alarmData',
    query: {
      entityFilter: resolution.filter,
      pageLink: {
        page: 0,
        pageSize: config.pageSize ?? DEFAULT_ALARMS_PAGE_SIZE,
        sortOrder: { key: { type: 'ALARM_FIELD', key: 'createdTime' }, direction: 'DESC' },
        ...range,
        typeList: config.alarmTypeList ?? [],
        statusList: statusList(config),
        severityList: (config.alarmSeverityList ?? []) as NonNullable<AlarmDataQuery['pageLink']['severityList']>,
        searchPropagatedAlarms: config.searchPropagatedAlarms === true,
      },
      keyFilters: toKeyFilters(source.filterId ? filters[source.filterId] : undefined),
      alarmFields: keysOf('alarm', 'ALARM_FIELD'),
      entityFields: keysOf('entityField', 'ENTITY_FIELD'),
      latestValues: [...keysOf('attribute', 'ATTRIBUTE'), ...keysOf('timeseries', 'TIME_SERIES')],
    },
  };
}

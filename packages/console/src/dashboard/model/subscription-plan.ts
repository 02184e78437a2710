import type {
  DashboardFilters,
  DataKey,
  Datasource,
  EntityCountQuery,
  EntityDataCmd,
  EntityDataQuery,
  EntityKey,
  StoredTimewindow,
  Widget,
} from '@fleetdeck/model';
import { SECOND } from '../../components/time/intervals';
import { type ResolvedTimewindow, resolveTimewindow } from '../../components/time/timewindow';
import { type AlarmPlan, planAlarmSubscription } from './alarm-plan';
import type { AliasResolution } from './alias-resolution';
import { toKeyFilters } from './key-filters';
import { toTimewindow } from './stored-timewindow';

export const DEFAULT_PAGE_SIZE = 1024;
/** Function data of timeseries widgets is generated at the aggregation interval, but at least every 5 s. */
const MAX_SIMULATION_TICK_MS = 5 * SECOND;

/** What the widget's data part of the entity data command asks for, sent once the first page has arrived. */
export type EntityDataRequest = Pick<EntityDataCmd, 'latestCmd' | 'tsCmd' | 'historyCmd'>;

export type DatasourcePlan =
  | { kind: 'entityData'; datasource: Datasource; query: EntityDataQuery; data: EntityDataRequest }
  | { kind: 'entityCount'; datasource: Datasource; query: EntityCountQuery }
  /** client-side generated values from each key's function; nothing goes over the WebSocket */
  | {
      kind: 'simulated';
      datasource: Datasource;
      keys: DataKey[];
      tickMs: number;
      timewindow: ResolvedTimewindow | null;
    }
  /** the alias resolves to no entity: the widget shows no data */
  | { kind: 'unresolved'; datasource: Datasource };

export interface WidgetSubscriptionPlan {
  timewindow: ResolvedTimewindow | null;
  datasources: DatasourcePlan[];
  /** alarm widgets: the alarms of their alarm source */
  alarms: AlarmPlan | null;
}

export interface PlanContext {
  /** the dashboard's time window as saved */
  dashboardTimewindow: StoredTimewindow;
  maxDatapointsLimit: number;
  now: number;
  /** the alias resolutions of the dashboard, by alias id */
  aliases: Record<string, AliasResolution>;
  filters: DashboardFilters;
  /** widget types whose data is a state (stateData) read raw points with the point before the window */
  stateData?: boolean;
}

const ENTITY_FIELDS: EntityKey[] = ['name', 'label', 'additionalInfo'].map((key) => ({ type: 'ENTITY_FIELD', key }));

function entityKey(dataKey: DataKey): EntityKey | null {
  if (dataKey.type === 'timeseries') return { type: 'TIME_SERIES', key: dataKey.name };
  if (dataKey.type === 'attribute') return { type: 'ATTRIBUTE', key: dataKey.name };
  if (dataKey.type === 'entityField') return { type: 'ENTITY_FIELD', key: dataKey.name };
  return null;
}

function uniqueKeys(keys: EntityKey[]): EntityKey[] {
  const seen = new Set<string>();
  return keys.filter((key) => {
    const id = `${key.type}:${key.key}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/**
 * A realtime window of the last interval starts at a whole interval, so its buckets line up with the server's;
 * the window then grows by one interval to keep covering now.
 */
function alignedRealtimeWindow(resolved: ResolvedTimewindow): ResolvedTimewindow {
  const offset = resolved.startTs % resolved.interval;
  if (!offset) return resolved;
  const timeWindowMs = resolved.timeWindowMs + resolved.interval;
  const limit = resolved.agg === 'NONE' ? resolved.limit : Math.ceil(timeWindowMs / resolved.interval);
  return { ...resolved, startTs: resolved.startTs - offset, timeWindowMs, limit };
}

function widgetTimewindow(widget: Widget, context: PlanContext): ResolvedTimewindow {
  const useDashboard = widget.config.useDashboardTimewindow !== false || !widget.config.timewindow;
  const stored = useDashboard ? context.dashboardTimewindow : (widget.config.timewindow as StoredTimewindow);
  const timewindow = toTimewindow(stored, context.maxDatapointsLimit, context.now);
  if (context.stateData) timewindow.aggregation = { ...timewindow.aggregation, type: 'NONE' };
  const resolved = resolveTimewindow(timewindow, context.maxDatapointsLimit, context.now);
  const lastInterval = timewindow.selectedTab === 'REALTIME' && timewindow.realtime.realtimeType === 'LAST_INTERVAL';
  return lastInterval ? alignedRealtimeWindow(resolved) : resolved;
}

function dataRequest(widget: Widget, datasource: Datasource, window: ResolvedTimewindow | null, stateData: boolean) {
  const keys = datasource.dataKeys.map(entityKey).filter((key): key is EntityKey => key !== null);
  const extraLatest = (datasource.latestDataKeys ?? []).map(entityKey).filter((key): key is EntityKey => key !== null);
  const request: EntityDataRequest = {};
  if (widget.type === 'timeseries' && window) {
    const tsKeys = keys.filter((key) => key.type === 'TIME_SERIES').map((key) => key.key);
    const latest = uniqueKeys([...keys.filter((key) => key.type === 'ATTRIBUTE'), ...extraLatest]);
    const common = { keys: tsKeys, interval: window.interval, limit: window.limit, agg: window.agg };
    const fetchLatestPreviousPoint = stateData;
    if (tsKeys.length > 0 && window.realtime) {
      request.tsCmd = { ...common, startTs: window.startTs, timeWindow: window.timeWindowMs, fetchLatestPreviousPoint };
    } else if (tsKeys.length > 0) {
      request.historyCmd = { ...common, startTs: window.startTs, endTs: window.endTs, fetchLatestPreviousPoint };
    }
    const latestKeys = latest.filter((key) => key.type !== 'ENTITY_FIELD');
    if (latestKeys.length > 0) request.latestCmd = { keys: latestKeys };
    return { request, latest: latestKeys, fields: keys.filter((key) => key.type === 'ENTITY_FIELD') };
  }
  const latestKeys = uniqueKeys([...keys, ...extraLatest].filter((key) => key.type !== 'ENTITY_FIELD'));
  if (latestKeys.length > 0) request.latestCmd = { keys: latestKeys };
  return { request, latest: latestKeys, fields: keys.filter((key) => key.type === 'ENTITY_FIELD') };
}

function planDatasource(
  widget: Widget,
  datasource: Datasource,
  window: ResolvedTimewindow | null,
  context: PlanContext,
): DatasourcePlan {
  if (datasource.type === 'function') {
    const tickMs = widget.type === 'timeseries' && window ? Math.min(window.interval, MAX_SIMULATION_TICK_MS) : SECOND;
    return { kind: 'simulated', datasource, keys: datasource.dataKeys, tickMs, timewindow: window };
  }
  const resolution = datasource.entityAliasId ? context.aliases[datasource.entityAliasId] : undefined;
  if (!resolution || resolution.kind === 'none') return { kind: 'unresolved', datasource };
  const keyFilters = toKeyFilters(datasource.filterId ? context.filters[datasource.filterId] : undefined);
  if (datasource.type === 'entityCount') {
    return { kind: 'entityCount', datasource, query: { entityFilter: resolution.filter, keyFilters } };
  }
  const single = resolution.kind === 'entity' || resolution.single;
  const { request, latest, fields } = dataRequest(widget, datasource, window, context.stateData === true);
  const query: EntityDataQuery = {
    entityFilter: resolution.filter,
    pageLink: {
      page: 0,
      pageSize: single ? 1 : (widget.config.pageSize ?? DEFAULT_PAGE_SIZE),
      sortOrder: { key: { type: 'ENTITY_FIELD', key: 'createdTime' }, direction: 'DESC' },
    },
    keyFilters,
    entityFields: uniqueKeys([...ENTITY_FIELDS, ...fields]),
    latestValues: latest,
  };
  return { kind: 'entityData', datasource, query, data: request };
}

/**
 * What a widget subscribes to: per datasource, the entity data query and its data command, an entity count, or a
 * simulation for function datasources; alarm widgets also get an alarm data query. Only timeseries and alarm
 * widgets read a time window.
 */
export function planWidgetSubscription(widget: Widget, context: PlanContext): WidgetSubscriptionPlan {
  const timed = widget.type === 'timeseries' || widget.type === 'alarm';
  const timewindow = timed ? widgetTimewindow(widget, context) : null;
  const datasources = (widget.config.datasources ?? []).map((datasource) =>
    planDatasource(widget, datasource, timewindow, context),
  );
  const alarms =
    widget.type === 'alarm' && timewindow
      ? planAlarmSubscription(widget.config, timewindow, context.aliases, context.filters)
      : null;
  return { timewindow, datasources, alarms };
}

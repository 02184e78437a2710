import type { EntityDataSubscription, LiveSubscription } from '@fleetdeck/client';
import type {
  AlarmData,
  AlarmDataQuery,
  AlarmDataUpdate,
  EntityCountQuery,
  EntityCountUpdate,
  EntityDataCmd,
  EntityDataUpdate,
  Widget,
} from '@fleetdeck/model';
import type { Datasource } from '../../widgets/widget-config';
import type { WidgetDatasourceEntity, WidgetSeries } from '../../widgets/widget-definition';
import type { DatasourcePlan, WidgetSubscriptionPlan } from '../model/subscription-plan';
import {
  applyEntityDataUpdate,
  type DatasourceValues,
  NO_ENTITIES,
  type PointWindow,
  slideWindow,
} from './entity-values';
import { type FunctionValues, functionSeries, type GenerateValue, nextFunctionValues } from './function-data';
import { countSeries, datasourceSeries, type PostProcess } from './widget-series';

/** The part of the telemetry WebSocket client a dashboard's widgets use. */
export interface DashboardSocket {
  subscribeEntityData(
    cmd: Omit<EntityDataCmd, 'cmdId'>,
    listener: (update: EntityDataUpdate) => void,
  ): EntityDataSubscription;
  subscribeEntityCount(query: EntityCountQuery, listener: (update: EntityCountUpdate) => void): LiveSubscription;
  subscribeAlarmData(query: AlarmDataQuery, listener: (update: AlarmDataUpdate) => void): LiveSubscription;
}

export interface WidgetDataSnapshot {
  data: WidgetSeries[];
  latestData: WidgetSeries[];
  /** the entities of every entity datasource, with or without data keys */
  entities: WidgetDatasourceEntity[];
  alarms: { data: AlarmData[]; totalElements: number } | null;
  timeWindow: { min: number; max: number };
  /** the server's message when a subscription of the widget failed */
  error: string | null;
  /** true once every datasource has answered (its entities and, when asked for, their values) */
  loaded: boolean;
  /** the aliases of entity datasources that resolved to no entity at all, by name */
  emptyAliases: string[];
}

export interface WidgetDataOptions {
  socket: DashboardSocket;
  widget: Widget;
  plan: WidgetSubscriptionPlan;
  /** value functions of keys; absent while the sandbox loads, then values show unprocessed */
  postProcess?: PostProcess;
  generate?: GenerateValue;
  now?: () => number;
  onChange(snapshot: WidgetDataSnapshot): void;
}

type SourceState =
  | { kind: 'entityData'; values: DatasourceValues; loaded: boolean }
  | { kind: 'entityCount'; count: number | null; ts: number }
  | { kind: 'simulated'; values: FunctionValues }
  | { kind: 'unresolved' };

const MIN_TICK_MS = 1000;

/**
 * The live data of one widget over the dashboard's socket: per datasource the entity data command (its data part
 * sent once the first page arrived), the entity count command or the function generator; for alarm widgets the
 * alarm data command. Every change is mapped to the widget's series and handed to onChange. Realtime windows
 * slide every interval (at least every second), dropping points that left them.
 */
export class WidgetDataSubscription {
  private readonly sources: SourceState[];
  private readonly live: Array<LiveSubscription | EntityDataSubscription> = [];
  private readonly timers: Array<ReturnType<typeof setInterval>> = [];
  private alarms: WidgetDataSnapshot['alarms'] = null;
  private error: string | null = null;
  private stopped = false;
  private readonly now: () => number;
  private readonly timed: boolean;
  private readonly converted = new WeakMap<object, Array<[number, unknown]>>();

  constructor(private readonly options: WidgetDataOptions) {
    this.now = options.now ?? Date.now;
    this.timed = options.widget.type === 'timeseries' && options.plan.timewindow !== null;
    this.sources = options.plan.datasources.map((plan) => this.initialState(plan));
  }

  start(): void {
    const { plan, socket } = this.options;
    plan.datasources.forEach((source, index) => {
      if (source.kind === 'entityData') {
        let dataSent = false;
        const subscription = socket.subscribeEntityData({ query: source.query }, (update) => {
          if (this.stopped) return;
          if (update.errorCode !== 0) {
            this.fail(update.errorMsg);
            return;
          }
          const state = this.sources[index];
          if (state.kind !== 'entityData') return;
          const hasDataPart = Object.keys(source.data).length > 0;
          // loaded: the answer to the data part came, or no values were asked for, or there is no entity to ask for
          const loaded = state.loaded || dataSent || !hasDataPart || update.data?.data.length === 0;
          this.sources[index] = {
            kind: 'entityData',
            values: applyEntityDataUpdate(state.values, update, this.window()),
            loaded,
          };
          // the data part goes out once the page is known, as the platform's client sends it
          if (update.data && !dataSent && hasDataPart) {
            dataSent = true;
            subscription.update(source.data);
          }
          this.emit();
        });
        this.live.push(subscription);
      } else if (source.kind === 'entityCount') {
        this.live.push(
          socket.subscribeEntityCount(source.query, (update) => {
            if (this.stopped) return;
            if (update.errorCode !== 0) {
              this.fail(update.errorMsg);
              return;
            }
            this.sources[index] = { kind: 'entityCount', count: update.count, ts: this.now() };
            this.emit();
          }),
        );
      } else if (source.kind === 'simulated') {
        const tick = () => this.generate(index, source);
        tick();
        this.timers.push(setInterval(tick, Math.max(source.tickMs, MIN_TICK_MS)));
      }
    });
    if (plan.alarms?.kind === 'alarmData') {
      this.live.push(socket.subscribeAlarmData(plan.alarms.query, (update) => this.alarmUpdate(update)));
    }
    const window = plan.timewindow;
    if (this.timed && window?.realtime) {
      this.timers.push(setInterval(() => this.slide(), Math.max(window.interval, MIN_TICK_MS)));
    }
    this.emit();
  }

  stop(): void {
    this.stopped = true;
    for (const subscription of this.live) subscription.unsubscribe();
    for (const timer of this.timers) clearInterval(timer);
    this.live.length = 0;
    this.timers.length = 0;
  }

  private initialState(plan: DatasourcePlan): SourceState {
    switch (plan.kind) {
      case 'entityData':
        return { kind: 'entityData', values: NO_ENTITIES, loaded: false };
      case 'entityCount':
        return { kind: 'entityCount', count: null, ts: 0 };
      case 'simulated':
        return { kind: 'simulated', values: [] };
      default:
        return { kind: 'unresolved' };
    }
  }

  /** The realtime window at this moment; null when points are not kept over time. */
  private window(): PointWindow | null {
    const window = this.options.plan.timewindow;
    if (!this.timed || !window) return null;
    const startTs = window.realtime ? this.now() - window.timeWindowMs : window.startTs;
    return { startTs, limit: window.limit };
  }

  private timeWindow(): WidgetDataSnapshot['timeWindow'] {
    const window = this.options.plan.timewindow;
    if (!window) return { min: this.now(), max: this.now() };
    if (!window.realtime) return { min: window.startTs, max: window.endTs };
    const now = this.now();
    return { min: now - window.timeWindowMs, max: now };
  }

  private generate(index: number, source: Extract<DatasourcePlan, { kind: 'simulated' }>): void {
    const state = this.sources[index];
    if (this.stopped || state.kind !== 'simulated' || !this.options.generate) return;
    const window = this.timed ? this.window() : null;
    this.sources[index] = {
      kind: 'simulated',
      values: nextFunctionValues(source.keys, state.values, this.now(), this.options.generate, window),
    };
    this.emit();
  }

  private slide(): void {
    const window = this.window();
    if (this.stopped || !window) return;
    this.sources.forEach((state, index) => {
      if (state.kind === 'entityData') this.sources[index] = { ...state, values: slideWindow(state.values, window) };
    });
    this.emit();
  }

  private alarmUpdate(update: AlarmDataUpdate): void {
    if (this.stopped) return;
    if (update.errorCode !== 0) {
      this.fail(update.errorMsg);
      return;
    }
    if (update.data) {
      this.alarms = { data: update.data.data, totalElements: update.data.totalElements };
    } else if (update.update && this.alarms) {
      const changed = new Map(update.update.map((alarm) => [alarm.id.id, alarm]));
      const kept = this.alarms.data.map((alarm) => changed.get(alarm.id.id) ?? alarm);
      const added = update.update.filter((alarm) => !this.alarms?.data.some((known) => known.id.id === alarm.id.id));
      this.alarms = { data: [...added, ...kept], totalElements: this.alarms.totalElements + added.length };
    }
    this.emit();
  }

  private fail(message: string | null): void {
    this.error = message ?? 'Subscription failed';
    this.emit();
  }

  private emit(): void {
    if (this.stopped) return;
    const { plan, widget } = this.options;
    const aggregated = plan.timewindow !== null && plan.timewindow.agg !== 'NONE';
    const data: WidgetSeries[] = [];
    const latestData: WidgetSeries[] = [];
    const entities: WidgetDatasourceEntity[] = [];
    const emptyAliases: string[] = [];
    let loaded = true;
    plan.datasources.forEach((source, index) => {
      const state = this.sources[index];
      const datasource = source.datasource as unknown as Datasource;
      const aliasName = typeof datasource.aliasName === 'string' ? datasource.aliasName : '';
      if (state.kind === 'entityData') {
        loaded &&= state.loaded;
        if (state.loaded && state.values.entities.length === 0) emptyAliases.push(aliasName);
        const series = datasourceSeries(datasource, state.values, {
          timeseries: widget.type === 'timeseries',
          aggregated,
          postProcess: this.options.postProcess,
          converted: this.converted,
        });
        data.push(...series.data);
        latestData.push(...series.latestData);
        entities.push(...series.entities);
      } else if (state.kind === 'entityCount') {
        loaded &&= state.count !== null;
        data.push(...countSeries(datasource, state.count, state.ts));
      } else if (state.kind === 'simulated') {
        data.push(...functionSeries(datasource, state.values));
      } else if (datasource.type === 'entity') {
        emptyAliases.push(aliasName);
      }
    });
    this.options.onChange({
      data,
      latestData,
      entities,
      alarms: this.alarms,
      timeWindow: this.timeWindow(),
      error: this.error,
      loaded,
      emptyAliases: [...new Set(emptyAliases)],
    });
  }
}

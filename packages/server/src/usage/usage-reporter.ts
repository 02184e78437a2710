import type { Logger } from '../context.js';
import type { Db } from '../storage/schema.js';
import type { TsKvEntry } from '../telemetry/kv.js';
import type { TelemetryService } from '../telemetry/service.js';
import type { ApiFeatureUsage, FeatureReport } from './feature-usage.js';
import { findTenantUsageState, type UsageStateRow, updateStates } from './store.js';
import type { ApiUsageStateValue, TransportReport, TransportUsage } from './transport-usage.js';
import {
  FEATURE_KEYS,
  hourly,
  type StateColumn,
  TRANSPORT_LIMIT_KEYS,
  TRANSPORT_STATE_KEY,
  USAGE_KEYS,
} from './usage-keys.js';

const long = (key: string, ts: number, value: number): TsKvEntry => ({ key, ts, value: { type: 'LONG', value } });

/** One tenant's points to store: counters, limits and the states of its features (stored when they change). */
interface TenantPoints {
  tenantId: string;
  counters: TsKvEntry[];
  limits: Record<string, number>;
  states: { column: StateColumn; key: string; state: ApiUsageStateValue }[];
}

/** The transport counter points of a report: each period's count stamped with the period's start, as the platform does. */
function transportPoints(report: TransportReport): TenantPoints {
  const { month, hour, limits } = report;
  const { transportMessages, transportDataPoints } = USAGE_KEYS;
  return {
    tenantId: report.tenantId,
    counters: [
      long(transportMessages, month.from, month.messages),
      long(transportDataPoints, month.from, month.dataPoints),
      long(hourly(transportMessages), hour.from, hour.messages),
      long(hourly(transportDataPoints), hour.from, hour.dataPoints),
    ],
    limits: { [TRANSPORT_LIMIT_KEYS.messages]: limits.messages, [TRANSPORT_LIMIT_KEYS.dataPoints]: limits.dataPoints },
    states: [{ column: 'transport_state', key: TRANSPORT_STATE_KEY, state: report.state }],
  };
}

function featurePoints(report: FeatureReport): TenantPoints {
  const counters = report.counted.flatMap(({ feature, month, hour }) => [
    long(FEATURE_KEYS[feature].count, month.from, month.count),
    long(hourly(FEATURE_KEYS[feature].count), hour.from, hour.count),
  ]);
  const limits: Record<string, number> = {};
  const states: TenantPoints['states'] = [];
  for (const [feature, keys] of Object.entries(FEATURE_KEYS)) {
    const name = feature as keyof typeof FEATURE_KEYS;
    limits[keys.limit] = report.limits[name];
    states.push({ column: keys.column, key: keys.state, state: report.states[name] });
  }
  return { tenantId: report.tenantId, counters, limits, states };
}

/**
 * Stores the tenants' usage counts as time series of their API usage state entities every interval and once more on
 * stop; a feature's state (on the entity and as its time series) and a limit (as the platform's usage dashboard
 * reads it, e.g. `transportMsgLimit`) when they change. Flushes run one at a time, so a period's points are written
 * in the order they were counted.
 */
export class UsageReporter {
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();
  private readonly states = new Map<string, UsageStateRow>();
  private readonly storedLimits = new Map<string, Record<string, number>>();

  constructor(
    private readonly deps: { db: Db; telemetry: Pick<TelemetryService, 'saveTimeseries'>; log: Logger },
    private readonly sources: { transport: Pick<TransportUsage, 'report'>; features: Pick<ApiFeatureUsage, 'report'> },
    private readonly intervalMs: number,
  ) {}

  start(): void {
    if (this.intervalMs > 0) this.timer = setInterval(() => this.flush(), this.intervalMs).unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }

  /** Forgets a deleted tenant's entity. */
  forget(tenantId: string): void {
    this.states.delete(tenantId);
    this.storedLimits.delete(tenantId);
  }

  /** Stores what was counted since the last flush; a failure is logged and those counts go with the next change. */
  flush(): Promise<void> {
    const points = [
      ...this.sources.transport.report().map(transportPoints),
      ...this.sources.features.report().map(featurePoints),
    ];
    this.flushing = this.flushing.then(async () => {
      for (const tenant of points) {
        await this.store(tenant).catch((error: unknown) =>
          this.deps.log.error({ err: error, tenantId: tenant.tenantId }, 'storing API usage failed'),
        );
      }
    });
    return this.flushing;
  }

  private async store(points: TenantPoints): Promise<void> {
    const row = await this.stateOf(points.tenantId);
    if (!row) return;
    const now = Date.now();
    const entries = [...points.counters];
    const stored = this.storedLimits.get(points.tenantId) ?? {};
    const newLimits = Object.entries(points.limits).filter(([key, limit]) => stored[key] !== limit);
    for (const [key, limit] of newLimits) entries.push(long(key, now, limit));
    const changed = points.states.filter(({ column, state }) => row.states[column] !== state);
    for (const { key, state } of changed) entries.push({ key, ts: now, value: { type: 'STRING', value: state } });
    const entityId = { entityType: 'API_USAGE_STATE' as const, id: row.id };
    await this.deps.telemetry.saveTimeseries(points.tenantId, entityId, entries);
    this.storedLimits.set(points.tenantId, { ...stored, ...Object.fromEntries(newLimits) });
    if (changed.length > 0) {
      const states = Object.fromEntries(changed.map(({ column, state }) => [column, state]));
      await updateStates(this.deps.db, row.id, states);
      Object.assign(row.states, states);
    }
  }

  private async stateOf(tenantId: string): Promise<UsageStateRow | undefined> {
    let state = this.states.get(tenantId);
    if (!state) {
      state = await findTenantUsageState(this.deps.db, tenantId);
      if (state) this.states.set(tenantId, state);
    }
    return state;
  }
}

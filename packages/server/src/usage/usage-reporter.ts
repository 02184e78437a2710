import type { Logger } from '../context.js';
import type { Db } from '../storage/schema.js';
import type { TsKvEntry } from '../telemetry/kv.js';
import type { TelemetryService } from '../telemetry/service.js';
import { findTenantUsageState, type UsageStateRow, updateTransportState } from './store.js';
import type { TransportReport, TransportUsage } from './transport-usage.js';
import { hourly, TRANSPORT_STATE_KEY, USAGE_KEYS } from './usage-keys.js';

const long = (key: string, ts: number, value: number): TsKvEntry => ({ key, ts, value: { type: 'LONG', value } });

/** The counter points of a report: each period's count stamped with the period's start, as the platform does. */
function counterEntries({ month, hour }: TransportReport): TsKvEntry[] {
  const { transportMessages, transportDataPoints } = USAGE_KEYS;
  return [
    long(transportMessages, month.from, month.messages),
    long(transportDataPoints, month.from, month.dataPoints),
    long(hourly(transportMessages), hour.from, hour.messages),
    long(hourly(transportDataPoints), hour.from, hour.dataPoints),
  ];
}

/**
 * Stores the tenants' usage counts as time series of their API usage state entities every interval and once more on
 * stop, and a feature's state (on the entity and as its time series) when it changes. Flushes run one at a time, so
 * a period's points are written in the order they were counted.
 */
export class UsageReporter {
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();
  private readonly states = new Map<string, UsageStateRow>();

  constructor(
    private readonly deps: { db: Db; telemetry: Pick<TelemetryService, 'saveTimeseries'>; log: Logger },
    private readonly usage: Pick<TransportUsage, 'report'>,
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
  }

  /** Stores what was counted since the last flush; a failure is logged and those counts go with the next change. */
  flush(): Promise<void> {
    const reports = this.usage.report();
    this.flushing = this.flushing.then(async () => {
      for (const report of reports) {
        await this.store(report).catch((error: unknown) =>
          this.deps.log.error({ err: error, tenantId: report.tenantId }, 'storing API usage failed'),
        );
      }
    });
    return this.flushing;
  }

  private async store(report: TransportReport): Promise<void> {
    const state = await this.stateOf(report.tenantId);
    if (!state) return;
    const entries = counterEntries(report);
    const stateChanged = state.transportState !== report.state;
    if (stateChanged) {
      entries.push({ key: TRANSPORT_STATE_KEY, ts: Date.now(), value: { type: 'STRING', value: report.state } });
    }
    const entityId = { entityType: 'API_USAGE_STATE' as const, id: state.id };
    await this.deps.telemetry.saveTimeseries(report.tenantId, entityId, entries);
    if (stateChanged) {
      await updateTransportState(this.deps.db, state.id, report.state);
      state.transportState = report.state;
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

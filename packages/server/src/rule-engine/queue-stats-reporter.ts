import { NULL_UUID } from '@fleetdeck/model';
import { findAssetByName, insertAsset } from '../assets/store.js';
import { newId, uuidTime } from '../common/uuid.js';
import type { RuleEngineContext } from '../context.js';
import type { TsKvEntry } from '../telemetry/kv.js';
import { findTenantId } from '../tenants/store.js';
import { exceptionJson, type QueueCounters, QueueStats, type TenantQueueStats } from './queues/queue-stats.js';

/** The asset type of the assets the statistics are saved on; the installed statistics dashboard lists this type. */
export const SERVICE_QUEUE_ASSET_TYPE = 'TbServiceQueue';

/** The platform's queue.rule-engine.stats.print-interval-ms: a minute. */
export const DEFAULT_QUEUE_STATS_INTERVAL_MS = 60_000;

const COUNTER_KEYS: readonly (keyof QueueCounters)[] = [
  'totalMsgs',
  'successfulMsgs',
  'failedMsgs',
  'timeoutMsgs',
  'tmpFailed',
  'tmpTimeout',
];

/**
 * Saves, every interval, what each queue did for each tenant as time series of an asset of the tenant, as the
 * platform's rule-engine statistics service does: the asset is named after the queue and this server
 * (`Main_<server>`), of type `TbServiceQueue`, made the first time it is needed and found by its name after that
 * (also one the tenant already has under that name). It is looked up at each report rather than remembered, so an
 * asset a user deleted is made again instead of written to. An interval in which a tenant's queue processed nothing
 * writes nothing; its first exception is saved as `ruleEngineException` at the time it happened.
 */
export class QueueStatsReporter {
  readonly stats = new QueueStats();
  private readonly timer: NodeJS.Timeout | null;
  private reporting: Promise<void> = Promise.resolve();

  constructor(
    private readonly ctx: RuleEngineContext,
    private readonly serverName: string,
    intervalMs: number = DEFAULT_QUEUE_STATS_INTERVAL_MS,
  ) {
    this.timer =
      intervalMs > 0
        ? setInterval(() => {
            // One report at a time, so a slow one never makes a second asset of the same queue.
            this.reporting = this.reporting.then(() => this.report());
          }, intervalMs).unref()
        : null;
  }

  /** Saves what was counted since the last report; a failure is logged and the next report goes on. */
  async report(now = Date.now()): Promise<void> {
    for (const stats of this.stats.drain()) {
      try {
        await this.save(stats, now);
      } catch (error) {
        this.ctx.log.warn(
          { err: error, tenantId: stats.tenantId, queueName: stats.queueName },
          'rule engine statistics could not be saved',
        );
      }
    }
  }

  private async save(stats: TenantQueueStats, now: number): Promise<void> {
    const entries: TsKvEntry[] = [];
    if (stats.counters.totalMsgs > 0) {
      for (const key of COUNTER_KEYS)
        entries.push({ key, ts: now, value: { type: 'LONG', value: stats.counters[key] } });
    }
    if (stats.exception) {
      entries.push({
        key: 'ruleEngineException',
        ts: stats.exception.ts,
        value: { type: 'JSON', value: exceptionJson(stats.exception) },
      });
    }
    if (entries.length === 0) return;
    const assetId = await this.findOrCreateAsset(stats.tenantId, `${stats.queueName}_${this.serverName}`);
    if (assetId === null) return;
    await this.ctx.telemetry.saveTimeseries(stats.tenantId, { entityType: 'ASSET', id: assetId }, entries);
  }

  private async findOrCreateAsset(tenantId: string, name: string): Promise<string | null> {
    const existing = await findAssetByName(this.ctx.db, tenantId, name);
    if (existing) return existing.id;
    // A tenant deleted since its messages were counted gets no asset.
    if (!(await findTenantId(this.ctx.db, tenantId))) return null;
    const id = newId();
    // Made by the server itself, as the platform's statistics service makes it: no user acted, so no rule engine
    // message tells of it.
    await insertAsset(this.ctx.db, {
      id,
      created_time: uuidTime(id),
      tenant_id: tenantId,
      customer_id: NULL_UUID,
      name,
      type: SERVICE_QUEUE_ASSET_TYPE,
      label: null,
      additional_info: null,
      external_id: null,
    });
    return id;
  }

  /** Stops reporting; what was counted since the last report is not saved, as on the platform. */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.reporting;
  }
}

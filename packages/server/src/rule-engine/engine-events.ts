import type { Logger } from '../context.js';
import type { Db } from '../storage/schema.js';
import type { StoredChain } from './chain-store.js';
import { type ComponentEvent, ComponentEventRecorder, errorEvent } from './component-events.js';
import { ComponentLifecycle, type LoadedNode } from './component-lifecycle.js';
import { chainSignature } from './node-start.js';
import { NodeStats } from './node-stats.js';

/** The platform's actors.statistics.persist_frequency: an hour. */
export const DEFAULT_STATS_PERSIST_FREQUENCY_MS = 3_600_000;

/**
 * The lifecycle, error and stats events the rule engine keeps of its chains and nodes: what it tells here is stored
 * as the platform's component actors store it. A failure to store them is logged and the engine goes on.
 */
export class EngineEvents {
  private readonly recorder: ComponentEventRecorder;
  private readonly lifecycle: ComponentLifecycle;
  private readonly stats = new NodeStats();
  private readonly statsTimer: NodeJS.Timeout | null;

  constructor(
    db: Db,
    private readonly log: Logger,
    statsPersistFrequencyMs: number = DEFAULT_STATS_PERSIST_FREQUENCY_MS,
  ) {
    this.recorder = new ComponentEventRecorder(db);
    this.lifecycle = new ComponentLifecycle(this.recorder.server);
    this.statsTimer =
      statsPersistFrequencyMs > 0
        ? setInterval(() => void this.record(this.stats.drain(this.recorder.server)), statsPersistFrequencyMs).unref()
        : null;
  }

  /**
   * A chain was loaded: its lifecycle, and an error event for each node whose start or update just failed, as the
   * platform's actors record a failed start (OnStart) or update (onLifecycleMsg). A node that failed before and is
   * loaded again unchanged tells nothing new.
   */
  async chainLoaded(chain: StoredChain, nodes: readonly LoadedNode[]): Promise<void> {
    const loaded = { id: chain.id, tenantId: chain.tenantId, signature: chainSignature(chain) };
    const lifecycle = this.lifecycle.loaded(loaded, nodes);
    await this.record([...lifecycle, ...lifecycle.flatMap((event) => this.failedStartError(event))]);
  }

  private failedStartError(event: ComponentEvent): ComponentEvent[] {
    const body = event.body;
    if (event.component.entityType !== 'RULE_NODE' || !('event' in body) || body.success) return [];
    const method = body.event === 'STARTED' ? 'OnStart' : 'onLifecycleMsg';
    return [errorEvent(event.tenantId, event.component, method, body.error, this.recorder.server)];
  }

  /** A chain that is gone. */
  chainGone(chainId: string): void {
    this.lifecycle.forget(chainId);
  }

  nodeProcessed(tenantId: string, nodeId: string): void {
    this.stats.processed(tenantId, nodeId);
  }

  /** A node threw while processing a message (rather than answering Failure). */
  async nodeThrew(tenantId: string, nodeId: string, error: unknown): Promise<void> {
    this.stats.failed(tenantId, nodeId);
    const component = { entityType: 'RULE_NODE' as const, id: nodeId };
    await this.record([errorEvent(tenantId, component, 'onRuleMsg', error, this.recorder.server)]);
  }

  /** The engine stops: no more stats, and every chain and node it ran stopped. */
  async close(): Promise<void> {
    if (this.statsTimer) clearInterval(this.statsTimer);
    await this.record(this.lifecycle.stopAll());
  }

  private async record(events: readonly ComponentEvent[]): Promise<void> {
    if (events.length === 0) return;
    try {
      await this.recorder.record(events);
    } catch (error) {
      this.log.warn({ err: error }, 'rule engine events could not be stored');
    }
  }
}

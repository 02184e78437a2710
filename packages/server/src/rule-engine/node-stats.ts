import { type ComponentEvent, statsEvent } from './component-events.js';

interface Counts {
  tenantId: string;
  messagesProcessed: number;
  errorsOccurred: number;
}

/**
 * How many messages each rule node processed and how many failed with an error, counted between two STATS events
 * of the node (the platform persists them every hour by default). A node that did nothing since the last one
 * gets no event.
 */
export class NodeStats {
  private counts = new Map<string, Counts>();

  private of(tenantId: string, nodeId: string): Counts {
    let counts = this.counts.get(nodeId);
    if (!counts) {
      counts = { tenantId, messagesProcessed: 0, errorsOccurred: 0 };
      this.counts.set(nodeId, counts);
    }
    return counts;
  }

  processed(tenantId: string, nodeId: string): void {
    this.of(tenantId, nodeId).messagesProcessed++;
  }

  failed(tenantId: string, nodeId: string): void {
    this.of(tenantId, nodeId).errorsOccurred++;
  }

  /** The STATS events of the counts so far; counting starts again from zero. */
  drain(server: string): ComponentEvent[] {
    const drained = this.counts;
    this.counts = new Map();
    return [...drained].map(([id, { tenantId, messagesProcessed, errorsOccurred }]) =>
      statsEvent(tenantId, { entityType: 'RULE_NODE', id }, { messagesProcessed, errorsOccurred }, server),
    );
  }
}

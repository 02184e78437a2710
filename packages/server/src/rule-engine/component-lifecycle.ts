import { type ComponentEvent, type ComponentId, lifecycleEvent } from './component-events.js';

/** A node of a chain as it was loaded: what it is, and why it could not start, if it could not. */
export interface LoadedNode {
  id: string;
  /** the stored definition as text: a node whose text changed was updated */
  signature: string;
  /** why the node's processor could not be made (an unknown type, a configuration it cannot read) */
  error?: unknown;
}

interface KnownChain {
  tenantId: string;
  signature: string;
  nodes: Map<string, string>;
}

const chainOf = (id: string): ComponentId => ({ entityType: 'RULE_CHAIN', id });
const nodeOf = (id: string): ComponentId => ({ entityType: 'RULE_NODE', id });

/**
 * The lifecycle of the rule chains and nodes this server runs, as the platform's actors report it: a chain or node
 * loaded for the first time STARTED (with the error when it could not start), one loaded again after it changed
 * UPDATED, a node no longer in its chain and every chain and node when the server stops STOPPED. Chains are loaded
 * again whenever a chain of the tenant changes, so a load that changed nothing tells nothing.
 */
export class ComponentLifecycle {
  private readonly chains = new Map<string, KnownChain>();

  constructor(private readonly server: string) {}

  loaded(chain: { id: string; tenantId: string; signature: string }, nodes: readonly LoadedNode[]): ComponentEvent[] {
    const known = this.chains.get(chain.id);
    const events: ComponentEvent[] = [];
    const event = (component: ComponentId, kind: 'STARTED' | 'UPDATED' | 'STOPPED', error?: unknown) =>
      events.push(lifecycleEvent(chain.tenantId, component, kind, this.server, error));
    if (!known) event(chainOf(chain.id), 'STARTED');
    else if (known.signature !== chain.signature) event(chainOf(chain.id), 'UPDATED');
    const current = new Map<string, string>();
    for (const node of nodes) {
      current.set(node.id, node.signature);
      const before = known?.nodes.get(node.id);
      if (before === undefined) event(nodeOf(node.id), 'STARTED', node.error);
      else if (before !== node.signature) event(nodeOf(node.id), 'UPDATED', node.error);
    }
    for (const id of known?.nodes.keys() ?? []) if (!current.has(id)) event(nodeOf(id), 'STOPPED');
    this.chains.set(chain.id, { tenantId: chain.tenantId, signature: chain.signature, nodes: current });
    return events;
  }

  /**
   * A chain that is gone is forgotten without events: its nodes' rows and events went with it, and an event stored
   * now would belong to nothing.
   */
  forget(chainId: string): void {
    this.chains.delete(chainId);
  }

  /** The server stops: every chain and node it runs STOPPED. */
  stopAll(): ComponentEvent[] {
    const events: ComponentEvent[] = [];
    for (const [chainId, known] of this.chains) {
      for (const component of [chainOf(chainId), ...[...known.nodes.keys()].map(nodeOf)]) {
        events.push(lifecycleEvent(known.tenantId, component, 'STOPPED', this.server));
      }
    }
    this.chains.clear();
    return events;
  }
}

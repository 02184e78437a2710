import { EventEmitter } from 'node:events';
import type { Alarm, EntityId } from '@fleetdeck/model';
import type { TbMsg } from '../rule-engine/message.js';
import type { AttributeKvEntry, AttributeScope, TsKvEntry } from '../telemetry/kv.js';

/**
 * What changed, as the stores tell it once the change is saved. WebSocket subscriptions, device sessions (shared
 * attribute pushes, closing a deleted device's session) and the rule engine listen here, never to each other.
 */
export type LiveEvent =
  | { type: 'timeseries'; tenantId: string; entityId: EntityId; entries: TsKvEntry[] }
  | {
      type: 'timeseriesDeleted';
      tenantId: string;
      entityId: EntityId;
      keys: string[];
      /** the new latest values of keys whose latest was deleted and rewritten from older points */
      latest?: TsKvEntry[];
    }
  | { type: 'attributes'; tenantId: string; entityId: EntityId; scope: AttributeScope; entries: AttributeKvEntry[] }
  | { type: 'attributesDeleted'; tenantId: string; entityId: EntityId; scope: AttributeScope; keys: string[] }
  | { type: 'entitySaved'; tenantId: string; entityId: EntityId; created: boolean }
  | { type: 'entityDeleted'; tenantId: string; entityId: EntityId }
  /** a device's credentials were replaced: whatever knew it by its old ones must forget them */
  | { type: 'deviceCredentialsUpdated'; tenantId: string; entityId: EntityId }
  /** an alarm was created, updated, acknowledged, cleared or (deleted: true) removed; entityId = its originator */
  | { type: 'alarm'; tenantId: string; entityId: EntityId; alarm: Alarm; deleted: boolean }
  /** a user changed something through the REST API: the platform's message about it, for the rule engine */
  | { type: 'entityAction'; tenantId: string; entityId: EntityId; msg: TbMsg }
  /** a rule node reported a device's connectivity (connect, disconnect, activity, inactivity) at a time */
  | { type: 'deviceConnectivity'; tenantId: string; entityId: EntityId; event: DeviceConnectivityEvent; ts: number };

/** The connectivity events the device state service keeps, named as their rule engine messages. */
export type DeviceConnectivityEvent = 'CONNECT_EVENT' | 'DISCONNECT_EVENT' | 'ACTIVITY_EVENT' | 'INACTIVITY_EVENT';

export type LiveEventListener = (event: LiveEvent) => void;

/**
 * Messages between the server processes of a cluster, for work that must reach the one process that can do it (an
 * RPC request to a device connected there). Each message reaches every process listening on its channel.
 */
export interface ClusterLink {
  /** this process's id, unique in the cluster: where answers to its messages are addressed */
  readonly processId: string;
  /** Sends a JSON-serialisable message; resolves with how many processes listen on the channel. */
  send(channel: string, message: unknown): Promise<number>;
  /** Listens on a channel; resolves once listening, with the function that stops it. */
  listen(channel: string, handler: (message: unknown) => void): Promise<() => Promise<void>>;
}

/**
 * The event bus of DESIGN.md. Listeners run synchronously in publish order, so they must only hand work on (queue
 * it), never block. On one process it is an in-process emitter; with REDIS_URL it also carries every event to the
 * other server processes of the cluster and theirs to this one.
 */
export interface EventBus {
  /** Tells the listeners of this process at once, and those of the other processes when clustered. */
  publish(event: LiveEvent): void;
  /** Hears the events of every process of the cluster; returns the function that stops listening. */
  subscribe(listener: LiveEventListener): () => void;
  /**
   * Hears only the events published in this process: for listeners that change stored data, which one process must
   * do once rather than every process of the cluster.
   */
  subscribeLocal(listener: LiveEventListener): () => void;
  /** messages to the other processes of the cluster; null when this process is alone */
  readonly cluster: ClusterLink | null;
  close(): Promise<void>;
}

/** The bus of a single server process: an EventEmitter, with no serialisation on the way. */
export class InProcessEventBus implements EventBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  readonly cluster: ClusterLink | null = null;

  publish(event: LiveEvent): void {
    this.emitter.emit('event', event);
  }

  subscribe(listener: LiveEventListener): () => void {
    this.emitter.on('event', listener);
    return () => this.emitter.off('event', listener);
  }

  subscribeLocal(listener: LiveEventListener): () => void {
    return this.subscribe(listener);
  }

  async close(): Promise<void> {}
}

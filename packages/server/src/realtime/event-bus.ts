import { EventEmitter } from 'node:events';
import type { Alarm, EntityId } from '@fleetdeck/model';
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
  /** an alarm was created, updated, acknowledged, cleared or (deleted: true) removed; entityId = its originator */
  | { type: 'alarm'; tenantId: string; entityId: EntityId; alarm: Alarm; deleted: boolean };

export type LiveEventListener = (event: LiveEvent) => void;

/**
 * The in-process event bus of DESIGN.md. Listeners run synchronously in publish order, so they must only hand work
 * on (queue it), never block. A clustered deployment would bridge this through Redis publish/subscribe.
 */
export class EventBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  publish(event: LiveEvent): void {
    this.emitter.emit('event', event);
  }

  /** Returns the function that stops listening. */
  subscribe(listener: LiveEventListener): () => void {
    this.emitter.on('event', listener);
    return () => this.emitter.off('event', listener);
  }
}

import { type Alarm, NULL_UUID } from '@fleetdeck/model';
import type { SecurityUser } from '../auth/security-user.js';
import type { EventBus, LiveEvent } from './event-bus.js';
import type { WsLimits } from './limits.js';

/** A subscription that wants the events of some entities. */
export interface EntityListener {
  onEvent(event: LiveEvent): void;
}

/** A subscription that wants to know when the tenant's entities come and go (entity counts). */
export interface TenantListener {
  onTenantEvent(event: LiveEvent): void;
}

class Counter {
  private readonly counts = new Map<string, number>();

  get(key: string): number {
    return this.counts.get(key) ?? 0;
  }

  /** the sum over the keys that start with the prefix, e.g. every tenant's count */
  total(prefix: string): number {
    let sum = 0;
    for (const [key, count] of this.counts) if (key.startsWith(prefix)) sum += count;
    return sum;
  }

  add(key: string, delta: number): void {
    const next = this.get(key) + delta;
    if (next <= 0) this.counts.delete(key);
    else this.counts.set(key, next);
  }
}

function ownerKeys(user: SecurityUser) {
  return {
    tenant: `tenant:${user.tenantId}`,
    customer: user.authority === 'CUSTOMER_USER' ? `customer:${user.customerId}` : null,
    user: `user:${user.isPublic ? `public:${user.customerId}` : user.userId}`,
  };
}

function addListener<L>(index: Map<string, Set<L>>, key: string, listener: L): void {
  let set = index.get(key);
  if (!set) {
    set = new Set();
    index.set(key, set);
  }
  set.add(listener);
}

function removeListener<L>(index: Map<string, Set<L>>, key: string, listener: L): void {
  const set = index.get(key);
  if (!set) return;
  set.delete(listener);
  if (set.size === 0) index.delete(key);
}

/**
 * The owner and the tenant an alarm is shown on besides its originator, by its propagation flags: the owner is the
 * originator's customer, or the tenant when the originator has none.
 */
function propagationTargets(alarm: Alarm): string[] {
  const targets: string[] = [];
  if (alarm.propagateToOwner) {
    targets.push(alarm.customerId.id !== NULL_UUID ? alarm.customerId.id : alarm.tenantId.id);
  }
  if (alarm.propagateToTenant) targets.push(alarm.tenantId.id);
  return targets;
}

function over(limit: number, current: number): boolean {
  return limit > 0 && current >= limit;
}

/**
 * The realtime hub: routes every event of the bus to the subscriptions that watch its entity (an index by entity
 * id, so an event costs a lookup, never a scan of all subscriptions), and counts sessions and subscriptions per
 * tenant, customer and user for the tenant profile's limits.
 */
export class RealtimeHub {
  private readonly byEntity = new Map<string, Set<EntityListener>>();
  private readonly byAlarmTarget = new Map<string, Set<EntityListener>>();
  private readonly byTenant = new Map<string, Set<TenantListener>>();
  private readonly sessions = new Counter();
  private readonly subscriptions = new Counter();
  private readonly stopListening: () => void;

  constructor(bus: EventBus) {
    this.stopListening = bus.subscribe((event) => this.dispatch(event));
  }

  /** Open sessions and subscriptions of this process: every one is counted once under its tenant. */
  totals(): { sessions: number; subscriptions: number } {
    return { sessions: this.sessions.total('tenant:'), subscriptions: this.subscriptions.total('tenant:') };
  }

  close(): void {
    this.stopListening();
  }

  watch(entityId: string, listener: EntityListener): void {
    addListener(this.byEntity, entityId, listener);
  }

  unwatch(entityId: string, listener: EntityListener): void {
    removeListener(this.byEntity, entityId, listener);
  }

  /**
   * Watches the alarms propagated to an owner (a customer, or a tenant for its unassigned entities) or to a tenant.
   * Their originators are any of the owner's entities, so they are found by the alarm's own flags, not by its
   * originator.
   */
  watchPropagatedAlarms(targetId: string, listener: EntityListener): void {
    addListener(this.byAlarmTarget, targetId, listener);
  }

  unwatchPropagatedAlarms(targetId: string, listener: EntityListener): void {
    removeListener(this.byAlarmTarget, targetId, listener);
  }

  watchTenant(tenantId: string, listener: TenantListener): void {
    addListener(this.byTenant, tenantId, listener);
  }

  unwatchTenant(tenantId: string, listener: TenantListener): void {
    removeListener(this.byTenant, tenantId, listener);
  }

  /** How many entities are watched (for tests of the release on close). */
  get watchedEntities(): number {
    return this.byEntity.size;
  }

  private dispatch(event: LiveEvent): void {
    const listeners =
      event.type === 'alarm'
        ? this.alarmListenersOf(event.entityId.id, event.alarm)
        : this.byEntity.get(event.entityId.id);
    // A copy: a listener may unwatch while it is told.
    for (const listener of [...(listeners ?? [])]) {
      try {
        listener.onEvent(event);
      } catch (error) {
        console.error('a live subscription failed on an event', error);
      }
    }
    if (event.type === 'entitySaved' || event.type === 'entityDeleted') {
      for (const listener of [...(this.byTenant.get(event.tenantId) ?? [])]) listener.onTenantEvent(event);
    }
  }

  /** Those watching an alarm's originator and those watching where it propagates, each once. */
  private alarmListenersOf(originatorId: string, alarm: Alarm): Set<EntityListener> {
    const listeners = new Set(this.byEntity.get(originatorId));
    for (const target of propagationTargets(alarm)) {
      for (const listener of this.byAlarmTarget.get(target) ?? []) listeners.add(listener);
    }
    return listeners;
  }

  /** Registers a session, or answers the close reason when a session limit is reached. */
  openSession(user: SecurityUser, limits: WsLimits): string | null {
    const keys = ownerKeys(user);
    if (over(limits.maxSessionsPerTenant, this.sessions.get(keys.tenant))) return 'Max tenant sessions limit reached!';
    if (keys.customer && over(limits.maxSessionsPerCustomer, this.sessions.get(keys.customer))) {
      return 'Max customer sessions limit reached!';
    }
    if (user.isPublic) {
      if (over(limits.maxSessionsPerPublicUser, this.sessions.get(keys.user))) {
        return 'Max public user sessions limit reached!';
      }
    } else if (over(limits.maxSessionsPerRegularUser, this.sessions.get(keys.user))) {
      return 'Max regular user sessions limit reached!';
    }
    this.countSession(user, 1);
    return null;
  }

  closeSession(user: SecurityUser): void {
    this.countSession(user, -1);
  }

  private countSession(user: SecurityUser, delta: number): void {
    const keys = ownerKeys(user);
    this.sessions.add(keys.tenant, delta);
    if (keys.customer) this.sessions.add(keys.customer, delta);
    this.sessions.add(keys.user, delta);
  }

  /** Counts a new subscription, or answers the close reason when a subscription limit is reached. */
  addSubscription(user: SecurityUser, limits: WsLimits): string | null {
    const keys = ownerKeys(user);
    if (over(limits.maxSubscriptionsPerTenant, this.subscriptions.get(keys.tenant))) {
      return 'Max tenant subscriptions limit reached!';
    }
    if (keys.customer && over(limits.maxSubscriptionsPerCustomer, this.subscriptions.get(keys.customer))) {
      return 'Max customer subscriptions limit reached!';
    }
    if (user.isPublic) {
      if (over(limits.maxSubscriptionsPerPublicUser, this.subscriptions.get(keys.user))) {
        return 'Max public user subscriptions limit reached!';
      }
    } else if (over(limits.maxSubscriptionsPerRegularUser, this.subscriptions.get(keys.user))) {
      return 'Max regular user subscriptions limit reached!';
    }
    this.countSubscriptions(user, 1);
    return null;
  }

  releaseSubscriptions(user: SecurityUser, count = 1): void {
    this.countSubscriptions(user, -count);
  }

  private countSubscriptions(user: SecurityUser, delta: number): void {
    const keys = ownerKeys(user);
    this.subscriptions.add(keys.tenant, delta);
    if (keys.customer) this.subscriptions.add(keys.customer, delta);
    this.subscriptions.add(keys.user, delta);
  }
}

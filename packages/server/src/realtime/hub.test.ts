import { type Alarm, NULL_UUID } from '@fleetdeck/model';
import { describe, expect, it, vi } from 'vitest';
import type { SecurityUser } from '../auth/security-user.js';
import { InProcessEventBus, type LiveEvent } from './event-bus.js';
import { RealtimeHub } from './hub.js';
import { DEFAULT_MSG_QUEUE_LIMIT, RateLimit, type WsLimits } from './limits.js';

const user = (userId: string, customerId = 'c0'): SecurityUser => ({
  userId,
  email: `${userId}@example.com`,
  authority: customerId === 'c0' ? 'TENANT_ADMIN' : 'CUSTOMER_USER',
  tenantId: 't1',
  customerId,
  firstName: null,
  lastName: null,
  enabled: true,
  isPublic: false,
});

const limits = (extra: Partial<WsLimits> = {}): WsLimits => ({
  maxSessionsPerTenant: 0,
  maxSessionsPerCustomer: 0,
  maxSessionsPerRegularUser: 0,
  maxSessionsPerPublicUser: 0,
  maxSubscriptionsPerTenant: 0,
  maxSubscriptionsPerCustomer: 0,
  maxSubscriptionsPerRegularUser: 0,
  maxSubscriptionsPerPublicUser: 0,
  msgQueueLimitPerSession: DEFAULT_MSG_QUEUE_LIMIT,
  updatesPerSessionRateLimit: null,
  ...extra,
});

const event = (id: string) =>
  ({ type: 'timeseries', tenantId: 't1', entityId: { entityType: 'DEVICE', id }, entries: [] }) as const;

function alarmEvent(customerId: string, propagation: Partial<Alarm>): LiveEvent {
  const originator = { entityType: 'DEVICE', id: 'd1' } as const;
  const alarm = {
    id: { entityType: 'ALARM', id: 'a1' },
    tenantId: { entityType: 'TENANT', id: 't1' },
    customerId: { entityType: 'CUSTOMER', id: customerId },
    originator,
    propagateToOwner: false,
    propagateToTenant: false,
    ...propagation,
  } as Alarm;
  return { type: 'alarm', tenantId: 't1', entityId: originator, alarm, deleted: false };
}

describe('RealtimeHub', () => {
  it('hands an event only to the subscriptions that watch its entity', () => {
    const bus = new InProcessEventBus();
    const hub = new RealtimeHub(bus);
    const a = { onEvent: vi.fn() };
    const b = { onEvent: vi.fn() };
    hub.watch('d1', a);
    hub.watch('d2', b);
    bus.publish(event('d1'));
    expect(a.onEvent).toHaveBeenCalledTimes(1);
    expect(b.onEvent).not.toHaveBeenCalled();
    hub.unwatch('d1', a);
    bus.publish(event('d1'));
    expect(a.onEvent).toHaveBeenCalledTimes(1);
    expect(hub.watchedEntities).toBe(1);
    hub.close();
  });

  it('hands an alarm to those watching its owner or tenant only when the alarm propagates there', () => {
    const bus = new InProcessEventBus();
    const hub = new RealtimeHub(bus);
    const onCustomer = { onEvent: vi.fn() };
    const onOtherCustomer = { onEvent: vi.fn() };
    const onTenant = { onEvent: vi.fn() };
    const onDevice = { onEvent: vi.fn() };
    hub.watchPropagatedAlarms('c1', onCustomer);
    hub.watchPropagatedAlarms('c2', onOtherCustomer);
    hub.watchPropagatedAlarms('t1', onTenant);
    hub.watch('d1', onDevice);
    hub.watchPropagatedAlarms('c1', onDevice);
    bus.publish(alarmEvent('c1', { propagateToOwner: true }));
    expect(onCustomer.onEvent).toHaveBeenCalledTimes(1);
    expect(onOtherCustomer.onEvent).not.toHaveBeenCalled();
    expect(onTenant.onEvent).not.toHaveBeenCalled();
    // watching both the originator and the owner, told once
    expect(onDevice.onEvent).toHaveBeenCalledTimes(1);
    bus.publish(alarmEvent('c1', { propagateToTenant: true }));
    expect(onTenant.onEvent).toHaveBeenCalledTimes(1);
    expect(onCustomer.onEvent).toHaveBeenCalledTimes(1);
    // the owner of an unassigned originator is the tenant
    bus.publish(alarmEvent(NULL_UUID, { propagateToOwner: true }));
    expect(onTenant.onEvent).toHaveBeenCalledTimes(2);
    hub.unwatchPropagatedAlarms('c1', onCustomer);
    bus.publish(alarmEvent('c1', { propagateToOwner: true }));
    expect(onCustomer.onEvent).toHaveBeenCalledTimes(1);
    hub.close();
  });

  it('tells tenant listeners about entities saved and deleted', () => {
    const bus = new InProcessEventBus();
    const hub = new RealtimeHub(bus);
    const listener = { onTenantEvent: vi.fn() };
    hub.watchTenant('t1', listener);
    bus.publish({ type: 'entitySaved', tenantId: 't1', entityId: { entityType: 'DEVICE', id: 'd' }, created: true });
    bus.publish({ type: 'entitySaved', tenantId: 't2', entityId: { entityType: 'DEVICE', id: 'e' }, created: true });
    bus.publish(event('d'));
    expect(listener.onTenantEvent).toHaveBeenCalledTimes(1);
    hub.close();
  });

  it('refuses sessions and subscriptions past the tenant, customer and user limits until released', () => {
    const hub = new RealtimeHub(new InProcessEventBus());
    const tenantLimit = limits({ maxSessionsPerTenant: 1 });
    expect(hub.openSession(user('u1'), tenantLimit)).toBeNull();
    expect(hub.openSession(user('u2'), tenantLimit)).toBe('Max tenant sessions limit reached!');
    hub.closeSession(user('u1'));
    expect(hub.openSession(user('u2'), tenantLimit)).toBeNull();
    const customerLimit = limits({ maxSubscriptionsPerCustomer: 1 });
    expect(hub.addSubscription(user('u3', 'c1'), customerLimit)).toBeNull();
    expect(hub.addSubscription(user('u4', 'c1'), customerLimit)).toBe('Max customer subscriptions limit reached!');
    expect(hub.addSubscription(user('u5', 'c2'), customerLimit)).toBeNull();
    const userLimit = limits({ maxSubscriptionsPerRegularUser: 1 });
    expect(hub.addSubscription(user('u6'), userLimit)).toBeNull();
    expect(hub.addSubscription(user('u6'), userLimit)).toBe('Max regular user subscriptions limit reached!');
    hub.releaseSubscriptions(user('u6'));
    expect(hub.addSubscription(user('u6'), userLimit)).toBeNull();
    hub.close();
  });
});

describe('RateLimit', () => {
  it('lets through what every capacity:seconds bucket allows, and refills over time', () => {
    const limit = new RateLimit('2:1,3:60', 0);
    expect([limit.tryConsume(0), limit.tryConsume(0), limit.tryConsume(0)]).toEqual([true, true, false]);
    expect(limit.tryConsume(1000)).toBe(true);
    expect(limit.tryConsume(2000)).toBe(false);
    expect(limit.tryConsume(20_000)).toBe(true);
  });

  it('ignores malformed pairs', () => {
    const limit = new RateLimit('x:y, 1:1', 0);
    expect([limit.tryConsume(0), limit.tryConsume(0)]).toEqual([true, false]);
  });
});

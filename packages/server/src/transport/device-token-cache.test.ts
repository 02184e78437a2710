import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '../realtime/event-bus.js';
import type { TransportDevice } from './device-identity.js';
import { DeviceTokenCache } from './device-token-cache.js';

function device(id: string): TransportDevice {
  return {
    id,
    tenantId: 'tenant',
    customerId: 'customer',
    name: `Device ${id}`,
    type: 'default',
    gateway: false,
    additionalInfo: null,
    profile: {
      id: 'profile',
      name: 'default',
      transportType: 'DEFAULT',
      telemetryTopic: 'v1/devices/me/telemetry',
      attributesTopic: 'v1/devices/me/attributes',
      sendAckOnValidationException: false,
    },
  };
}

/** A token table standing in for the database, counting its lookups. */
function table(entries: Record<string, string>) {
  const tokens = new Map(Object.entries(entries));
  const state = { lookups: 0 };
  const load = async (token: string) => {
    state.lookups++;
    const id = tokens.get(token);
    return id ? device(id) : null;
  };
  return { tokens, state, load };
}

const event = (type: LiveEvent['type'], entityType: string, id: string) =>
  ({ type, tenantId: 'tenant', entityId: { entityType, id } }) as LiveEvent;

describe('device token cache', () => {
  it('looks a known token up once', async () => {
    const { state, load } = table({ A: 'd1' });
    const cache = new DeviceTokenCache(load);
    expect((await cache.find('A'))?.id).toBe('d1');
    expect((await cache.find('A'))?.id).toBe('d1');
    expect(cache.cached('A')?.id).toBe('d1');
    expect(state.lookups).toBe(1);
  });

  it('looks an unknown token up every time, so a token given later is found at once', async () => {
    const { tokens, state, load } = table({});
    const cache = new DeviceTokenCache(load);
    expect(await cache.find('B')).toBeNull();
    tokens.set('B', 'd2');
    expect((await cache.find('B'))?.id).toBe('d2');
    expect(state.lookups).toBe(2);
  });

  it.each([
    ['new credentials', 'deviceCredentialsUpdated'],
    ['a save', 'entitySaved'],
    ['a deletion', 'entityDeleted'],
    ['an assignment or other user action', 'entityAction'],
  ] as const)('forgets the old token of a device after %s', async (_, type) => {
    const { tokens, load } = table({ OLD: 'd1', OTHER: 'd2' });
    const cache = new DeviceTokenCache(load);
    await cache.find('OLD');
    await cache.find('OTHER');
    tokens.delete('OLD');
    tokens.set('NEW', 'd1');
    cache.onEvent(event(type, 'DEVICE', 'd1'));
    expect(await cache.find('OLD')).toBeNull();
    expect((await cache.find('NEW'))?.id).toBe('d1');
    expect(cache.cached('OTHER')?.id).toBe('d2');
  });

  it.each(['DEVICE_PROFILE', 'CUSTOMER', 'TENANT'])('empties itself when a %s changes', async (kind) => {
    const { load } = table({ A: 'd1', B: 'd2' });
    const cache = new DeviceTokenCache(load);
    await cache.find('A');
    await cache.find('B');
    cache.onEvent(event('entitySaved', kind, 'x'));
    expect(cache.size).toBe(0);
  });

  it('keeps its entries through telemetry and attribute events', async () => {
    const { load } = table({ A: 'd1' });
    const cache = new DeviceTokenCache(load);
    await cache.find('A');
    cache.onEvent({
      type: 'timeseries',
      tenantId: 'tenant',
      entityId: { entityType: 'DEVICE', id: 'd1' },
      entries: [],
    });
    expect(cache.cached('A')?.id).toBe('d1');
  });

  it('does not keep a lookup that was under way when the device changed', async () => {
    let finish: (found: TransportDevice | null) => void = () => undefined;
    const cache = new DeviceTokenCache(() => new Promise((resolve) => (finish = resolve)));
    const lookup = cache.find('OLD');
    cache.onEvent(event('deviceCredentialsUpdated', 'DEVICE', 'd1'));
    finish(device('d1'));
    expect((await lookup)?.id).toBe('d1');
    expect(cache.cached('OLD')).toBeUndefined();
  });

  it('keeps one token per device and drops the oldest entry when full', async () => {
    const { tokens, load } = table({ A: 'd1', B: 'd2', C: 'd3' });
    const cache = new DeviceTokenCache(load, 2);
    await cache.find('A');
    await cache.find('B');
    await cache.find('C');
    expect(cache.cached('A')).toBeUndefined();
    expect(cache.size).toBe(2);
    tokens.set('B2', 'd2');
    await cache.find('B2');
    expect(cache.cached('B')).toBeUndefined();
    expect(cache.cached('B2')?.id).toBe('d2');
  });
});

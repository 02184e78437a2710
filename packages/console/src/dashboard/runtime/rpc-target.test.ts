import type { Widget } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { rpcTarget } from './rpc-target';

const device = { entityType: 'DEVICE' as const, id: '1e3c8a10-0000-11ee-8000-000000000001' };
const widget = (config: Record<string, unknown>) => ({ id: 'w', type: 'rpc', config }) as unknown as Widget;

describe('the target device of an RPC widget', () => {
  it('is the device its alias resolves to', () => {
    const aliases = {
      a: { kind: 'entity' as const, entityId: device, filter: { type: 'singleEntity' as const, singleEntity: device } },
    };
    expect(rpcTarget(widget({ targetDeviceAliasIds: ['a'] }), aliases)).toEqual({ kind: 'device', deviceId: device });
  });

  it('is none when the alias resolves to another kind or to nothing', () => {
    const asset = { entityType: 'ASSET' as const, id: device.id };
    const aliases = {
      a: { kind: 'entity' as const, entityId: asset, filter: { type: 'singleEntity' as const, singleEntity: asset } },
      b: { kind: 'none' as const },
    };
    expect(rpcTarget(widget({ targetDeviceAliasIds: ['a'] }), aliases)).toEqual({ kind: 'device', deviceId: null });
    expect(rpcTarget(widget({ targetDeviceAliasIds: ['b'] }), aliases)).toEqual({ kind: 'device', deviceId: null });
  });

  it("asks for the newest entity of an alias's query", () => {
    const filter = { type: 'deviceType' as const, deviceType: 'thermostat', deviceNameFilter: '' };
    const target = rpcTarget(widget({ targetDeviceAliasIds: ['q'] }), { q: { kind: 'query', filter, single: false } });
    expect(target).toMatchObject({ kind: 'query', query: { entityFilter: filter, pageLink: { pageSize: 1 } } });
  });

  it('falls back to the fixed device ids', () => {
    expect(rpcTarget(widget({ targetDeviceIds: [device.id] }), {})).toEqual({ kind: 'device', deviceId: device });
  });
});

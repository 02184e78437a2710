import type { DeviceInfo, EntityData, PageData } from '@fleetdeck/model';
import { describe, expect, it, vi } from 'vitest';
import { activityFromEntityData, deviceActivityQuery, withDeviceActivity } from './device-activity';

const row = (id: string, active: string, lastActivityTime: string, ts = 1): EntityData => ({
  entityId: { entityType: 'DEVICE', id },
  latest: {
    SERVER_ATTRIBUTE: {
      active: { ts: active ? ts : 0, value: active },
      lastActivityTime: { ts: lastActivityTime ? ts : 0, value: lastActivityTime },
    },
  },
  timeseries: {},
});

const page = (ids: string[]): PageData<DeviceInfo> =>
  ({
    data: ids.map((id) => ({ id: { entityType: 'DEVICE', id }, name: id })),
    totalPages: 1,
    totalElements: ids.length,
    hasNext: false,
  }) as unknown as PageData<DeviceInfo>;

describe('device state in the list', () => {
  it('asks for the active and last activity server attributes of the listed devices', () => {
    expect(deviceActivityQuery(['a', 'b'])).toEqual({
      entityFilter: { type: 'entityList', entityType: 'DEVICE', entityList: ['a', 'b'] },
      pageLink: { pageSize: 2, page: 0 },
      entityFields: [],
      latestValues: [
        { type: 'SERVER_ATTRIBUTE', key: 'active' },
        { type: 'SERVER_ATTRIBUTE', key: 'lastActivityTime' },
      ],
    });
  });

  it('reads the string values of the entity data answer', () => {
    expect(activityFromEntityData(row('a', 'true', '1700000000000'))).toEqual({
      active: true,
      lastActivityTime: 1700000000000,
    });
    expect(activityFromEntityData(row('b', 'false', ''))).toEqual({ active: false, lastActivityTime: undefined });
  });

  it('leaves what an update does not carry', () => {
    const update: EntityData = {
      entityId: { entityType: 'DEVICE', id: 'a' },
      latest: { SERVER_ATTRIBUTE: { active: { ts: 5, value: 'true' } } },
      timeseries: null,
    };
    expect(activityFromEntityData(update)).toEqual({ active: true });
  });

  it('adds the state to each device of a page', async () => {
    const find = vi.fn(async () => ({
      data: [row('b', 'false', '100'), row('a', 'true', '200')],
      totalPages: 1,
      totalElements: 2,
      hasNext: false,
    }));
    const result = await withDeviceActivity(page(['a', 'b']), find);
    expect(result.data.map((device) => [device.id.id, device.active, device.lastActivityTime])).toEqual([
      ['a', true, 200],
      ['b', false, 100],
    ]);
  });

  it('still lists the devices when the state cannot be read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const result = await withDeviceActivity(page(['a']), async () => {
      throw new Error('offline');
    });
    expect(result.data[0].active).toBeUndefined();
  });
});

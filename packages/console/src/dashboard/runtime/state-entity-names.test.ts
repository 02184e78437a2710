import type { StateParams } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { needsEntityNames, withEntityNames } from './state-entity-names';

const device = { entityType: 'DEVICE' as const, id: '1e3c8a10-0000-11ee-8000-000000000001' };
const load = async () => ({ name: 'Thermostat T1', label: 'Kitchen' });

describe('state params of an entity given only by id', () => {
  it('get the entity name and label before the state opens', async () => {
    const params: StateParams = { entityId: device };
    expect(needsEntityNames(params)).toBe(true);
    expect(await withEntityNames(params, load)).toEqual({
      entityId: device,
      entityName: 'Thermostat T1',
      entityLabel: 'Kitchen',
    });
    expect(params).toEqual({ entityId: device });
  });

  it('are filled under the target param too', async () => {
    const params = { targetEntityParamName: 'room', room: { entityId: device } } as StateParams;
    expect(await withEntityNames(params, load)).toMatchObject({ room: { entityName: 'Thermostat T1' } });
  });

  it('are left alone when they already carry a name or the entity cannot be read', async () => {
    expect(needsEntityNames({ entityId: device, entityName: 'T1' })).toBe(false);
    expect(await withEntityNames({ entityId: device }, async () => null)).toEqual({ entityId: device });
  });
});

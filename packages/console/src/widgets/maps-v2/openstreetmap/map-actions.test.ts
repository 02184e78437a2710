import { describe, expect, it } from 'vitest';
import { mapActionsFor } from './map-actions';
import type { MapEntity } from './map-data';

const entry = (id: string, latKey = 'latitude', lngKey = 'longitude'): MapEntity => ({
  entity: { id: { entityType: 'DEVICE', id }, name: `Device ${id}`, label: null },
  index: 0,
  data: { entityName: `Device ${id}`, entityId: id, entityType: 'DEVICE', temperature: 21 },
  position: { lat: 1, lng: 2 },
  latKey,
  lngKey,
  polygon: null,
  circle: null,
  keyTypes: {},
});

describe('map actions', () => {
  it("lists each entity's data as the action's datasources", () => {
    const actions = mapActionsFor([entry('a'), entry('b')], () => undefined);
    expect(actions.datasources.map((datasource) => datasource.entityId)).toEqual(['a', 'b']);
    expect(actions.datasources[0]).toMatchObject({ entityName: 'Device a', temperature: 21 });
  });

  it("saves a position to the entity's own position keys, and nothing for an unknown entity", () => {
    const saved: unknown[] = [];
    const actions = mapActionsFor([entry('a'), entry('b', 'yPos', 'xPos')], (target, values) =>
      saved.push([target.entity.id.id, values]),
    );
    actions.saveLocation('b', null, null);
    actions.saveLocation('c', 1, 2);
    actions.saveLocation('a', 10, 20);
    expect(saved).toEqual([
      ['b', { yPos: null, xPos: null }],
      ['a', { latitude: 10, longitude: 20 }],
    ]);
  });
});

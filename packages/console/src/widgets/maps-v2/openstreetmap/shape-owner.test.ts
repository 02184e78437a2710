import { describe, expect, it } from 'vitest';
import type { MapEntity } from './map-data';
import { entitiesWithoutShape } from './shape-owner';

const entry = (name: string, shapes: Partial<Pick<MapEntity, 'polygon' | 'circle'>>): MapEntity => ({
  entity: { id: { entityType: 'DEVICE', id: name }, name, label: name },
  index: 0,
  data: {},
  position: null,
  latKey: 'latitude',
  lngKey: 'longitude',
  polygon: null,
  circle: null,
  keyTypes: {},
  ...shapes,
});

const fenced = entry('Fenced', {
  polygon: {
    kind: 'polygon',
    positions: [
      [1, 2],
      [3, 4],
      [5, 6],
    ],
  },
});
const ringed = entry('Ringed', { circle: { latitude: 1, longitude: 2, radius: 3 } });
const bare = entry('Bare', {});

describe('the entities a drawn shape may go to', () => {
  it('are those without a polygon for a polygon, in order', () => {
    expect(entitiesWithoutShape([fenced, ringed, bare], 'polygon').map((each) => each.entity.name)).toEqual([
      'Ringed',
      'Bare',
    ]);
  });

  it('are those without a circle for a circle', () => {
    expect(entitiesWithoutShape([fenced, ringed, bare], 'circle').map((each) => each.entity.name)).toEqual([
      'Fenced',
      'Bare',
    ]);
  });

  it('are none when every entity has one', () => {
    expect(entitiesWithoutShape([fenced], 'polygon')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import type { DataKey } from '../../widget-config';
import type { WidgetSeries } from '../../widget-definition';
import { entityRoutes, routePositionAt, routesSpan } from './route-data';

const truck = { id: { entityType: 'DEVICE' as const, id: 't1' }, name: 'Truck 1', label: '' };
const key = (name: string, label = name): DataKey => ({ name, type: 'timeseries', label, color: '#000' });
const datasource = { type: 'entity' as const, dataKeys: [key('latitude'), key('longitude'), key('speed', 'Speed')] };
const series = (dataKey: DataKey, data: Array<[number, unknown]>): WidgetSeries => ({
  datasource,
  dataKey,
  entity: truck,
  data,
});
const settings = { latKeyName: 'latitude', lngKeyName: 'longitude' };

const data = [
  series(key('latitude'), [
    [1000, '50'],
    [2000, 51],
    [3000, 'bad'],
    [4000, 53],
  ]),
  series(key('longitude'), [
    [1000, 30],
    [2000, '31'],
    [3000, 32],
    [4000, 34],
  ]),
  series(key('speed', 'Speed'), [
    [1000, 10],
    [3500, 40],
  ]),
];

describe('the routes of entities', () => {
  const [route] = entityRoutes(data, settings);

  it('makes a point at every time both coordinates have a number, oldest first, with the values at that time', () => {
    expect(route.points.map(({ ts, lat, lng }) => [ts, lat, lng])).toEqual([
      [1000, 50, 30],
      [2000, 51, 31],
      [4000, 53, 34],
    ]);
    expect(route.points[1].data).toMatchObject({ entityName: 'Truck 1', latitude: 51, longitude: 31, Speed: 10 });
    expect(route.points[2].data.Speed).toBe(40);
    expect(routesSpan([route])).toEqual({ min: 1000, max: 4000 });
  });

  it('places the entity between two points in proportion to the time, at its last point after the end', () => {
    expect(routePositionAt(route, 500)).toBeNull();
    expect(routePositionAt(route, 3000)).toMatchObject({ lat: 52, lng: 32.5 });
    expect(routePositionAt(route, 2000)).toMatchObject({ lat: 51, lng: 31 });
    expect(routePositionAt(route, 9000)).toMatchObject({ ts: 4000, lat: 53, lng: 34 });
  });

  it('has no span without positions', () => {
    expect(routesSpan(entityRoutes([series(key('speed'), [[1000, 3]])], settings))).toBeNull();
  });
});

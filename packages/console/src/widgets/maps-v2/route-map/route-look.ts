import dayjs from 'dayjs';
import type { MapEntity } from '../openstreetmap/map-data';
import type { EntityRoute, RoutePoint } from './route-data';
import { routePositionAt } from './route-data';

const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/**
 * Each route's entity as the map's marker functions read it, at a time: its place on the route (null before the
 * route starts) and the values of its last point, with the trip's first and last time as `minTime` and `maxTime`.
 * One entry per route, in order, so `dsData[dsIndex]` is the entity's own data.
 */
export function routeEntitiesAt(
  routes: readonly EntityRoute[],
  time: number,
  span: { min: number; max: number },
  keys: { latKeyName: string; lngKeyName: string },
): MapEntity[] {
  return routes.map((route) => {
    const at: RoutePoint | null = routePositionAt(route, time);
    const data = at?.data ?? route.points[0]?.data ?? { entityName: route.entity.name };
    return {
      entity: route.entity,
      index: route.index,
      data: { ...data, minTime: dayjs(span.min).format(TIME_FORMAT), maxTime: dayjs(span.max).format(TIME_FORMAT) },
      position: at ? { lat: at.lat, lng: at.lng } : null,
      latKey: keys.latKeyName,
      lngKey: keys.lngKeyName,
      polygon: null,
      circle: null,
      keyTypes: {},
    };
  });
}

import type { WidgetEntity } from '../../widget-context';
import type { WidgetSeries } from '../../widget-definition';
import type { MarkerData } from '../openstreetmap/map-data';

/** One saved position of an entity's route, with every key's value at that time for patterns and functions. */
export interface RoutePoint {
  ts: number;
  lat: number;
  lng: number;
  data: MarkerData;
}

/** An entity's route in the time window: its positions oldest first. */
export interface EntityRoute {
  entity: WidgetEntity;
  /** the entity's place among all entities, as `dsIndex` of the functions */
  index: number;
  points: RoutePoint[];
}

function coordinate(value: unknown): number | null {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? number : null;
}

/** A value as the platform hands it to map patterns: numbers as written become numbers. */
function converted(value: unknown): unknown {
  if (typeof value === 'string' && value !== '' && String(Number(value)) === value) return Number(value);
  return value;
}

/** The last value of a series at or before a time. */
function valueAt(data: ReadonlyArray<[number, unknown]>, ts: number): unknown {
  let found: unknown;
  for (const [at, value] of data) {
    if (at > ts) break;
    found = value;
  }
  return found;
}

/**
 * Each entity's route from its latitude and longitude series: a point at every time both have a usable value.
 * A point's data holds the entity's names and every key's value at that time under the key's label.
 */
export function entityRoutes(
  data: readonly WidgetSeries[],
  settings: { latKeyName: string; lngKeyName: string },
): EntityRoute[] {
  const byEntity = new Map<string, { entity: WidgetEntity; aliasName?: string; series: WidgetSeries[] }>();
  for (const series of data) {
    if (!series.entity) continue;
    const id = `${series.entity.id.entityType}:${series.entity.id.id}`;
    const known = byEntity.get(id) ?? { entity: series.entity, aliasName: series.datasource.aliasName, series: [] };
    known.series.push(series);
    byEntity.set(id, known);
  }
  return [...byEntity.values()].map(({ entity, aliasName, series }, index) => {
    const lats = new Map<number, number>();
    for (const latSeries of series.filter((one) => one.dataKey.name === settings.latKeyName)) {
      for (const [ts, value] of latSeries.data) {
        const lat = coordinate(value);
        if (lat !== null) lats.set(ts, lat);
      }
    }
    const points: RoutePoint[] = [];
    for (const lngSeries of series.filter((one) => one.dataKey.name === settings.lngKeyName)) {
      for (const [ts, value] of lngSeries.data) {
        const lat = lats.get(ts);
        const lng = coordinate(value);
        if (lat === undefined || lng === null) continue;
        const values: MarkerData = {
          entityName: entity.name,
          entityLabel: entity.label || entity.name,
          entityId: entity.id.id,
          entityType: entity.id.entityType,
          aliasName,
          ts,
        };
        series.forEach((one, keyIndex) => {
          const at = converted(valueAt(one.data, ts));
          values[one.dataKey.label || one.dataKey.name] = at;
          values[`#${keyIndex}`] = at;
        });
        points.push({ ts, lat, lng, data: values });
      }
    }
    points.sort((first, second) => first.ts - second.ts);
    return { entity, index, points };
  });
}

/** The first and last time of all routes; null when no route has a point. */
export function routesSpan(routes: readonly EntityRoute[]): { min: number; max: number } | null {
  const times = routes.flatMap((route) => route.points.map((point) => point.ts));
  return times.length ? { min: Math.min(...times), max: Math.max(...times) } : null;
}

/**
 * Where a route's entity was at a time: between two saved positions, on the straight line between them in
 * proportion to the time, as the platform's trip animation moves it; the data is the last point's. Before the route
 * starts: null, the entity is not shown yet; after it ends: its last position.
 */
export function routePositionAt(route: EntityRoute, ts: number): RoutePoint | null {
  const { points } = route;
  const first = points[0];
  if (!first || ts < first.ts) return null;
  for (let index = 1; index < points.length; index += 1) {
    const next = points[index];
    if (next.ts < ts) continue;
    const previous = points[index - 1];
    if (next.ts === ts) return next;
    const share = (ts - previous.ts) / (next.ts - previous.ts);
    return {
      ts,
      lat: previous.lat + (next.lat - previous.lat) * share,
      lng: previous.lng + (next.lng - previous.lng) * share,
      data: previous.data,
    };
  }
  return points[points.length - 1] ?? null;
}

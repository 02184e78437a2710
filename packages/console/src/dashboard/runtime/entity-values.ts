import type { EntityData, EntityDataUpdate, EntityId, EntityLatestValues, EntityTsValue } from '@fleetdeck/model';

/** One entity of a datasource as the subscription knows it so far: its latest values and its time series. */
export interface EntityValues {
  entityId: EntityId;
  latest: EntityLatestValues;
  timeseries: Record<string, EntityTsValue[]>;
}

/** The entities of one entity datasource, in the order of the query's page. */
export interface DatasourceValues {
  entities: EntityValues[];
}

export const NO_ENTITIES: DatasourceValues = { entities: [] };

/** Where realtime points are kept: from startTs on, at most limit per key (the newest). */
export interface PointWindow {
  startTs: number;
  limit: number;
}

const isDeletedKey = (value: EntityTsValue): boolean => value.ts === 0 && value.value === '';

function mergeLatest(current: EntityLatestValues, incoming: EntityLatestValues | null): EntityLatestValues {
  if (!incoming) return current;
  const merged: EntityLatestValues = { ...current };
  for (const [type, values] of Object.entries(incoming) as [
    keyof EntityLatestValues,
    Record<string, EntityTsValue>,
  ][]) {
    const known = { ...(merged[type] ?? {}) };
    for (const [key, value] of Object.entries(values ?? {})) {
      // An older value arriving late never replaces a newer one; a deleted key comes as {ts: 0, value: ''} and
      // clears the value whatever its time.
      if (!known[key] || value.ts >= known[key].ts || isDeletedKey(value)) known[key] = value;
    }
    merged[type] = known;
  }
  return merged;
}

function trimPoints(points: EntityTsValue[], window: PointWindow | null): EntityTsValue[] {
  if (!window || (points.length <= window.limit && (points[0]?.ts ?? window.startTs) >= window.startTs)) return points;
  const inside = points.filter((point) => point.ts >= window.startTs);
  return inside.length > window.limit ? inside.slice(inside.length - window.limit) : inside;
}

/** The points oldest first when their times strictly rise or strictly fall (a history comes newest first); else null. */
function ordered(points: EntityTsValue[]): EntityTsValue[] | null {
  if (points.length < 2) return [...points];
  const falling = points[0].ts > points[1].ts;
  for (let index = 1; index < points.length; index++) {
    const step = points[index].ts - points[index - 1].ts;
    if (step === 0 || step > 0 === falling) return null;
  }
  return falling ? points.toReversed() : [...points];
}

/** Points by ts, oldest first; a point at a ts already known replaces it. */
function mergePoints(current: EntityTsValue[], incoming: EntityTsValue[], window: PointWindow | null): EntityTsValue[] {
  // the first answer, often a long history, needs no merging
  const first = current.length === 0 ? ordered(incoming) : null;
  if (first) return trimPoints(first, window);
  const byTs = new Map(current.map((point) => [point.ts, point]));
  for (const point of incoming) byTs.set(point.ts, point);
  return trimPoints(
    [...byTs.values()].sort((a, b) => a.ts - b.ts),
    window,
  );
}

function mergeTimeseries(
  current: Record<string, EntityTsValue[]>,
  incoming: Record<string, EntityTsValue[]> | null,
  window: PointWindow | null,
): Record<string, EntityTsValue[]> {
  if (!incoming) return current;
  const merged = { ...current };
  for (const [key, points] of Object.entries(incoming)) merged[key] = mergePoints(merged[key] ?? [], points, window);
  return merged;
}

function fromEntityData(data: EntityData, window: PointWindow | null): EntityValues {
  return {
    entityId: data.entityId,
    latest: data.latest ?? {},
    timeseries: mergeTimeseries({}, data.timeseries, window),
  };
}

const sameEntity = (a: EntityId, b: EntityId) => a.id === b.id && a.entityType === b.entityType;

/**
 * Applies one entity data update: a page (the first reply, or a re-run of the query) replaces the entities, keeping
 * what was already known of an entity still on it; an update merges into the entities it names. Realtime points
 * outside the window are dropped.
 */
export function applyEntityDataUpdate(
  state: DatasourceValues,
  update: Pick<EntityDataUpdate, 'data' | 'update'>,
  window: PointWindow | null = null,
): DatasourceValues {
  let entities = state.entities;
  if (update.data) {
    entities = update.data.data.map((data) => {
      const known = state.entities.find((entity) => sameEntity(entity.entityId, data.entityId));
      if (!known) return fromEntityData(data, window);
      return {
        entityId: data.entityId,
        latest: mergeLatest(known.latest, data.latest),
        timeseries: mergeTimeseries(known.timeseries, data.timeseries, window),
      };
    });
  }
  for (const data of update.update ?? []) {
    entities = entities.map((entity) =>
      sameEntity(entity.entityId, data.entityId)
        ? {
            entityId: entity.entityId,
            latest: mergeLatest(entity.latest, data.latest),
            timeseries: mergeTimeseries(entity.timeseries, data.timeseries, window),
          }
        : entity,
    );
  }
  return { entities };
}

/** Drops the points a moving realtime window has left behind. */
export function slideWindow(state: DatasourceValues, window: PointWindow): DatasourceValues {
  return {
    entities: state.entities.map((entity) => ({
      ...entity,
      timeseries: Object.fromEntries(
        Object.entries(entity.timeseries).map(([key, points]) => [key, trimPoints(points, window)]),
      ),
    })),
  };
}

import type { MapEntity } from './map-data';

/** A shape the map's editor draws: an entity has at most one of each kind. */
export type ShapeKind = 'polygon' | 'circle';

/** The entities a drawn shape of that kind may go to: those without one yet, in the widget's order. */
export function entitiesWithoutShape(entities: readonly MapEntity[], kind: ShapeKind): MapEntity[] {
  return entities.filter((entry) => (kind === 'polygon' ? !entry.polygon : !entry.circle));
}

export type Point = [number, number];
/** a ring of points, rings (an outline and its holes), or several polygons of rings */
export type Positions = Point[] | Point[][] | Point[][][];

/** A polygon key's value: a polygon of one or more rings, or a rectangle given by two opposite corners. */
export type PolygonShape = { kind: 'polygon'; positions: Positions } | { kind: 'rectangle'; corners: [Point, Point] };

/** A circle key's value: its centre and its radius in metres. */
export interface CircleShape {
  latitude: number;
  longitude: number;
  radius: number;
}

/** Keys saved through attributes or telemetry arrive as JSON text; JSON attributes may arrive parsed. */
function parsed(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    // A value that is not JSON holds no shape: the entity then has none.
    return undefined;
  }
}

function finite(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

function point(value: unknown): Point | null {
  if (!Array.isArray(value) || value.length < 2) return null;
  const lat = finite(value[0]);
  const lng = finite(value[1]);
  return lat === null || lng === null ? null : [lat, lng];
}

function positions(value: unknown, depth: number): Positions | null {
  if (!Array.isArray(value) || value.length === 0 || depth > 3) return null;
  if (!Array.isArray(value[0])) return null;
  if (point(value[0])) {
    const points = value.map(point);
    return points.every((entry) => entry !== null) ? (points as Point[]) : null;
  }
  const parts = value.map((part) => positions(part, depth + 1));
  return parts.every((entry) => entry !== null) ? (parts as Positions) : null;
}

/**
 * The polygon an entity's key holds: `[[lat, lng], …]`, nested rings of such, or exactly two points, which the
 * platform draws as the rectangle they span. Anything else (no value, text that is not JSON, a ring with a point
 * that is not a number pair) is no polygon.
 */
export function polygonShape(value: unknown): PolygonShape | null {
  const read = positions(parsed(value), 1);
  if (!read) return null;
  const first = point(read[0]);
  if (read.length === 2 && first) {
    const second = point(read[1]);
    if (second) return { kind: 'rectangle', corners: [first, second] };
  }
  return { kind: 'polygon', positions: read };
}

/** The circle an entity's key holds (`{latitude, longitude, radius}`), or null when it holds none. */
export function circleShape(value: unknown): CircleShape | null {
  const read = parsed(value);
  if (typeof read !== 'object' || read === null || Array.isArray(read)) return null;
  const { latitude, longitude, radius } = read as Record<string, unknown>;
  const lat = finite(latitude);
  const lng = finite(longitude);
  const r = finite(radius);
  return lat === null || lng === null || r === null || r < 0 ? null : { latitude: lat, longitude: lng, radius: r };
}

/** Every point of a shape, to fit the map's view around it. */
export function shapePoints(shape: PolygonShape): Point[] {
  return shape.kind === 'rectangle' ? [...shape.corners] : flattenPoints(shape.positions);
}

function flattenPoints(value: Positions): Point[] {
  if (point(value[0])) return value as Point[];
  return (value as Array<Point[] | Point[][]>).flatMap((part) => flattenPoints(part));
}

/** A polygon as the platform saves a drawn or edited one: its points as `[[lat, lng], …]` (rings nested). */
export function polygonValue(shape: PolygonShape): Positions {
  return shape.kind === 'rectangle' ? shape.corners : shape.positions;
}

/** A circle as the platform saves a drawn or edited one: JSON text of `{latitude, longitude, radius}`. */
export function circleValue(circle: CircleShape): string {
  return JSON.stringify({ latitude: circle.latitude, longitude: circle.longitude, radius: circle.radius });
}

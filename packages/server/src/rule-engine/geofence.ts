/** A position in degrees. */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** Distance units of the geofencing nodes, in units per kilometre. */
const PER_KM: Record<string, number> = {
  METER: 1000,
  KILOMETER: 1,
  FOOT: 3280.84,
  MILE: 0.62137119,
  NAUTICAL_MILE: 0.539956803,
};

/** Kilometres per degree of a great circle, as the platform's geo library converts. */
const DEG_TO_KM = 111.19507973436875;

export function isRangeUnit(unit: string): boolean {
  return unit in PER_KM;
}

/** The great-circle (haversine) distance between two positions, in the unit. */
export function distance(a: Coordinates, b: Coordinates, unit: string): number {
  const radians = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * radians;
  const dLon = (b.longitude - a.longitude) * radians;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * radians) * Math.cos(b.latitude * radians) * Math.sin(dLon / 2) ** 2;
  const degrees = (2 * Math.atan2(Math.sqrt(h), Math.sqrt(1 - h))) / radians;
  return degrees * DEG_TO_KM * (PER_KM[unit] ?? 1);
}

type Ring = Array<[number, number]>;

const isPoint = (value: unknown): value is [number, number] =>
  Array.isArray(value) && value.length >= 2 && typeof value[0] === 'number' && typeof value[1] === 'number';

/** The polygons of a definition: one polygon `[[lat,lng],…]`, or several `[[[lat,lng],…],…]`. */
export function parsePolygons(definition: string): Ring[] {
  const parsed: unknown = JSON.parse(definition);
  if (!Array.isArray(parsed)) throw new Error('Polygons definition should be a JSON array!');
  if (parsed.every(isPoint)) return [parsed as Ring];
  const rings = parsed.map((ring) => {
    if (!Array.isArray(ring) || !ring.every(isPoint)) throw new Error('Polygons definition is malformed!');
    return ring as Ring;
  });
  return rings;
}

/** Ray casting on latitude and longitude: whether the point is inside the polygon. */
function inside(point: Coordinates, ring: Ring): boolean {
  let result = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [latI, lonI] = ring[i] as [number, number];
    const [latJ, lonJ] = ring[j] as [number, number];
    const crosses =
      lonI > point.longitude !== lonJ > point.longitude &&
      point.latitude < ((latJ - latI) * (point.longitude - lonI)) / (lonJ - lonI) + latI;
    if (crosses) result = !result;
  }
  return result;
}

/** Whether the point is inside any of the polygons of the definition. */
export function insidePolygons(definition: string, point: Coordinates): boolean {
  return parsePolygons(definition).some((ring) => inside(point, ring));
}

import { describe, expect, it } from 'vitest';
import { distance, insidePolygons } from './geofence.js';

const square = '[[50.0,30.0],[50.0,31.0],[51.0,31.0],[51.0,30.0]]';

describe('geofencing', () => {
  it('finds a point inside or outside a polygon of [latitude, longitude] corners', () => {
    expect(insidePolygons(square, { latitude: 50.5, longitude: 30.5 })).toBe(true);
    expect(insidePolygons(square, { latitude: 52, longitude: 30.5 })).toBe(false);
  });

  it('reads several polygons', () => {
    const two = `[${square},[[10,10],[10,11],[11,11],[11,10]]]`;
    expect(insidePolygons(two, { latitude: 10.5, longitude: 10.5 })).toBe(true);
    expect(insidePolygons(two, { latitude: 20, longitude: 20 })).toBe(false);
  });

  it('measures great-circle distances in the asked unit', () => {
    const equator = { latitude: 0, longitude: 0 };
    const oneDegreeNorth = { latitude: 1, longitude: 0 };
    // One degree of a great circle is 111.195 km with the mean Earth radius.
    expect(distance(equator, oneDegreeNorth, 'KILOMETER')).toBeCloseTo(111.195, 3);
    expect(distance(equator, oneDegreeNorth, 'METER')).toBeCloseTo(111195.08, 1);
    expect(distance(equator, { latitude: 0, longitude: 1 }, 'NAUTICAL_MILE')).toBeCloseTo(60.04, 2);
  });
});

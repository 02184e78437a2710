import { describe, expect, it } from 'vitest';
import { circleShape, circleValue, polygonShape, polygonValue, shapePoints } from './shapes';

describe('polygons of entity keys', () => {
  it('reads a ring of points saved as JSON text', () => {
    expect(polygonShape('[[37.1,-122.1],[37.2,-122.3],[37.0,-122.4]]')).toEqual({
      kind: 'polygon',
      positions: [
        [37.1, -122.1],
        [37.2, -122.3],
        [37.0, -122.4],
      ],
    });
  });

  it('reads an outline with a hole, and several polygons', () => {
    const outline = [
      [0, 0],
      [0, 10],
      [10, 10],
      [10, 0],
    ];
    const hole = [
      [2, 2],
      [2, 4],
      [4, 4],
    ];
    expect(polygonShape([outline, hole])).toEqual({ kind: 'polygon', positions: [outline, hole] });
    const shape = polygonShape(JSON.stringify([[outline], [hole]]));
    expect(shape?.kind).toBe('polygon');
    expect(shape && shapePoints(shape)).toHaveLength(7);
  });

  it('draws two points as the rectangle they span', () => {
    expect(polygonShape('[[1,2],["3","4"]]')).toEqual({
      kind: 'rectangle',
      corners: [
        [1, 2],
        [3, 4],
      ],
    });
  });

  it('finds no polygon in text that is not JSON, empty rings or points that are not numbers', () => {
    expect(polygonShape('perimeter')).toBeNull();
    expect(polygonShape('[]')).toBeNull();
    expect(polygonShape('[[1,2],[3,"north"],[5,6]]')).toBeNull();
    expect(polygonShape(undefined)).toBeNull();
    expect(polygonShape('{"latitude":1}')).toBeNull();
  });

  it('saves a polygon as its points', () => {
    const shape = polygonShape('[[1,2],[3,4],[5,6]]');
    expect(shape && polygonValue(shape)).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
    ]);
  });
});

describe('circles of entity keys', () => {
  it('reads the centre and radius, as JSON text or an object', () => {
    expect(circleShape('{"latitude":50.4,"longitude":30.5,"radius":120}')).toEqual({
      latitude: 50.4,
      longitude: 30.5,
      radius: 120,
    });
    expect(circleShape({ latitude: '1', longitude: '2', radius: '3' })).toEqual({
      latitude: 1,
      longitude: 2,
      radius: 3,
    });
  });

  it('finds no circle without a radius, with a negative one, or in a list', () => {
    expect(circleShape('{"latitude":1,"longitude":2}')).toBeNull();
    expect(circleShape({ latitude: 1, longitude: 2, radius: -5 })).toBeNull();
    expect(circleShape('[[1,2]]')).toBeNull();
  });

  it('saves a circle as JSON text of its centre and radius', () => {
    expect(JSON.parse(circleValue({ latitude: 1, longitude: 2, radius: 3 }))).toEqual({
      latitude: 1,
      longitude: 2,
      radius: 3,
    });
  });
});

import L from 'leaflet';
import { describe, expect, it } from 'vitest';
import { layerShapeValue } from './shape-edits';
import { polygonShape } from './shapes';

describe('the value a drawn shape saves', () => {
  it('saves a polygon as its ring of points, which reads back as the same polygon', () => {
    const ring: Array<[number, number]> = [
      [1, 1],
      [1, 2],
      [2, 2],
    ];
    const saved = layerShapeValue(L.polygon(ring));
    expect(saved).toEqual({ kind: 'polygon', value: ring });
    expect(polygonShape(JSON.stringify(saved?.value))).toEqual({ kind: 'polygon', positions: ring });
  });

  it('saves a polygon with a hole as its rings', () => {
    const outline: Array<[number, number]> = [
      [0, 0],
      [0, 10],
      [10, 10],
    ];
    const hole: Array<[number, number]> = [
      [1, 1],
      [1, 2],
      [2, 2],
    ];
    expect(layerShapeValue(L.polygon([outline, hole]))?.value).toEqual([outline, hole]);
  });

  it('saves a rectangle as two opposite corners and a circle as its centre and radius', () => {
    expect(
      layerShapeValue(
        L.rectangle([
          [1, 2],
          [3, 4],
        ]),
      )?.value,
    ).toEqual([
      [3, 2],
      [1, 4],
    ]);
    const circle = layerShapeValue(L.circle([5, 6], { radius: 70 }));
    expect(circle?.kind).toBe('circle');
    expect(JSON.parse(String(circle?.value))).toEqual({ latitude: 5, longitude: 6, radius: 70 });
  });

  it('saves nothing for other layers', () => {
    expect(layerShapeValue(L.marker([1, 2]))).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { drawnSeries } from './drawn-points';

describe('the drawn points of a series', () => {
  it('keeps numbers and booleans, leaves other values out, and tells the legend figures', () => {
    const drawn = drawnSeries([
      [1, 20],
      [2, 'n/a'],
      [3, '24'],
      [4, true],
    ]);
    expect(drawn.points).toEqual([
      [1, 20],
      [3, 24],
      [4, 1],
    ]);
    expect(drawn.stats).toEqual({ min: 1, max: 24, avg: 15, total: 45, latest: 1 });
  });

  it('has no figures without a drawable point', () => {
    expect(drawnSeries([[1, 'off']]).stats).toBeNull();
  });

  it('reads the same list of points once', () => {
    const points: Array<[number, unknown]> = [[1, 2]];
    expect(drawnSeries(points)).toBe(drawnSeries(points));
  });
});

import { describe, expect, it } from 'vitest';
import { entityTimeseries, mergeSeries, toSeries } from './chart-series';

describe('chart series', () => {
  it('orders the points of a read oldest first', () => {
    expect(
      toSeries({
        temperature: [
          { ts: 3, value: '23' },
          { ts: 1, value: '21' },
          { ts: 2, value: 'n/a' },
        ],
      }),
    ).toEqual({
      temperature: [
        [1, 21],
        [3, 23],
      ],
    });
  });

  it('merges realtime points, replacing a bucket that grew and dropping points that left the window', () => {
    const current = {
      t: [
        [1000, 1],
        [2000, 2],
        [3000, 3],
      ] as [number, number][],
    };
    const merged = mergeSeries(
      current,
      {
        t: [
          [3000, 4],
          [4000, 5],
        ],
        h: [[4000, 9]],
      },
      2000,
    );
    expect(merged).toEqual({
      t: [
        [2000, 2],
        [3000, 4],
        [4000, 5],
      ],
      h: [[4000, 9]],
    });
  });

  it('reads the time series of the first entity of an entity data answer', () => {
    const data = [
      {
        entityId: { entityType: 'DEVICE' as const, id: 'd' },
        latest: null,
        timeseries: { t: [{ ts: 5, value: '1.5' }] },
      },
    ];
    expect(entityTimeseries(data as never)).toEqual({ t: [[5, 1.5]] });
    expect(entityTimeseries(null)).toEqual({});
  });
});

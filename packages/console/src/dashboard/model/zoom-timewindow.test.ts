import { describe, expect, it } from 'vitest';
import { zoomedTimewindow } from './zoom-timewindow';

describe('the time window a chart zoom asks for', () => {
  it('turns a realtime window into the history of the selected period, keeping aggregation and interval', () => {
    const zoomed = zoomedTimewindow(
      { realtime: { interval: 30000, timewindowMs: 3600000 }, aggregation: { type: 'AVG', limit: 25000 } },
      1000.4,
      61000.6,
    );
    expect(zoomed).toEqual({
      realtime: { interval: 30000, timewindowMs: 3600000 },
      aggregation: { type: 'AVG', limit: 25000 },
      selectedTab: 1,
      history: { historyType: 1, interval: 30000, fixedTimewindow: { startTimeMs: 1000, endTimeMs: 61001 } },
    });
  });

  it('narrows a fixed history window to the selection', () => {
    const zoomed = zoomedTimewindow(
      {
        selectedTab: 1,
        history: { historyType: 1, interval: 1000, fixedTimewindow: { startTimeMs: 0, endTimeMs: 10000 } },
      },
      2000,
      4000,
    );
    expect(zoomed.history).toEqual({
      historyType: 1,
      interval: 1000,
      fixedTimewindow: { startTimeMs: 2000, endTimeMs: 4000 },
    });
  });
});

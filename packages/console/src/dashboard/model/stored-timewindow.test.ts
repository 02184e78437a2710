import type { StoredTimewindow } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { toStoredTimewindow, toTimewindow } from './stored-timewindow';

const now = 1_700_000_000_000;

describe('toTimewindow', () => {
  it('reads the common widget default as the last realtime minute averaged over the maximum points', () => {
    const timewindow = toTimewindow({ realtime: { timewindowMs: 60000 } }, 50000, now);
    expect(timewindow).toMatchObject({
      selectedTab: 'REALTIME',
      realtime: { realtimeType: 'LAST_INTERVAL', timewindowMs: 60000 },
      aggregation: { type: 'AVG', limit: 50000 },
      timezone: null,
    });
  });

  it('infers the tab and types that old exports leave out', () => {
    expect(toTimewindow({ history: { timewindowMs: 5000 } }, 500, now)).toMatchObject({
      selectedTab: 'HISTORY',
      history: { historyType: 'LAST_INTERVAL' },
    });
    expect(toTimewindow({ history: { quickInterval: 'YESTERDAY' } }, 500, now).history.historyType).toBe('INTERVAL');
    const fixed = { startTimeMs: now - 10_000, endTimeMs: now };
    expect(toTimewindow({ history: { fixedTimewindow: fixed } }, 500, now).history).toMatchObject({
      historyType: 'FIXED',
      fixedTimewindow: fixed,
    });
    expect(toTimewindow({ realtime: { quickInterval: 'CURRENT_DAY' } }, 500, now).realtime.realtimeType).toBe(
      'INTERVAL',
    );
  });

  it('keeps explicit numeric tabs and types', () => {
    const timewindow = toTimewindow(
      { selectedTab: 1, realtime: { timewindowMs: 1000 }, history: { historyType: 2, quickInterval: 'PREVIOUS_WEEK' } },
      500,
      now,
    );
    expect(timewindow.selectedTab).toBe('HISTORY');
    expect(timewindow.history).toMatchObject({ historyType: 'INTERVAL', quickInterval: 'PREVIOUS_WEEK' });
  });
});

describe('saving a time window', () => {
  it('reads back the same window it was made from', () => {
    const stored: StoredTimewindow = {
      selectedTab: 1,
      realtime: { realtimeType: 1, interval: 1000, timewindowMs: 60000, quickInterval: 'CURRENT_DAY' },
      history: {
        historyType: 2,
        interval: 60000,
        timewindowMs: 3600000,
        fixedTimewindow: { startTimeMs: 1, endTimeMs: 2 },
        quickInterval: 'YESTERDAY',
      },
      aggregation: { type: 'MAX', limit: 200 },
      timezone: 'Europe/Berlin',
    };
    const window = toTimewindow(stored, 50000, 0);
    expect(toTimewindow(toStoredTimewindow(window), 50000, 0)).toEqual(window);
    expect(toStoredTimewindow(window)).toMatchObject({ selectedTab: 1, history: { historyType: 2 } });
  });
});

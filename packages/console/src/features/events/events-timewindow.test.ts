import { describe, expect, it } from 'vitest';
import { DAY } from '../../components/time/intervals';
import { defaultEventsTimewindow, eventsTimeRange } from './events-timewindow';

const NOW = 1_700_000_000_000;

describe('the events time window', () => {
  it('reads the last day of history by default', () => {
    const timewindow = defaultEventsTimewindow(500, NOW);
    expect(timewindow.selectedTab).toBe('HISTORY');
    expect(eventsTimeRange(timewindow, 500, NOW)).toEqual({ startTime: NOW - DAY, endTime: NOW });
  });

  it('reads a fixed period as it was chosen', () => {
    const timewindow = defaultEventsTimewindow(500, NOW);
    const fixed = {
      ...timewindow,
      history: {
        ...timewindow.history,
        historyType: 'FIXED' as const,
        fixedTimewindow: { startTimeMs: NOW - 5000, endTimeMs: NOW - 1000 },
      },
    };
    expect(eventsTimeRange(fixed, 500, NOW)).toEqual({ startTime: NOW - 5000, endTime: NOW - 1000 });
  });
});

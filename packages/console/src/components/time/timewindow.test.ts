import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { DAY, HOUR, MINUTE, SECOND } from './intervals';
import {
  defaultTimewindow,
  durationText,
  normalizeTimewindow,
  resolveTimewindow,
  type Timewindow,
  timewindowDisplayText,
  timewindowProblem,
  windowLength,
} from './timewindow';

const NOW = Date.UTC(2024, 2, 13, 10, 30);
const i18n = i18next.createInstance();
const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);
const known = (name: string) => ['UTC', 'Europe/Berlin'].includes(name);

beforeAll(async () => {
  const english = JSON.parse(
    readFileSync(join(import.meta.dirname, '../../../public/locale/locale.constant-en_US.json'), 'utf8'),
  );
  await i18n.init({
    lng: 'en_US',
    resources: { en_US: { translation: english } },
    interpolation: { escapeValue: false },
  });
});

function timewindow(change: (draft: Timewindow) => void = () => undefined): Timewindow {
  const draft = defaultTimewindow(500, NOW);
  change(draft);
  return draft;
}

describe('time window defaults', () => {
  it('starts realtime over the last minute at one-second intervals, averaging half the maximum points', () => {
    const value = defaultTimewindow(500, NOW);
    expect(value.selectedTab).toBe('REALTIME');
    expect(value.realtime).toEqual({
      realtimeType: 'LAST_INTERVAL',
      timewindowMs: MINUTE,
      interval: SECOND,
      quickInterval: 'CURRENT_DAY',
    });
    expect(value.history.fixedTimewindow).toEqual({ startTimeMs: NOW - DAY, endTimeMs: NOW });
    expect(value.aggregation).toEqual({ type: 'AVG', limit: 250 });
    expect(value.timezone).toBeNull();
  });
});

describe('window length', () => {
  it('is the last interval, a quick interval nominal length, or the fixed period', () => {
    expect(windowLength(timewindow())).toBe(MINUTE);
    expect(
      windowLength(
        timewindow((draft) => {
          draft.realtime.realtimeType = 'INTERVAL';
          draft.realtime.quickInterval = 'CURRENT_HOUR';
        }),
      ),
    ).toBe(HOUR);
    expect(
      windowLength(
        timewindow((draft) => {
          draft.selectedTab = 'HISTORY';
          draft.history.historyType = 'FIXED';
        }),
      ),
    ).toBe(DAY);
  });

  it('falls back to a minute for an empty period', () => {
    const empty = timewindow((draft) => {
      draft.selectedTab = 'HISTORY';
      draft.history.historyType = 'FIXED';
      draft.history.fixedTimewindow = { startTimeMs: NOW, endTimeMs: NOW };
    });
    expect(windowLength(empty)).toBe(MINUTE);
  });
});

describe('resolving a time window', () => {
  it('reads the last minute realtime with one-second buckets', () => {
    expect(resolveTimewindow(timewindow(), 500, NOW)).toEqual({
      realtime: true,
      startTs: NOW - MINUTE,
      endTs: NOW,
      timeWindowMs: MINUTE,
      interval: SECOND,
      agg: 'AVG',
      limit: 60,
    });
  });

  it('starts a realtime quick interval at the interval start', () => {
    const value = timewindow((draft) => {
      draft.realtime.realtimeType = 'INTERVAL';
      draft.realtime.quickInterval = 'CURRENT_DAY';
      draft.realtime.interval = HOUR;
      draft.timezone = 'UTC';
    });
    const resolved = resolveTimewindow(value, 500, NOW);
    expect(resolved.startTs).toBe(Date.UTC(2024, 2, 13));
    expect(resolved.timeWindowMs).toBe(DAY);
    expect(resolved.interval).toBe(HOUR);
    expect(resolved.limit).toBe(24);
  });

  it('keeps an interval too short for the window within its bounds', () => {
    const value = timewindow((draft) => {
      draft.selectedTab = 'HISTORY';
      draft.history.historyType = 'LAST_INTERVAL';
      draft.history.timewindowMs = DAY;
      draft.history.interval = SECOND;
    });
    const resolved = resolveTimewindow(value, 500, NOW);
    expect(resolved.interval).toBe(173 * SECOND);
    expect(resolved.limit).toBeLessThanOrEqual(500);
    expect(resolved).toMatchObject({ realtime: false, startTs: NOW - DAY, endTs: NOW });
  });

  it('reads raw points up to the clamped limit without aggregation', () => {
    const value = timewindow((draft) => {
      draft.aggregation = { type: 'NONE', limit: 5000 };
    });
    expect(resolveTimewindow(value, 700, NOW)).toMatchObject({ agg: 'NONE', interval: SECOND, limit: 700 });
  });

  it('reads a fixed history period as it is', () => {
    const value = timewindow((draft) => {
      draft.selectedTab = 'HISTORY';
      draft.history.historyType = 'FIXED';
      draft.history.fixedTimewindow = { startTimeMs: NOW - HOUR, endTimeMs: NOW };
      draft.history.interval = MINUTE;
    });
    expect(resolveTimewindow(value, 500, NOW)).toMatchObject({
      startTs: NOW - HOUR,
      endTs: NOW,
      interval: MINUTE,
      limit: 60,
    });
  });

  it('reads a history quick interval in its timezone', () => {
    const value = timewindow((draft) => {
      draft.selectedTab = 'HISTORY';
      draft.history.historyType = 'INTERVAL';
      draft.history.quickInterval = 'YESTERDAY';
      draft.timezone = 'UTC';
    });
    expect(resolveTimewindow(value, 500, NOW)).toMatchObject({
      startTs: Date.UTC(2024, 2, 12),
      endTs: Date.UTC(2024, 2, 13),
      timeWindowMs: DAY,
    });
  });
});

describe('normalising after a change', () => {
  it('moves each tab interval to the nearest allowed one and clamps the limit', () => {
    const value = timewindow((draft) => {
      draft.realtime.timewindowMs = DAY;
      draft.history.timewindowMs = 30 * DAY;
      draft.history.interval = MINUTE;
      draft.aggregation.limit = 2;
    });
    const normalized = normalizeTimewindow(value, 500);
    expect(normalized.realtime.interval).toBe(5 * MINUTE);
    expect(normalized.history.interval).toBe(2 * HOUR);
    expect(normalized.aggregation.limit).toBe(7);
  });
});

describe('update rules', () => {
  it('accepts the defaults', () => {
    expect(timewindowProblem(timewindow(), 500, known)).toBeNull();
  });

  it('refuses a NONE limit outside 7 and the maximum', () => {
    const low = timewindow((draft) => {
      draft.aggregation = { type: 'NONE', limit: 6 };
    });
    const high = timewindow((draft) => {
      draft.aggregation = { type: 'NONE', limit: 501 };
    });
    expect(timewindowProblem(low, 500, known)).toBe('limit');
    expect(timewindowProblem(high, 500, known)).toBe('limit');
  });

  it('refuses an interval outside the window bounds', () => {
    const value = timewindow((draft) => {
      draft.realtime.interval = HOUR;
    });
    expect(timewindowProblem(value, 500, known)).toBe('interval');
  });

  it('refuses a period shorter than a second and an unknown timezone', () => {
    const period = timewindow((draft) => {
      draft.selectedTab = 'HISTORY';
      draft.history.historyType = 'FIXED';
      draft.history.interval = SECOND;
      draft.history.fixedTimewindow = { startTimeMs: NOW, endTimeMs: NOW + 500 };
    });
    const zone = timewindow((draft) => {
      draft.timezone = 'Atlantis/Capital';
    });
    expect(timewindowProblem(period, 500, known)).toBe('period');
    expect(timewindowProblem(zone, 500, known)).toBe('timezone');
  });
});

describe('display text', () => {
  it('reads single units bare and others with their count', () => {
    expect(durationText(MINUTE, t)).toBe('minute');
    expect(durationText(5 * MINUTE, t)).toBe('5 minutes');
    expect(durationText(DAY + 2 * HOUR, t)).toBe('day 2 hours');
    expect(durationText(2 * DAY + HOUR + SECOND, t)).toBe('2 days 1 hour 1 second');
  });

  it('shows realtime windows', () => {
    expect(timewindowDisplayText(timewindow(), t)).toBe('last minute');
    const quick = timewindow((draft) => {
      draft.realtime.realtimeType = 'INTERVAL';
      draft.realtime.quickInterval = 'CURRENT_DAY_SO_FAR';
    });
    expect(timewindowDisplayText(quick, t)).toBe('Current day so far');
  });

  it('prefixes history windows', () => {
    const last = timewindow((draft) => {
      draft.selectedTab = 'HISTORY';
      draft.history.timewindowMs = 7 * DAY;
    });
    expect(timewindowDisplayText(last, t)).toBe('History - last 7 days');
    const fixed = timewindow((draft) => {
      draft.selectedTab = 'HISTORY';
      draft.history.historyType = 'FIXED';
      draft.timezone = 'UTC';
    });
    expect(timewindowDisplayText(fixed, t)).toBe('History - from 2024-03-12 10:30:00 to 2024-03-13 10:30:00');
    const quick = timewindow((draft) => {
      draft.selectedTab = 'HISTORY';
      draft.history.historyType = 'INTERVAL';
      draft.history.quickInterval = 'PREVIOUS_MONTH';
    });
    expect(timewindowDisplayText(quick, t)).toBe('History - Previous month');
  });
});

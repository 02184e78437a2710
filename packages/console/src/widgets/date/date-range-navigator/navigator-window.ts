import type { NavigatorInterval } from './settings';

/** A period of the navigator, both ends included, in milliseconds. */
export interface NavigatorWindow {
  start: number;
  end: number;
}

/** The length of each period and the message key of its name, as the platform's navigator has them. */
export const INTERVALS: Record<NavigatorInterval, { ms: number; labelKey: string }> = {
  hour: { ms: 3_600_000, labelKey: 'widgets.date-range-navigator.localizationMap.Hour' },
  day: { ms: 86_400_000, labelKey: 'widgets.date-range-navigator.localizationMap.Day' },
  week: { ms: 604_800_000, labelKey: 'widgets.date-range-navigator.localizationMap.1 week' },
  twoWeeks: { ms: 1_209_600_000, labelKey: 'widgets.date-range-navigator.localizationMap.2 weeks' },
  month: { ms: 2_592_000_000, labelKey: 'widgets.date-range-navigator.localizationMap.Month' },
  threeMonths: { ms: 7_776_000_000, labelKey: 'widgets.date-range-navigator.localizationMap.3 months' },
  sixMonths: { ms: 15_552_000_000, labelKey: 'widgets.date-range-navigator.localizationMap.6 months' },
};

export const INTERVAL_NAMES = Object.keys(INTERVALS) as NavigatorInterval[];

const lengthOf = (interval: NavigatorInterval) => (INTERVALS[interval] ?? INTERVALS.week).ms;

/** A period of the given length that ends where `end` does. */
export function endingAt(end: number, interval: NavigatorInterval): NavigatorWindow {
  return { start: end + 1 - lengthOf(interval), end };
}

/** The first period the platform's navigator shows: the initial interval ending with the last moment of today. */
export function initialWindow(interval: NavigatorInterval, now: number): NavigatorWindow {
  const endOfToday = new Date(now);
  endOfToday.setHours(23, 59, 59, 999);
  return endingAt(endOfToday.getTime(), interval);
}

/** The period moved one step back (-1) or forward (1). */
export function stepped(period: NavigatorWindow, step: NavigatorInterval, direction: -1 | 1): NavigatorWindow {
  const by = lengthOf(step) * direction;
  return { start: period.start + by, end: period.end + by };
}

/** The interval whose length the period has, or null for a period picked by its dates. */
export function intervalOf(period: NavigatorWindow): NavigatorInterval | null {
  return INTERVAL_NAMES.find((name) => INTERVALS[name].ms === period.end + 1 - period.start) ?? null;
}

/** A day of the browser's time as the date fields show it (`YYYY-MM-DD`). */
export function dayText(ms: number): string {
  const date = new Date(ms);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/**
 * The period from the first moment of one picked day to the last of the other, or null when a field is empty or
 * the start day comes after the end day.
 */
export function fromDays(startDay: string, endDay: string): NavigatorWindow | null {
  const [start, end] = [startDay, endDay].map((day) => {
    const [year, month, date] = day.split('-').map(Number);
    return year && month && date ? new Date(year, month - 1, date) : null;
  });
  if (!start || !end || start > end) return null;
  end.setHours(23, 59, 59, 999);
  return { start: start.getTime(), end: end.getTime() };
}

import { QUICK_INTERVALS, type QuickTimeInterval } from '@fleetdeck/model';
import dayjs, { type Dayjs } from 'dayjs';
import isoWeek from 'dayjs/plugin/isoWeek';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { DAY, HOUR, WEEK, YEAR } from './intervals';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(isoWeek);

export { QUICK_INTERVALS, type QuickTimeInterval };

/** Realtime windows offer only the current intervals. */
export const CURRENT_QUICK_INTERVALS = QUICK_INTERVALS.filter((interval) => interval.startsWith('CURRENT_'));

/** Message key of a quick interval, e.g. timeinterval.predefined.current-day-so-far. */
export function quickIntervalLabel(interval: QuickTimeInterval): string {
  return `timeinterval.predefined.${interval.toLowerCase().replace(/_/g, '-')}`;
}

/** The nominal length of a quick interval, which sets its aggregation interval bounds. */
export function quickIntervalPeriod(interval: QuickTimeInterval): number {
  if (interval === 'CURRENT_HOUR') return HOUR;
  if (interval.includes('WEEK') && interval !== 'THIS_DAY_LAST_WEEK') return WEEK;
  if (interval.includes('MONTH')) return 30 * DAY;
  if (interval.includes('YEAR')) return YEAR;
  return DAY;
}

/** "now" in a timezone (the browser's when none is given). */
export function zonedNow(now: number, timezoneName?: string | null): Dayjs {
  return timezoneName ? dayjs(now).tz(timezoneName) : dayjs(now);
}

function intervalStart(interval: QuickTimeInterval, current: Dayjs): Dayjs {
  switch (interval) {
    case 'YESTERDAY':
      return current.subtract(1, 'day').startOf('day');
    case 'DAY_BEFORE_YESTERDAY':
      return current.subtract(2, 'day').startOf('day');
    case 'THIS_DAY_LAST_WEEK':
      return current.subtract(1, 'week').startOf('day');
    case 'PREVIOUS_WEEK':
      return startOfSundayWeek(current.subtract(1, 'week'));
    case 'PREVIOUS_WEEK_ISO':
      return current.subtract(1, 'week').startOf('isoWeek');
    case 'PREVIOUS_MONTH':
      return current.subtract(1, 'month').startOf('month');
    case 'PREVIOUS_YEAR':
      return current.subtract(1, 'year').startOf('year');
    case 'CURRENT_HOUR':
      return current.startOf('hour');
    case 'CURRENT_DAY':
    case 'CURRENT_DAY_SO_FAR':
      return current.startOf('day');
    case 'CURRENT_WEEK':
    case 'CURRENT_WEEK_SO_FAR':
      return startOfSundayWeek(current);
    case 'CURRENT_WEEK_ISO':
    case 'CURRENT_WEEK_ISO_SO_FAR':
      return current.startOf('isoWeek');
    case 'CURRENT_MONTH':
    case 'CURRENT_MONTH_SO_FAR':
      return current.startOf('month');
    case 'CURRENT_YEAR':
    case 'CURRENT_YEAR_SO_FAR':
      return current.startOf('year');
  }
}

/** Weeks of the non-ISO intervals run Sunday to Saturday whatever the locale says. */
function startOfSundayWeek(date: Dayjs): Dayjs {
  return date.subtract(date.day(), 'day').startOf('day');
}

function intervalEnd(interval: QuickTimeInterval, start: Dayjs, now: number): number {
  switch (interval) {
    case 'YESTERDAY':
    case 'DAY_BEFORE_YESTERDAY':
    case 'THIS_DAY_LAST_WEEK':
    case 'CURRENT_DAY':
      return start.add(1, 'day').valueOf();
    case 'PREVIOUS_WEEK':
    case 'PREVIOUS_WEEK_ISO':
    case 'CURRENT_WEEK':
    case 'CURRENT_WEEK_ISO':
      return start.add(1, 'week').valueOf();
    case 'PREVIOUS_MONTH':
    case 'CURRENT_MONTH':
      return start.add(1, 'month').valueOf();
    case 'PREVIOUS_YEAR':
    case 'CURRENT_YEAR':
      return start.add(1, 'year').valueOf();
    case 'CURRENT_HOUR':
      return start.add(1, 'hour').valueOf();
    default:
      // The "so far" intervals end now.
      return now;
  }
}

/** The start and end of a quick interval at a moment, in a timezone. */
export function quickIntervalRange(
  interval: QuickTimeInterval,
  now: number,
  timezoneName?: string | null,
): { startTimeMs: number; endTimeMs: number } {
  const start = intervalStart(interval, zonedNow(now, timezoneName));
  return { startTimeMs: start.valueOf(), endTimeMs: intervalEnd(interval, start, now) };
}

/**
 * The length a realtime quick interval subscribes to: the interval's full length (hour, day, week, the current month
 * or year), so the window starts at the interval's start and keeps sliding with it.
 */
export function realtimeQuickIntervalWindow(interval: QuickTimeInterval, now: number, timezoneName?: string | null) {
  const current = zonedNow(now, timezoneName);
  switch (interval) {
    case 'CURRENT_HOUR':
      return HOUR;
    case 'CURRENT_DAY':
    case 'CURRENT_DAY_SO_FAR':
      return DAY;
    case 'CURRENT_MONTH':
    case 'CURRENT_MONTH_SO_FAR':
      return current.startOf('month').add(1, 'month').diff(current.startOf('month'));
    case 'CURRENT_YEAR':
    case 'CURRENT_YEAR_SO_FAR':
      return current.startOf('year').add(1, 'year').diff(current.startOf('year'));
    default:
      return WEEK;
  }
}

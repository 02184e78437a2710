import type { AlarmSchedule, DynamicValue } from '@fleetdeck/model';
import type { KvValue } from '../../telemetry/kv.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timezone: string): Intl.DateTimeFormat {
  let format = formatters.get(timezone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timezone, format);
  }
  return format;
}

/** A schedule's time zone; one the runtime does not know is read as UTC. */
function zoneOf(timezone: string | null | undefined): string {
  if (!timezone) return 'UTC';
  try {
    formatter(timezone);
    return timezone;
  } catch {
    return 'UTC';
  }
}

interface LocalTime {
  dayOfWeek: number;
  /** the local calendar day, as a UTC midnight */
  dayUtc: number;
  /** the local wall clock, as if it were UTC */
  wallUtc: number;
}

function localTime(ts: number, timezone: string): LocalTime {
  const parts: Record<string, string> = {};
  for (const part of formatter(timezone).formatToParts(new Date(ts))) parts[part.type] = part.value;
  const dayUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day));
  const wallUtc = dayUtc + ((Number(parts.hour) * 60 + Number(parts.minute)) * 60 + Number(parts.second)) * 1000;
  return { dayOfWeek: WEEKDAYS[parts.weekday ?? ''] ?? 0, dayUtc, wallUtc: wallUtc + (ts % 1000) };
}

/** Milliseconds since the start of the local day (local midnight, which a clock change may move). */
function sinceStartOfDay(ts: number, timezone: string, local: LocalTime): number {
  const offsetNow = local.wallUtc - ts;
  const midnightGuess = local.dayUtc - offsetNow;
  const offsetAtMidnight = localTime(midnightGuess, timezone).wallUtc - midnightGuess;
  return ts - (local.dayUtc - offsetAtMidnight);
}

/**
 * Whether a time of day falls in [startsOn, endsOn) of the local day; endsOn 0 is the end of the day, and a start
 * after the end is a window that wraps over midnight.
 */
function inWindow(msOfDay: number, startsOn: number, endsOnSetting: number): boolean {
  const endsOn = endsOnSetting === 0 ? DAY_MS : endsOnSetting;
  if (startsOn <= endsOn) return startsOn <= msOfDay && endsOn > msOfDay;
  return startsOn < msOfDay || (msOfDay > 0 && msOfDay < endsOn);
}

/**
 * The schedule in force: a schedule attribute (the schedule as JSON) named by its dynamic value replaces the
 * stored one when it reads as a schedule of the same type; anything else keeps the stored one.
 */
export function effectiveSchedule(
  schedule: AlarmSchedule,
  resolve: (dynamic: DynamicValue | null | undefined) => KvValue | undefined,
): AlarmSchedule {
  if (schedule.type === 'ANY_TIME') return schedule;
  const value = resolve(schedule.dynamicValue);
  if (!value || (value.type !== 'STRING' && value.type !== 'JSON')) return schedule;
  try {
    const parsed = JSON.parse(value.value) as AlarmSchedule | null;
    return parsed && typeof parsed === 'object' && parsed.type === schedule.type ? parsed : schedule;
  } catch {
    return schedule;
  }
}

/** Whether a schedule lets its rule raise or clear an alarm at a time (no schedule: any time). */
export function scheduleActive(schedule: AlarmSchedule | null | undefined, ts: number): boolean {
  if (!schedule || schedule.type === 'ANY_TIME') return true;
  const timezone = zoneOf(schedule.timezone);
  const local = localTime(ts, timezone);
  if (schedule.type === 'SPECIFIC_TIME') {
    const days = schedule.daysOfWeek ?? [];
    if (days.length !== 7 && !days.includes(local.dayOfWeek as never)) return false;
    return inWindow(sinceStartOfDay(ts, timezone, local), schedule.startsOn ?? 0, schedule.endsOn ?? 0);
  }
  if (schedule.type === 'CUSTOM') {
    const item = (schedule.items ?? []).find((candidate) => candidate.dayOfWeek === local.dayOfWeek);
    if (!item?.enabled) return false;
    return inWindow(sinceStartOfDay(ts, timezone, local), item.startsOn ?? 0, item.endsOn ?? 0);
  }
  return false;
}

import { SECOND } from './intervals';
import type { FixedPeriod } from './timewindow';

/**
 * The period picker's rules: the start stays at least one second before the end (a later start is
 * clamped to end minus 1 s) and the end at least one second after the start (an earlier end is pushed to start plus
 * 1 s), and the end is never later than now.
 */
export function withPeriodStart(period: FixedPeriod, startTimeMs: number): FixedPeriod {
  return { ...period, startTimeMs: Math.min(startTimeMs, period.endTimeMs - SECOND) };
}

export function withPeriodEnd(period: FixedPeriod, endTimeMs: number, now: number = Date.now()): FixedPeriod {
  return { ...period, endTimeMs: Math.min(Math.max(endTimeMs, period.startTimeMs + SECOND), now) };
}

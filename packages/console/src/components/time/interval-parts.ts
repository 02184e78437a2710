import { DAY, HOUR, MINUTE, SECOND } from './intervals';

/** The fields of the advanced interval editor. */
export interface IntervalParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Splits a length into days, hours, minutes and whole seconds. */
export function toIntervalParts(ms: number): IntervalParts {
  const total = Math.max(0, Math.floor(ms / SECOND));
  return {
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

export function fromIntervalParts(parts: IntervalParts): number {
  return parts.days * DAY + parts.hours * HOUR + parts.minutes * MINUTE + parts.seconds * SECOND;
}

/**
 * Normalises the fields after an edit: seconds and minutes carry at 60 and hours at 24; a negative
 * field borrows from the larger fields while they hold enough, otherwise the length becomes 0; days never go below 0.
 * Carrying and borrowing keep the total length, so the fields are rebuilt from it.
 */
export function adjustIntervalParts(parts: IntervalParts): IntervalParts {
  const whole = (value: number) => (Number.isFinite(value) ? Math.trunc(value) : 0);
  const total =
    Math.max(0, whole(parts.days)) * 86400 +
    whole(parts.hours) * 3600 +
    whole(parts.minutes) * 60 +
    whole(parts.seconds);
  return toIntervalParts(Math.max(0, total) * SECOND);
}

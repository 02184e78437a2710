import type { EntityData } from '@fleetdeck/model';

/** One counted API feature: its monthly and hourly counter keys and the key of its state. */
export interface UsageFeature {
  /** message key of its name */
  title: string;
  monthKey: string;
  hourlyKey: string;
  stateKey: string;
}

/** The features the server counts, with the platform's time series keys. */
export const USAGE_FEATURES: readonly UsageFeature[] = [
  {
    title: 'api-usage.transport-messages',
    monthKey: 'transportMsgCount',
    hourlyKey: 'transportMsgCountHourly',
    stateKey: 'transportApiState',
  },
  {
    title: 'api-usage.transport-data-points',
    monthKey: 'transportDataPointsCount',
    hourlyKey: 'transportDataPointsCountHourly',
    stateKey: 'transportApiState',
  },
];

export type UsageState = 'ENABLED' | 'WARNING' | 'DISABLED';

/** A feature's figures of the current month. */
export interface FeatureFigures {
  feature: UsageFeature;
  count: number;
  state: UsageState;
}

const STATES: readonly UsageState[] = ['ENABLED', 'WARNING', 'DISABLED'];

/** The latest values the usage entity is read with. */
export const LATEST_KEYS: readonly string[] = [
  ...new Set(USAGE_FEATURES.flatMap((feature) => [feature.monthKey, feature.stateKey])),
];

/**
 * The month's count and the state of each feature, from the usage entity's latest values: a monthly counter stamped
 * with an earlier month's start is last month's, so this month's is 0; a state never saved is ENABLED.
 */
export function featureFigures(usage: EntityData, monthStart: number): FeatureFigures[] {
  const series = usage.latest?.TIME_SERIES ?? {};
  return USAGE_FEATURES.map((feature) => {
    const counter = series[feature.monthKey];
    const count = counter && counter.ts >= monthStart ? Number(counter.value) || 0 : 0;
    const state = series[feature.stateKey]?.value as UsageState;
    return { feature, count, state: STATES.includes(state) ? state : 'ENABLED' };
  });
}

/** The first millisecond of the UTC month the time falls in: the server stamps monthly counters so. */
export function monthStartOf(now: number): number {
  const date = new Date(now);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
}

const HOUR_MS = 3_600_000;

/** The starts of the 24 UTC hours up to and including the current one, oldest first: the chart's columns. */
export function lastDayHours(now: number): number[] {
  const current = now - (now % HOUR_MS);
  return Array.from({ length: 24 }, (_, index) => current - (23 - index) * HOUR_MS);
}

/** An hourly counter's value in each of those hours; an hour with no point counted nothing. */
export function hourlyValues(hours: readonly number[], points: ReadonlyArray<{ ts: number; value: number }>): number[] {
  const byHour = new Map(points.map((point) => [point.ts, point.value]));
  return hours.map((hour) => byHour.get(hour) ?? 0);
}

import type { EntityData } from '@fleetdeck/model';

/** One counted API feature: its monthly and hourly counter keys, the key of its state and of its limit. */
export interface UsageFeature {
  /** message key of its name */
  title: string;
  monthKey: string;
  hourlyKey: string;
  stateKey: string;
  /** the tenant profile's limit as the server stores it on the usage entity when it changes */
  limitKey: string;
}

const feature = (title: string, monthKey: string, stateKey: string, limitKey: string): UsageFeature => ({
  title: `api-usage.${title}`,
  monthKey,
  hourlyKey: `${monthKey}Hourly`,
  stateKey,
  limitKey,
});

/** The features the server counts, with the platform's time series keys (ApiUsageRecordKey, ApiFeature). */
export const USAGE_FEATURES: readonly UsageFeature[] = [
  feature('transport-messages', 'transportMsgCount', 'transportApiState', 'transportMsgLimit'),
  feature('transport-data-points', 'transportDataPointsCount', 'transportApiState', 'transportDataPointsLimit'),
  feature('rule-engine-executions', 'ruleEngineExecutionCount', 'ruleEngineApiState', 'ruleEngineExecutionLimit'),
  feature('javascript-executions', 'jsExecutionCount', 'jsExecutionApiState', 'jsExecutionLimit'),
  feature('storage-data-points', 'storageDataPointsCount', 'dbApiState', 'storageDataPointsLimit'),
  feature('emails', 'emailCount', 'emailApiState', 'emailLimit'),
  feature('sms', 'smsCount', 'smsApiState', 'smsLimit'),
  feature('alarms-created', 'createdAlarmsCount', 'alarmApiState', 'createdAlarmsLimit'),
];

export type UsageState = 'ENABLED' | 'WARNING' | 'DISABLED';

/** A feature's figures of the current month. */
export interface FeatureFigures {
  feature: UsageFeature;
  count: number;
  state: UsageState;
  /** the monthly limit; null when unlimited or not stored yet */
  limit: number | null;
}

const STATES: readonly UsageState[] = ['ENABLED', 'WARNING', 'DISABLED'];

/** The latest values the usage entity is read with. */
export const LATEST_KEYS: readonly string[] = [
  ...new Set(USAGE_FEATURES.flatMap((feature) => [feature.monthKey, feature.stateKey, feature.limitKey])),
];

/**
 * The month's count and the state of each feature, from the usage entity's latest values: a monthly counter stamped
 * with an earlier month's start is last month's, so this month's is 0; a state never saved is ENABLED; a limit of 0
 * (unlimited) or never saved is none.
 */
export function featureFigures(usage: EntityData, monthStart: number): FeatureFigures[] {
  const series = usage.latest?.TIME_SERIES ?? {};
  return USAGE_FEATURES.map((feature) => {
    const counter = series[feature.monthKey];
    const count = counter && counter.ts >= monthStart ? Number(counter.value) || 0 : 0;
    const state = series[feature.stateKey]?.value as UsageState;
    const limit = Number(series[feature.limitKey]?.value) || 0;
    return { feature, count, state: STATES.includes(state) ? state : 'ENABLED', limit: limit > 0 ? limit : null };
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

/** The starts of the 12 UTC months up to and including the current one, oldest first. */
export function lastYearMonths(now: number): number[] {
  const date = new Date(now);
  return Array.from({ length: 12 }, (_, index) =>
    Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - (11 - index), 1),
  );
}

/**
 * A counter's value in each of those periods (hours or months): the server stamps each period's point with its
 * start; a period with no point counted nothing.
 */
export function periodValues(
  starts: readonly number[],
  points: ReadonlyArray<{ ts: number; value: number }>,
): number[] {
  const byStart = new Map(points.map((point) => [point.ts, point.value]));
  return starts.map((start) => byStart.get(start) ?? 0);
}

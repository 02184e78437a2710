import type { AlarmRule, AlarmSeverity, FilterPredicateValue } from '@fleetdeck/model';
import { millisPerUnit } from '../time-unit.js';
import { resolveDynamicValue } from './dynamic-values.js';
import { triggerKeysOf } from './keys.js';
import { type ConditionInputs, conditionHolds } from './predicates.js';
import { effectiveSchedule, scheduleActive } from './schedule.js';
import type { SnapshotUpdate } from './snapshot.js';
import { longOf, textOf } from './values.js';

/** What a DURATION or REPEATING rule remembers between evaluations; this is what persisting rule state keeps. */
export interface RuleCounters {
  /** the data time the condition was last seen holding (0: not holding) */
  lastEventTs: number;
  /** how long it has held, in milliseconds */
  duration: number;
  /** how many evaluations in a row it held */
  eventCount: number;
}

/** TRUE raises (or clears); NOT_YET_TRUE holds but waits for its duration or count; FALSE resets the counters. */
export type RuleResult = 'TRUE' | 'NOT_YET_TRUE' | 'FALSE';

export interface RuleState {
  rule: AlarmRule;
  /** the severity a create rule raises; null for the clear rule */
  severity: AlarmSeverity | null;
  triggerKeys: ReadonlySet<string>;
  counters: RuleCounters;
  /** set when the counters changed since the last time they were stored */
  dirty: boolean;
}

export const zeroCounters = (): RuleCounters => ({ lastEventTs: 0, duration: 0, eventCount: 0 });

export function createRuleState(rule: AlarmRule, severity: AlarmSeverity | null, counters?: RuleCounters): RuleState {
  return { rule, severity, triggerKeys: triggerKeysOf(rule), counters: counters ?? zeroCounters(), dirty: false };
}

/**
 * Whether new data concerns a rule: telemetry when it changed one of the rule's keys; attributes only for a rule
 * that tests no telemetry (a rule mixing both waits for the next telemetry). No update (a periodic check): always.
 */
export function concerns(state: RuleState, update: SnapshotUpdate | null): boolean {
  if (!update) return true;
  if (update.type === 'ATTRIBUTE') {
    for (const key of state.triggerKeys) if (key.startsWith('TIME_SERIES:')) return false;
  }
  for (const key of update.keys) if (state.triggerKeys.has(key)) return true;
  return false;
}

/** Forgets the counters; answers whether there was anything to forget. */
export function resetRule(state: RuleState): boolean {
  const { lastEventTs, duration, eventCount } = state.counters;
  if (lastEventTs === 0 && duration === 0 && eventCount === 0) return false;
  state.counters = zeroCounters();
  state.dirty = true;
  return true;
}

/**
 * A duration's or count's number: the dynamic value when its attribute is there (it must read as a number), else
 * the default.
 */
function requiredNumber(value: FilterPredicateValue<number> | undefined, inputs: ConditionInputs): number {
  const fallback = Math.trunc(Number(value?.defaultValue ?? 0)) || 0;
  const dynamic = value?.dynamicValue;
  if (!dynamic?.sourceAttribute) return fallback;
  const found = resolveDynamicValue(dynamic, inputs.snapshot, inputs.owners);
  if (found === undefined) return fallback;
  const number = longOf(found);
  if (number === undefined) {
    throw new Error(
      `Could not convert attribute '${dynamic.sourceAttribute}' with value '${textOf(found)}' to numeric value!`,
    );
  }
  return number;
}

function requiredDurationMs(state: RuleState, inputs: ConditionInputs): number {
  const spec = state.rule.condition.spec;
  if (spec?.type !== 'DURATION') return 0;
  return Math.trunc(requiredNumber(spec.predicate, inputs) * (millisPerUnit(spec.unit) ?? 0));
}

function requiredRepeats(state: RuleState, inputs: ConditionInputs): number {
  const spec = state.rule.condition.spec;
  return spec?.type === 'REPEATING' ? requiredNumber(spec.predicate, inputs) : 0;
}

function activeAt(state: RuleState, inputs: ConditionInputs, ts: number): boolean {
  const schedule = state.rule.schedule;
  if (!schedule) return true;
  const effective = effectiveSchedule(schedule, (dynamic) =>
    resolveDynamicValue(dynamic, inputs.snapshot, inputs.owners),
  );
  return scheduleActive(effective, ts);
}

/**
 * Evaluates a rule on new data, at the data's time. SIMPLE: the condition holds in the schedule. DURATION: the
 * clock starts at the first data that holds and adds the time between successive data while it holds; TRUE once
 * it has held longer than required. REPEATING: counts the data that holds; TRUE once the count reaches the
 * required number. Out of schedule, or the condition not holding, is FALSE.
 */
export function evaluateRule(state: RuleState, inputs: ConditionInputs): RuleResult {
  const ts = inputs.snapshot.ts || Date.now();
  const holds = activeAt(state, inputs, ts) && conditionHolds(state.rule.condition.condition ?? [], inputs);
  const type = state.rule.condition.spec?.type ?? 'SIMPLE';
  if (!holds) return 'FALSE';
  if (type === 'DURATION') {
    const counters = state.counters;
    if (counters.lastEventTs > 0) {
      if (inputs.snapshot.ts > counters.lastEventTs) {
        counters.duration += inputs.snapshot.ts - counters.lastEventTs;
        counters.lastEventTs = inputs.snapshot.ts;
        state.dirty = true;
      }
    } else {
      counters.lastEventTs = inputs.snapshot.ts;
      counters.duration = 0;
      state.dirty = true;
    }
    return counters.duration > requiredDurationMs(state, inputs) ? 'TRUE' : 'NOT_YET_TRUE';
  }
  if (type === 'REPEATING') {
    state.counters.eventCount += 1;
    state.dirty = true;
    return state.counters.eventCount >= requiredRepeats(state, inputs) ? 'TRUE' : 'NOT_YET_TRUE';
  }
  return 'TRUE';
}

/**
 * The periodic check, without new data: a DURATION rule whose condition has held since its last data is TRUE
 * once the time since then makes it long enough (and it is in schedule at `now`). Counters are not changed; other
 * rules wait for data.
 */
export function evaluateRuleAt(state: RuleState, inputs: ConditionInputs, now: number): RuleResult {
  if (state.rule.condition.spec?.type !== 'DURATION') return 'NOT_YET_TRUE';
  const required = requiredDurationMs(state, inputs);
  const { lastEventTs, duration } = state.counters;
  if (required > 0 && lastEventTs > 0 && now > lastEventTs) {
    if (!activeAt(state, inputs, now)) return 'FALSE';
    return duration + (now - lastEventTs) > required ? 'TRUE' : 'NOT_YET_TRUE';
  }
  return 'FALSE';
}

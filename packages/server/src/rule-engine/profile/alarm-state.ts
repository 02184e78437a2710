import { ALARM_SEVERITIES, type AlarmSeverity, type DeviceProfileAlarm } from '@fleetdeck/model';
import { alarmDetails } from './details.js';
import type { ConditionInputs } from './predicates.js';
import {
  concerns,
  createRuleState,
  evaluateRule,
  type RuleCounters,
  type RuleResult,
  type RuleState,
  resetRule,
} from './rule-state.js';
import type { SnapshotUpdate } from './snapshot.js';

/** The rule states of one alarm of the profile: create rules highest severity first, and the clear rule. */
export interface AlarmRuleStates {
  alarm: DeviceProfileAlarm;
  createStates: RuleState[];
  clearState: RuleState | null;
}

/** The counters of one alarm as they are stored: create rules by severity, and the clear rule's. */
export interface PersistedAlarmState {
  createRuleStates: Partial<Record<AlarmSeverity, RuleCounters>>;
  clearRuleState?: RuleCounters | null;
}

/** The alarm of this type the device has and that is not cleared, as far as the rules need to know it. */
export interface CurrentAlarm {
  severity: AlarmSeverity;
  details: unknown;
}

export type AlarmDecision =
  | { action: 'none' }
  | { action: 'create'; severity: AlarmSeverity; details: unknown; rule: RuleState }
  | { action: 'update'; severity: AlarmSeverity; severityChanged: boolean; details: unknown; rule: RuleState }
  | { action: 'clear'; details: unknown; rule: RuleState };

const rank = (severity: AlarmSeverity) => ALARM_SEVERITIES.indexOf(severity);

function counters(value: unknown): RuleCounters | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const stored = value as Partial<RuleCounters>;
  const number = (field: unknown) => (typeof field === 'number' && Number.isFinite(field) ? field : 0);
  return {
    lastEventTs: number(stored.lastEventTs),
    duration: number(stored.duration),
    eventCount: number(stored.eventCount),
  };
}

/** The rule states of an alarm, with the counters stored for it (a profile change keeps those of kept rules). */
export function createAlarmRuleStates(alarm: DeviceProfileAlarm, stored?: PersistedAlarmState | null): AlarmRuleStates {
  const createStates = ALARM_SEVERITIES.flatMap((severity) => {
    const rule = alarm.createRules?.[severity];
    return rule ? [createRuleState(rule, severity, counters(stored?.createRuleStates?.[severity]))] : [];
  });
  const clearState = alarm.clearRule ? createRuleState(alarm.clearRule, null, counters(stored?.clearRuleState)) : null;
  return { alarm, createStates, clearState };
}

export function persistedAlarmState(states: AlarmRuleStates): PersistedAlarmState {
  const createRuleStates: PersistedAlarmState['createRuleStates'] = {};
  for (const state of states.createStates) {
    if (state.severity) createRuleStates[state.severity] = { ...state.counters };
  }
  return { createRuleStates, clearRuleState: states.clearState ? { ...states.clearState.counters } : null };
}

/** Whether any counter changed since last stored; clears the marks. */
export function takeDirty(states: AlarmRuleStates): boolean {
  let dirty = false;
  for (const state of [...states.createStates, ...(states.clearState ? [states.clearState] : [])]) {
    dirty ||= state.dirty;
    state.dirty = false;
  }
  return dirty;
}

/**
 * What one piece of data (or a periodic check, update null) does to an alarm. The create rules concerned are
 * evaluated highest severity first and the first TRUE wins; a FALSE one forgets its counters. A winner raises a new
 * alarm, or updates the current one when its severity is the same or higher (a lower severity leaves the alarm
 * alone: no de-escalation while it is active), and forgets the clear rule's counters. With no winner, an alarm that
 * is there and a clear rule that is TRUE clear it and every counter is forgotten. Without a clear rule the rules
 * never clear an alarm.
 */
export function decideAlarm(
  states: AlarmRuleStates,
  inputs: ConditionInputs,
  update: SnapshotUpdate | null,
  current: CurrentAlarm | null,
  evaluate: (state: RuleState, inputs: ConditionInputs) => RuleResult = evaluateRule,
): AlarmDecision {
  let winner: RuleState | null = null;
  for (const state of states.createStates) {
    if (!concerns(state, update)) continue;
    const result = evaluate(state, inputs);
    if (result === 'TRUE') {
      winner = state;
      break;
    }
    if (result === 'FALSE') resetRule(state);
  }
  if (winner?.severity) {
    if (states.clearState) resetRule(states.clearState);
    const severity = winner.severity;
    if (!current) {
      return { action: 'create', severity, details: alarmDetails(winner.rule, inputs.snapshot, null), rule: winner };
    }
    if (rank(severity) > rank(current.severity)) return { action: 'none' };
    return {
      action: 'update',
      severity,
      severityChanged: severity !== current.severity,
      details: alarmDetails(winner.rule, inputs.snapshot, current.details),
      rule: winner,
    };
  }
  const clear = states.clearState;
  if (!current || !clear || !concerns(clear, update)) return { action: 'none' };
  const result = evaluate(clear, inputs);
  if (result === 'TRUE') {
    resetRule(clear);
    for (const state of states.createStates) resetRule(state);
    return { action: 'clear', details: alarmDetails(clear.rule, inputs.snapshot, current.details), rule: clear };
  }
  if (result === 'FALSE') resetRule(clear);
  return { action: 'none' };
}

import type { Alarm, DeviceProfileAlarm } from '@fleetdeck/model';
import { activeAlarmOf } from '../../alarms/rule-alarms.js';
import type { RuleEngineContext } from '../../context.js';
import {
  type AlarmRuleStates,
  createAlarmRuleStates,
  type PersistedAlarmState,
  persistedAlarmState,
} from '../profile/alarm-state.js';
import { ownerAttributesOf, snapshotKeysOf } from '../profile/keys.js';
import { createSnapshot, type DataSnapshot } from '../profile/snapshot.js';
import { type DeviceFacts, loadProfileAlarms, loadSnapshotValues } from './device-data.js';

/** One alarm of the profile on one device: its rule states and the alarm it has raised that is not cleared. */
export interface AlarmRuntime {
  states: AlarmRuleStates;
  current: Alarm | null;
}

/** What the node keeps about a device between its messages. */
export interface DeviceRuntime {
  facts: DeviceFacts;
  /** when the device's profile and customer were last read */
  checkedAt: number;
  alarms: DeviceProfileAlarm[];
  snapshot: DataSnapshot;
  ownerAttributes: { customer: Set<string>; tenant: Set<string> };
  byAlarmId: Map<string, AlarmRuntime>;
  /** the metadata of the device's last message, which alarm messages of the periodic check carry */
  lastMetadata: Record<string, string>;
}

/** The rule counters of a device by alarm id, as stored and as carried over a rebuild. */
export type DeviceCounters = Record<string, PersistedAlarmState>;

export function countersOf(runtime: DeviceRuntime): DeviceCounters {
  const counters: DeviceCounters = {};
  for (const [id, alarm] of runtime.byAlarmId) counters[id] = persistedAlarmState(alarm.states);
  return counters;
}

/**
 * Builds a device's state: its profile's alarms, the first snapshot of the data they reference, their counters
 * (kept from before, for alarms still in the profile) and, for each alarm type, the uncleared alarm it has.
 */
export async function loadDeviceRuntime(
  ctx: RuleEngineContext,
  facts: DeviceFacts,
  counters: DeviceCounters | null,
): Promise<DeviceRuntime> {
  const alarms = await loadProfileAlarms(ctx, facts.profileId);
  const keys = snapshotKeysOf(alarms);
  const snapshot = createSnapshot(keys, alarms.length > 0 ? await loadSnapshotValues(ctx, facts, keys) : []);
  const byAlarmId = new Map<string, AlarmRuntime>();
  for (const alarm of alarms) {
    byAlarmId.set(alarm.id, {
      states: createAlarmRuleStates(alarm, counters?.[alarm.id]),
      current: await activeAlarmOf(ctx, facts.id, alarm.alarmType),
    });
  }
  return {
    facts,
    checkedAt: Date.now(),
    alarms,
    snapshot,
    ownerAttributes: ownerAttributesOf(alarms),
    byAlarmId,
    lastMetadata: {},
  };
}

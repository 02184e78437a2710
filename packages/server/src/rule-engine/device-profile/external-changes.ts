import type { LiveEvent } from '../../realtime/event-bus.js';
import { snapshotKey } from '../profile/keys.js';
import { resetRule } from '../profile/rule-state.js';
import type { DataSnapshot } from '../profile/snapshot.js';
import type { DeviceRuntime } from './device-runtime.js';

/**
 * Attributes saved or deleted outside the device's messages (a user's save through REST) reach the snapshot
 * without being evaluated, so a threshold set by a user is compared with the device's next data.
 */
export function followAttributeChange(snapshot: DataSnapshot, event: LiveEvent): void {
  if (event.type === 'attributes') {
    for (const entry of event.entries) {
      const key = snapshotKey('ATTRIBUTE', entry.key);
      if (snapshot.keys.has(key)) snapshot.values.set(key, entry.value);
    }
  } else if (event.type === 'attributesDeleted') {
    for (const name of event.keys) snapshot.values.delete(snapshotKey('ATTRIBUTE', name));
  }
}

/**
 * An alarm of the device changed, by the rules or by someone else. Acknowledged or updated: the rules go on with
 * it. Cleared or deleted by someone else: it is forgotten and the create rules start again, so the next breach
 * raises a new alarm. A new alarm of the type raised elsewhere (REST) becomes the one the rules update and clear.
 */
export function followAlarmChange(runtime: DeviceRuntime, event: LiveEvent & { type: 'alarm' }): void {
  for (const alarm of runtime.byAlarmId.values()) {
    if (alarm.states.alarm.alarmType !== event.alarm.type) continue;
    const gone = event.deleted || event.alarm.status.startsWith('CLEARED');
    if (alarm.current?.id.id === event.alarm.id.id) {
      if (gone) {
        alarm.current = null;
        for (const state of alarm.states.createStates) resetRule(state);
      } else {
        alarm.current = event.alarm;
      }
    } else if (!alarm.current && !gone) {
      alarm.current = event.alarm;
    }
  }
}

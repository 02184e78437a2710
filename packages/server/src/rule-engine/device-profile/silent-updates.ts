import type { LiveEvent } from '../../realtime/event-bus.js';
import { snapshotKey } from '../profile/keys.js';
import type { DataSnapshot } from '../profile/snapshot.js';

/**
 * Attributes saved or deleted outside the device's messages (a user's save through REST) reach the snapshot
 * without being evaluated, so a threshold set by a user is compared with the device's next data.
 */
export function silentAttributes(snapshot: DataSnapshot, event: LiveEvent): void {
  if (event.type === 'attributes') {
    for (const entry of event.entries) {
      const key = snapshotKey('ATTRIBUTE', entry.key);
      if (snapshot.keys.has(key)) snapshot.values.set(key, entry.value);
    }
  } else if (event.type === 'attributesDeleted') {
    for (const name of event.keys) snapshot.values.delete(snapshotKey('ATTRIBUTE', name));
  }
}

import type { SubscriptionUpdate } from '@fleetdeck/model';

/** The newest value of one key as the WebSocket sends it: a string. */
export interface LiveValue {
  key: string;
  ts: number;
  value: string;
}

export type LiveValues = ReadonlyMap<string, LiveValue>;

export const NO_VALUES: LiveValues = new Map();

/**
 * Applies one v1 update to the values of a subscription. The first update after (re)subscribing carries every key
 * and replaces what was known, so keys deleted meanwhile disappear; later updates carry only changed keys and merge,
 * keeping the newest point of each key. A key whose newest point has no value (null) was deleted.
 */
export function applyUpdate(current: LiveValues, update: SubscriptionUpdate, initial: boolean): LiveValues {
  const next = new Map(initial ? [] : current);
  for (const [key, points] of Object.entries(update.data ?? {})) {
    let newest: [number, string | null] | null = null;
    for (const point of points) if (!newest || point[0] >= newest[0]) newest = point;
    if (!newest) continue;
    const known = next.get(key);
    if (known && known.ts > newest[0] && !initial) continue;
    if (newest[1] === null) next.delete(key);
    else next.set(key, { key, ts: newest[0], value: String(newest[1]) });
  }
  return next;
}

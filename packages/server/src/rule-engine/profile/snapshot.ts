import type { KvEntry, KvValue } from '../../telemetry/kv.js';
import { snapshotKey } from './keys.js';
import { sameValue } from './values.js';

/**
 * What a device's alarm rules see: the latest value of each key they reference (nothing else is kept) and the
 * time of the data last merged in.
 */
export interface DataSnapshot {
  ts: number;
  readonly keys: ReadonlySet<string>;
  readonly values: Map<string, KvValue>;
}

/** Which keys one piece of new data changed, and whether it was telemetry or attributes. */
export interface SnapshotUpdate {
  type: 'TIME_SERIES' | 'ATTRIBUTE';
  keys: Set<string>;
}

export function createSnapshot(keys: Iterable<string>, values: Iterable<[string, KvValue]> = []): DataSnapshot {
  const snapshot: DataSnapshot = { ts: 0, keys: new Set(keys), values: new Map() };
  for (const [key, value] of values) if (snapshot.keys.has(key)) snapshot.values.set(key, value);
  return snapshot;
}

/**
 * Puts a value in when the rules reference its key. It counts as changed when its value is new or the data is of
 * another time than the snapshot's: a device repeating the same temperature at a later time is new data.
 */
function put(snapshot: DataSnapshot, key: string, value: KvValue, ts: number): boolean {
  if (!snapshot.keys.has(key)) return false;
  const old = snapshot.values.get(key);
  snapshot.values.set(key, value);
  return snapshot.ts !== ts || !sameValue(old, value);
}

function merge(snapshot: DataSnapshot, type: SnapshotUpdate['type'], ts: number, entries: readonly KvEntry[]) {
  const keys = new Set<string>();
  for (const entry of entries) {
    const key = snapshotKey(type, entry.key);
    if (put(snapshot, key, entry.value, ts)) keys.add(key);
  }
  snapshot.ts = ts;
  return { type, keys };
}

/** Telemetry of one time. */
export function mergeTimeseries(snapshot: DataSnapshot, ts: number, entries: readonly KvEntry[]): SnapshotUpdate {
  return merge(snapshot, 'TIME_SERIES', ts, entries);
}

/** Attributes of any scope: the rules do not tell scopes apart. */
export function mergeAttributes(snapshot: DataSnapshot, ts: number, entries: readonly KvEntry[]): SnapshotUpdate {
  return merge(snapshot, 'ATTRIBUTE', ts, entries);
}

export function removeAttributes(snapshot: DataSnapshot, names: readonly string[]): SnapshotUpdate {
  const keys = new Set<string>();
  for (const name of names) {
    const key = snapshotKey('ATTRIBUTE', name);
    snapshot.values.delete(key);
    keys.add(key);
  }
  return { type: 'ATTRIBUTE', keys };
}

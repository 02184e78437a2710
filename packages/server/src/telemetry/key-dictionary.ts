import type { Db } from '../storage/schema.js';
import { findKeyId, findMaxKeyId, insertKeyIfAbsent } from './store.js';

const CREATE_ATTEMPTS = 8;

/**
 * Time-series key names by their small integer ids (ts_kv_dictionary), cached in memory: a key is looked up in the
 * database once per process, then never again. Ids are handed out as max + 1; when two servers of a cluster race
 * for one, the loser's insert does nothing and it tries again.
 */
export class KeyDictionary {
  private readonly ids = new Map<string, number>();
  private readonly creating = new Map<string, Promise<number>>();

  constructor(private readonly db: Db) {}

  /** The id of a key already known to this process, without touching the database. */
  cached(key: string): number | undefined {
    return this.ids.get(key);
  }

  /** The id of a key that has been written before, or undefined (reads never create keys). */
  async existing(key: string): Promise<number | undefined> {
    const known = this.ids.get(key);
    if (known !== undefined) return known;
    const row = await findKeyId(this.db, key);
    if (row) this.ids.set(key, Number(row.key_id));
    return row ? Number(row.key_id) : undefined;
  }

  /** The id of a key, created when it is new. */
  id(key: string): Promise<number> {
    const known = this.ids.get(key);
    if (known !== undefined) return Promise.resolve(known);
    let pending = this.creating.get(key);
    if (!pending) {
      pending = this.create(key).finally(() => this.creating.delete(key));
      this.creating.set(key, pending);
    }
    return pending;
  }

  /** Ids of several keys; all known ones are answered without waiting. */
  async idsOf(keys: Iterable<string>): Promise<Map<string, number>> {
    const result = new Map<string, number>();
    const missing: string[] = [];
    for (const key of keys) {
      const known = this.ids.get(key);
      if (known === undefined) missing.push(key);
      else result.set(key, known);
    }
    for (const key of missing) result.set(key, await this.id(key));
    return result;
  }

  private async create(key: string): Promise<number> {
    for (let attempt = 0; attempt < CREATE_ATTEMPTS; attempt++) {
      const found = await this.existing(key);
      if (found !== undefined) return found;
      const next = (await findMaxKeyId(this.db)) + 1;
      await insertKeyIfAbsent(this.db, key, next);
    }
    throw new Error(`could not register the time series key ${key}`);
  }
}

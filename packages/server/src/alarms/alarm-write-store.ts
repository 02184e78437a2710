import type SqliteDatabase from 'better-sqlite3';
import { toJsonText } from '../common/json.js';
import type { Storage } from '../storage/database.js';
import type { Db } from '../storage/schema.js';
import { clearRaisedAlarmRow, updateRaisedAlarmRow } from './rule-alarms-store.js';
import { type AlarmDraft, alarmOverLatest, merged, mergeIntoAlarm, writeAlarm } from './service.js';
import type { AlarmRow } from './store.js';

/** An alarm change of the rule engine, as data, so a batch of them can be run by either database's statements. */
export type AlarmChange =
  | { kind: 'raise'; tenantId: string; customerId: string; draft: AlarmDraft }
  | { kind: 'merge'; id: string; customerId: string; draft: AlarmDraft }
  | { kind: 'update'; id: string; severity: string; details: unknown; endTs: number }
  | { kind: 'clear'; id: string; details: unknown; clearTs: number };

/** Makes the changes in order in one transaction; answers each one's row as written (none: the alarm is gone). */
export type AlarmWriteStore = (changes: readonly AlarmChange[]) => Promise<(AlarmRow | undefined)[]>;

const COLUMNS = [
  'id',
  'created_time',
  'tenant_id',
  'customer_id',
  'type',
  'originator_id',
  'originator_type',
  'severity',
  'status',
  'start_ts',
  'end_ts',
  'ack_ts',
  'clear_ts',
  'details',
  'propagate',
  'propagate_to_owner',
  'propagate_to_tenant',
  'propagate_relation_types',
] as const;

/**
 * The store for this storage. On the embedded database, prepared statements run synchronously in one transaction
 * while Kysely's only connection is held (so they never interleave with a Kysely transaction): building and
 * compiling each query through Kysely cost more than running it. On PostgreSQL, the same statements as the one by
 * one path, in one Kysely transaction.
 */
export function alarmWriteStore(storage: Storage): AlarmWriteStore {
  const { sqlite } = storage;
  if (!sqlite) return (changes) => storage.db.transaction().execute((trx) => applyAll(trx, changes));
  let run: ((changes: readonly AlarmChange[]) => (AlarmRow | undefined)[]) | undefined;
  return async (changes) => {
    let rows: (AlarmRow | undefined)[] = [];
    await storage.db.connection().execute(async () => {
      run ??= preparedChanges(sqlite);
      rows = run(changes);
    });
    return rows;
  };
}

async function applyAll(trx: Db, changes: readonly AlarmChange[]): Promise<(AlarmRow | undefined)[]> {
  const rows: (AlarmRow | undefined)[] = [];
  for (const change of changes) {
    if (change.kind === 'raise') {
      rows.push(await writeAlarm(trx, change.tenantId, change.draft, { customerId: change.customerId }));
    } else if (change.kind === 'merge') {
      rows.push(await mergeIntoAlarm(trx, change.id, change.draft, change.customerId));
    } else if (change.kind === 'update') {
      rows.push(await updateRaisedAlarmRow(trx, change.id, change));
    } else {
      rows.push(await clearRaisedAlarmRow(trx, change.id, change));
    }
  }
  return rows;
}

function preparedChanges(sqlite: SqliteDatabase.Database) {
  const byId = sqlite.prepare('SELECT * FROM alarm WHERE id = ?');
  const latest = sqlite.prepare(
    'SELECT * FROM alarm WHERE originator_id = ? AND type = ? ORDER BY created_time DESC, id DESC LIMIT 1',
  );
  const insert = sqlite.prepare(
    `INSERT INTO alarm (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map((column) => `@${column}`).join(', ')})`,
  );
  const merge = sqlite.prepare(
    `UPDATE alarm SET ${COLUMNS.slice(1)
      .map((column) => `${column} = @${column}`)
      .join(', ')} WHERE id = @id`,
  );
  const update = sqlite.prepare('UPDATE alarm SET severity = ?, details = ?, end_ts = ? WHERE id = ? RETURNING *');
  // As clearRaisedAlarmRow: the cleared status is chosen from the stored one, so an acknowledgement stays.
  const clear = sqlite.prepare(
    `UPDATE alarm SET status = CASE WHEN status IN ('ACTIVE_ACK', 'CLEARED_ACK') THEN 'CLEARED_ACK' ELSE 'CLEARED_UNACK' END,
       details = ?, clear_ts = ? WHERE id = ? RETURNING *`,
  );
  const apply = (change: AlarmChange): AlarmRow | undefined => {
    if (change.kind === 'update') {
      return update.get(change.severity, toJsonText(change.details), change.endTs, change.id) as AlarmRow | undefined;
    }
    if (change.kind === 'clear') {
      return clear.get(toJsonText(change.details), change.clearTs, change.id) as AlarmRow | undefined;
    }
    if (change.kind === 'merge') {
      const stored = byId.get(change.id) as AlarmRow | undefined;
      if (!stored) return undefined;
      const row = merged(stored, change.draft, change.customerId);
      merge.run(row);
      return row;
    }
    const stored = latest.get(change.draft.originator.id, change.draft.type) as AlarmRow | undefined;
    const { row, exists } = alarmOverLatest(stored, change.tenantId, change.draft, change.customerId);
    (exists ? merge : insert).run(row);
    return row;
  };
  const transaction = sqlite.transaction((changes: readonly AlarmChange[]) => changes.map(apply));
  // It reads before it writes: with the telemetry writer thread committing on its own connection, a deferred
  // transaction could find its snapshot stale at its first write and fail at once (SQLITE_BUSY) instead of waiting.
  return (changes: readonly AlarmChange[]) => transaction.immediate(changes);
}

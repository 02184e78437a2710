import { sql } from 'kysely';
import { toJsonText } from '../common/json.js';
import type { Db } from '../storage/schema.js';
import type { AlarmRow } from './store.js';

/**
 * The changes the device profile rules make to an alarm they raised: only these columns, so an ack stays. The row as
 * it now is comes back from the same statement (none when the alarm is gone), so a change costs one round trip.
 */
export function updateRaisedAlarmRow(
  db: Db,
  id: string,
  change: { severity: string; details: unknown; endTs: number },
): Promise<AlarmRow | undefined> {
  return db
    .updateTable('alarm')
    .set({ severity: change.severity, details: toJsonText(change.details), end_ts: change.endTs })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Clears an alarm: an acknowledged one (active or already cleared) becomes CLEARED_ACK, any other CLEARED_UNACK.
 * The status is chosen in the statement from the stored one, so a user's ack made meanwhile is never lost.
 */
export function clearRaisedAlarmRow(
  db: Db,
  id: string,
  change: { details: unknown; clearTs: number },
): Promise<AlarmRow | undefined> {
  return db
    .updateTable('alarm')
    .set({
      status: sql<string>`case when status in ('ACTIVE_ACK', 'CLEARED_ACK') then 'CLEARED_ACK' else 'CLEARED_UNACK' end`,
      details: toJsonText(change.details),
      clear_ts: change.clearTs,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

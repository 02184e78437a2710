import { toJsonText } from '../common/json.js';
import type { Db } from '../storage/schema.js';

/** The changes the device profile rules make to an alarm they raised: only these columns, so an ack stays. */
export async function updateRaisedAlarmRow(
  db: Db,
  id: string,
  change: { severity: string; details: unknown; endTs: number },
): Promise<void> {
  await db
    .updateTable('alarm')
    .set({ severity: change.severity, details: toJsonText(change.details), end_ts: change.endTs })
    .where('id', '=', id)
    .execute();
}

export async function clearRaisedAlarmRow(
  db: Db,
  id: string,
  change: { status: string; details: unknown; clearTs: number },
): Promise<void> {
  await db
    .updateTable('alarm')
    .set({ status: change.status, details: toJsonText(change.details), clear_ts: change.clearTs })
    .where('id', '=', id)
    .execute();
}

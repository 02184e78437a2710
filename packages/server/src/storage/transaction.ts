import type { Db } from './schema.js';

/**
 * Runs work in one database transaction, for a service whose rules sit between the statements of one write (the
 * rules read through the handle too, so they see the transaction's own changes). The work passes the handle on to
 * store functions; it never builds SQL itself.
 */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(work);
}

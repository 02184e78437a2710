import type { Db } from '../storage/schema.js';
import { insertWithDeferredSearchIndex } from '../storage/text-search.js';
import type { DeviceCredentialsRow, DeviceRow } from './store.js';

/**
 * Rows per INSERT statement: SQLite takes at most 32,766 bound values in one statement and PostgreSQL 65,535; a
 * device row binds 13, so 400 rows stay well inside both.
 */
const ROWS_PER_STATEMENT = 400;
/** Values per IN list of the look-ups, inside the same limits. */
const VALUES_PER_LOOKUP = 1000;

function slices<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let from = 0; from < items.length; from += size) out.push(items.slice(from, from + size));
  return out;
}

/** The names among these that the tenant's devices already carry. */
export async function findExistingDeviceNames(
  db: Db,
  tenantId: string,
  names: readonly string[],
): Promise<Set<string>> {
  const found = new Set<string>();
  for (const slice of slices(names, VALUES_PER_LOOKUP)) {
    const rows = await db
      .selectFrom('device')
      .select('name')
      .where('tenant_id', '=', tenantId)
      .where('name', 'in', slice)
      .execute();
    for (const row of rows) found.add(row.name);
  }
  return found;
}

/** The credentials ids among these that some device of any tenant already has. */
export async function findTakenCredentialsIds(db: Db, credentialsIds: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const slice of slices(credentialsIds, VALUES_PER_LOOKUP)) {
    const rows = await db
      .selectFrom('device_credentials')
      .select('credentials_id')
      .where('credentials_id', 'in', slice)
      .execute();
    for (const row of rows) found.add(row.credentials_id);
  }
  return found;
}

/**
 * Inserts devices and their credentials, a few hundred rows per statement, on the handle given (a transaction);
 * the devices' search index entries are added once for all of them.
 */
export async function insertDevicesWithCredentials(
  db: Db,
  devices: readonly DeviceRow[],
  credentials: readonly DeviceCredentialsRow[],
): Promise<void> {
  await insertWithDeferredSearchIndex(db, 'device', async () => {
    for (const slice of slices(devices, ROWS_PER_STATEMENT)) await db.insertInto('device').values(slice).execute();
  });
  for (const slice of slices(credentials, ROWS_PER_STATEMENT)) {
    await db.insertInto('device_credentials').values(slice).execute();
  }
}

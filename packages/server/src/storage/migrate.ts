import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import * as initial from './migrations/001-initial.js';
import * as telemetry from './migrations/004-telemetry.js';
import * as alarms from './migrations/006-alarms.js';
import type { Db } from './schema.js';

/** Migrations are listed here in order; a migration, once released, is never edited, only followed by another. */
const MIGRATIONS: Record<string, Migration> = {
  '001-initial': initial,
  '004-telemetry': telemetry,
  '006-alarms': alarms,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export async function migrate(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${(error as Error).message}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

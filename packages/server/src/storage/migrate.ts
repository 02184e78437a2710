import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import * as initial from './migrations/001-initial.js';
import * as inventory from './migrations/002-inventory.js';
import * as otaClaims from './migrations/003-ota-claims.js';
import * as telemetry from './migrations/004-telemetry.js';
import * as rpc from './migrations/005-rpc.js';
import * as alarms from './migrations/006-alarms.js';
import * as listIndexes from './migrations/007-list-indexes.js';
import * as dashboardsWidgets from './migrations/008-dashboards-widgets.js';
import * as events from './migrations/009-events.js';
import * as ruleNodeState from './migrations/010-rule-node-state.js';
import * as textSearchIndexes from './migrations/011-text-search-indexes.js';
import * as eventFilterColumns from './migrations/012-event-filter-columns.js';
import * as ruleEngineMessages from './migrations/013-rule-engine-messages.js';
import * as deferredSearchIndex from './migrations/015-deferred-search-index.js';
import * as dashboardVersions from './migrations/016-dashboard-versions.js';
import * as auditLogs from './migrations/017-audit-logs.js';
import * as twoFactor from './migrations/018-two-factor.js';
import * as resources from './migrations/019-resources.js';
import * as apiUsageState from './migrations/020-api-usage-state.js';
import type { Db } from './schema.js';

/** Migrations are listed here in order; a migration, once released, is never edited, only followed by another. */
const MIGRATIONS: Record<string, Migration> = {
  '001-initial': initial,
  '002-inventory': inventory,
  '003-ota-claims': otaClaims,
  '004-telemetry': telemetry,
  '005-rpc': rpc,
  '006-alarms': alarms,
  '007-list-indexes': listIndexes,
  '008-dashboards-widgets': dashboardsWidgets,
  '009-events': events,
  '010-rule-node-state': ruleNodeState,
  '011-text-search-indexes': textSearchIndexes,
  '012-event-filter-columns': eventFilterColumns,
  '013-rule-engine-messages': ruleEngineMessages,
  '015-deferred-search-index': deferredSearchIndex,
  '016-dashboard-versions': dashboardVersions,
  '017-audit-logs': auditLogs,
  '018-two-factor': twoFactor,
  '019-resources': resources,
  '020-api-usage-state': apiUsageState,
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

import { DEFAULT_PASSWORD_HASH_ROUNDS } from '../../common/passwords.js';
import { readSettings, writeSettings } from '../../settings/store.js';
import type { Db } from '../schema.js';
import { installDemoDashboards } from './demo-dashboards.js';
import { DEMO_TENANT_EMAIL, installDemoData } from './demo-data.js';
import { installSystemData } from './system-data.js';
import { installWidgetCatalogue } from './widget-catalogue.js';

interface InstallationRecord {
  systemData?: number;
  demoData?: number;
  widgetCatalogue?: number;
  demoDashboards?: number;
}

/** The demo tenant, found by its administrator (an installation made before the demo dashboards existed has one). */
async function demoTenantId(db: Db): Promise<string | undefined> {
  const admin = await db
    .selectFrom('tb_user')
    .select('tenant_id')
    .where('email', '=', DEMO_TENANT_EMAIL)
    .executeTakeFirst();
  return admin?.tenant_id;
}

/**
 * Installs system data and the system widget catalogue once and, when asked, demo data and the demo dashboards
 * once; the record of what was installed lives in the database, so a restart installs nothing twice, and an
 * installation made before a part existed gets that part on its next start. Each part is one transaction: a failed
 * install leaves nothing.
 */
export async function installData(
  db: Db,
  options: { loadDemo: boolean; passwordHashRounds?: number },
): Promise<string[]> {
  const hashRounds = options.passwordHashRounds ?? DEFAULT_PASSWORD_HASH_ROUNDS;
  const installed: string[] = [];
  const record = (await readSettings<InstallationRecord>(db, 'installation'))?.jsonValue ?? {};
  if (!record.systemData) {
    await db.transaction().execute(async (trx) => {
      await installSystemData(trx, hashRounds);
      record.systemData = Date.now();
      await writeSettings(trx, 'installation', record);
    });
    installed.push('system data');
  }
  if (!record.widgetCatalogue) {
    await db.transaction().execute(async (trx) => {
      await installWidgetCatalogue(trx);
      record.widgetCatalogue = Date.now();
      await writeSettings(trx, 'installation', record);
    });
    installed.push('widget catalogue');
  }
  if (options.loadDemo && !record.demoData) {
    await db.transaction().execute(async (trx) => {
      await installDemoData(trx, hashRounds);
      record.demoData = Date.now();
      await writeSettings(trx, 'installation', record);
    });
    installed.push('demo data');
  }
  // The demo dashboards go with the demo data: never later into an installation that was made without it.
  if (options.loadDemo && record.demoData && !record.demoDashboards) {
    await db.transaction().execute(async (trx) => {
      const tenantId = await demoTenantId(trx);
      if (tenantId) await installDemoDashboards(trx, tenantId);
      record.demoDashboards = Date.now();
      await writeSettings(trx, 'installation', record);
    });
    installed.push('demo dashboards');
  }
  return installed;
}

import { readSettings, writeSettings } from '../../settings/store.js';
import type { Db } from '../schema.js';
import { installDemoData } from './demo-data.js';
import { installSystemData } from './system-data.js';

interface InstallationRecord {
  systemData?: number;
  demoData?: number;
}

/**
 * Installs system data once and, when asked, demo data once; the record of what was installed lives in the
 * database, so a restart installs nothing twice. Each part is one transaction: a failed install leaves nothing.
 */
export async function installData(db: Db, options: { loadDemo: boolean }): Promise<string[]> {
  const installed: string[] = [];
  const record = (await readSettings<InstallationRecord>(db, 'installation'))?.jsonValue ?? {};
  if (!record.systemData) {
    await db.transaction().execute(async (trx) => {
      await installSystemData(trx);
      record.systemData = Date.now();
      await writeSettings(trx, 'installation', record);
    });
    installed.push('system data');
  }
  if (options.loadDemo && !record.demoData) {
    await db.transaction().execute(async (trx) => {
      await installDemoData(trx);
      record.demoData = Date.now();
      await writeSettings(trx, 'installation', record);
    });
    installed.push('demo data');
  }
  return installed;
}

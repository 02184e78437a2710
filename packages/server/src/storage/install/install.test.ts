import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSettings, writeSettings } from '../../settings/store.js';
import { openSqlite, type Storage } from '../database.js';
import { migrate } from '../migrate.js';
import { installData } from './install.js';

let dataDir: string;
let storage: Storage;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'fleetdeck-install-'));
  storage = openSqlite(dataDir);
  await migrate(storage.db);
});

afterAll(async () => {
  await storage.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function count(table: 'widgets_bundle' | 'widget_type' | 'dashboard'): Promise<number> {
  const row = await storage.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n);
}

describe('installing data', () => {
  it('installs each part once, the widget catalogue and demo dashboards included', async () => {
    expect(await installData(storage.db, { loadDemo: true })).toEqual([
      'system data',
      'widget catalogue',
      'demo data',
      'demo dashboards',
    ]);
    expect([await count('widgets_bundle'), await count('widget_type'), await count('dashboard')]).toEqual([14, 97, 5]);
    expect(await installData(storage.db, { loadDemo: true })).toEqual([]);
    expect(await count('widget_type')).toBe(97);
  }, 60_000);

  it('gives an installation made before the catalogue and demo dashboards existed both on its next start', async () => {
    await storage.db.deleteFrom('widget_type').execute();
    await storage.db.deleteFrom('widgets_bundle').execute();
    await storage.db.deleteFrom('dashboard').execute();
    const record = (await readSettings<Record<string, number>>(storage.db, 'installation'))?.jsonValue ?? {};
    await writeSettings(storage.db, 'installation', { systemData: record.systemData, demoData: record.demoData });

    expect(await installData(storage.db, { loadDemo: true })).toEqual(['widget catalogue', 'demo dashboards']);
    expect([await count('widgets_bundle'), await count('widget_type'), await count('dashboard')]).toEqual([14, 97, 5]);
    const tenant = await storage.db
      .selectFrom('tb_user')
      .select('tenant_id')
      .where('email', '=', 'tenant@fleetdeck.io')
      .executeTakeFirstOrThrow();
    const owners = await storage.db.selectFrom('dashboard').select('tenant_id').distinct().execute();
    expect(owners).toEqual([{ tenant_id: tenant.tenant_id }]);
  });
});

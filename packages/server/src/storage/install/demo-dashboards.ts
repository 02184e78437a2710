import { toJsonText } from '../../common/json.js';
import { newId, uuidTime } from '../../common/uuid.js';
import type { Db } from '../schema.js';
import { readPlatformFixture } from './platform-fixtures.js';

/** The platform's five demo dashboards, as exported from it. */
export const DEMO_DASHBOARD_FILES = [
  'dashboards/firmware.json',
  'dashboards/gateways.json',
  'dashboards/rule_engine_statistics.json',
  'dashboards/software.json',
  'dashboards/thermostats.json',
] as const;

interface ExportedDashboard {
  title: string;
  image?: string | null;
  mobileHide?: boolean;
  mobileOrder?: number | null;
  configuration: unknown;
}

/**
 * The demo dashboards, for the demo tenant and assigned to no customer, as the platform installs them. Their entity
 * aliases select devices and assets by type (`thermostat`, `gateway`, `TbServiceQueue`) or all devices, and name no
 * entity ids, so they show the demo tenant's own devices as they are: the Thermostats dashboard finds Thermostat T1
 * and T2 through their device profile.
 */
export async function installDemoDashboards(db: Db, tenantId: string): Promise<void> {
  for (const file of DEMO_DASHBOARD_FILES) {
    const dashboard = readPlatformFixture<ExportedDashboard>(file);
    const id = newId();
    await db
      .insertInto('dashboard')
      .values({
        id,
        created_time: uuidTime(id),
        tenant_id: tenantId,
        title: dashboard.title,
        image: dashboard.image ?? null,
        mobile_hide: dashboard.mobileHide ? 1 : 0,
        mobile_order: dashboard.mobileOrder ?? null,
        configuration: toJsonText(dashboard.configuration),
        external_id: null,
      })
      .execute();
  }
}

import type { DashboardConfiguration, DashboardVersion, DashboardVersionInfo, PageData } from '@fleetdeck/model';
import type { Selectable } from 'kysely';
import { fromFlag, fromJsonText } from '../common/json.js';
import type { ParsedPageLink } from '../http/paging.js';
import { fetchPage } from '../storage/page-query.js';
import type { DashboardVersionTable, Db } from '../storage/schema.js';

export type DashboardVersionRow = Selectable<DashboardVersionTable>;

/** The columns a version list may be sorted by. */
export const VERSION_SORT_COLUMNS = { version: 'version', createdTime: 'created_time', title: 'title' };

export function toVersionInfo(row: DashboardVersionRow): DashboardVersionInfo {
  return {
    id: row.id,
    dashboardId: { entityType: 'DASHBOARD', id: row.dashboard_id },
    version: Number(row.version),
    createdTime: Number(row.created_time),
    userId: { entityType: 'USER', id: row.user_id },
    userName: row.user_email,
    title: row.title,
  };
}

export function toVersion(row: DashboardVersionRow): DashboardVersion {
  return {
    ...toVersionInfo(row),
    image: row.image,
    mobileHide: fromFlag(row.mobile_hide),
    mobileOrder: row.mobile_order === null ? null : Number(row.mobile_order),
    configuration: fromJsonText<DashboardConfiguration>(row.configuration),
  };
}

/**
 * Keeps a new version of the dashboard, numbered one past its last, and drops the oldest beyond `limit` (0 keeps
 * all). Runs on the handle of the save's transaction, so a save and its version are written together.
 */
export async function insertVersion(
  trx: Db,
  row: Omit<DashboardVersionRow, 'version'>,
  limit: number,
): Promise<DashboardVersionRow> {
  const last = await trx
    .selectFrom('dashboard_version')
    .select((eb) => eb.fn.max('version').as('version'))
    .where('dashboard_id', '=', row.dashboard_id)
    .executeTakeFirst();
  const saved = { ...row, version: Number(last?.version ?? 0) + 1 };
  await trx.insertInto('dashboard_version').values(saved).execute();
  if (limit > 0) {
    await trx
      .deleteFrom('dashboard_version')
      .where('dashboard_id', '=', row.dashboard_id)
      .where('version', '<=', saved.version - limit)
      .execute();
  }
  return saved;
}

export function findVersion(db: Db, dashboardId: string, versionId: string): Promise<DashboardVersionRow | undefined> {
  return db
    .selectFrom('dashboard_version')
    .selectAll()
    .where('id', '=', versionId)
    .where('dashboard_id', '=', dashboardId)
    .executeTakeFirst();
}

/** One page of a dashboard's versions, without their configuration. */
export function versionPage(
  db: Db,
  dashboardId: string,
  link: ParsedPageLink,
): Promise<PageData<DashboardVersionInfo>> {
  const base = db.selectFrom('dashboard_version').selectAll().where('dashboard_id', '=', dashboardId);
  return fetchPage(base, link, { search: 'title' }, toVersionInfo);
}

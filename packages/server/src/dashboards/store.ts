import type { Dashboard, DashboardConfiguration, DashboardInfo, PageData, ShortCustomerInfo } from '@fleetdeck/model';
import { pageData } from '@fleetdeck/model';
import type { Selectable } from 'kysely';
import { fromFlag, fromJsonText } from '../common/json.js';
import { EDGE_RELATION } from '../edges/store.js';
import { DASHBOARD } from '../entities/kinds/dashboard.js';
import type { ParsedPageLink } from '../http/paging.js';
import { deleteEntityWithData } from '../storage/cascade.js';
import { fetchPage } from '../storage/page-query.js';
import type { DashboardTable, Db } from '../storage/schema.js';
import { searchNarrowing } from '../storage/text-search.js';

export type DashboardRow = Selectable<DashboardTable>;

/** The dashboards of one tenant, of one customer of it (those assigned to it), or those an edge holds. */
export interface DashboardScope {
  tenantId: string;
  customerId?: string;
  edgeId?: string;
  /** only the dashboards shown in the mobile application */
  mobile?: boolean;
}

function infoFields(row: DashboardRow, customers: ShortCustomerInfo[]) {
  return {
    id: { entityType: 'DASHBOARD' as const, id: row.id },
    createdTime: Number(row.created_time),
    tenantId: { entityType: 'TENANT' as const, id: row.tenant_id },
    title: row.title,
    image: row.image,
    // A dashboard assigned to no customer carries null, as one never assigned does on the platform.
    assignedCustomers: customers.length > 0 ? customers : null,
    mobileHide: fromFlag(row.mobile_hide),
    mobileOrder: row.mobile_order === null ? null : Number(row.mobile_order),
  };
}

export function toDashboardInfo(row: DashboardRow, customers: ShortCustomerInfo[]): DashboardInfo {
  return { ...infoFields(row, customers), name: row.title };
}

export function toDashboard(row: DashboardRow, customers: ShortCustomerInfo[]): Dashboard {
  return {
    ...infoFields(row, customers),
    configuration: fromJsonText<DashboardConfiguration>(row.configuration) as DashboardConfiguration,
    externalId: row.external_id ? { entityType: 'DASHBOARD', id: row.external_id } : null,
    name: row.title,
  };
}

export function findDashboard(db: Db, id: string): Promise<DashboardRow | undefined> {
  return db.selectFrom('dashboard').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The customers each of the dashboards is assigned to, by title. */
export async function assignedCustomers(
  db: Db,
  dashboardIds: readonly string[],
): Promise<Map<string, ShortCustomerInfo[]>> {
  const byDashboard = new Map<string, ShortCustomerInfo[]>();
  if (dashboardIds.length === 0) return byDashboard;
  const rows = await db
    .selectFrom('dashboard_customer')
    .innerJoin('customer', 'customer.id', 'dashboard_customer.customer_id')
    .select(['dashboard_customer.dashboard_id', 'customer.id', 'customer.title', 'customer.is_public'])
    .where('dashboard_customer.dashboard_id', 'in', dashboardIds)
    .orderBy('customer.title')
    .orderBy('customer.id')
    .execute();
  for (const row of rows) {
    const list = byDashboard.get(row.dashboard_id) ?? [];
    list.push({
      customerId: { entityType: 'CUSTOMER', id: row.id },
      title: row.title,
      public: fromFlag(row.is_public),
    });
    byDashboard.set(row.dashboard_id, list);
  }
  return byDashboard;
}

export async function customersOf(db: Db, dashboardId: string): Promise<ShortCustomerInfo[]> {
  return (await assignedCustomers(db, [dashboardId])).get(dashboardId) ?? [];
}

/** One page of a scope's dashboards, without their configuration. */
export async function dashboardPage(
  db: Db,
  scope: DashboardScope,
  link: ParsedPageLink,
): Promise<PageData<DashboardInfo>> {
  let base = db.selectFrom('dashboard').selectAll('dashboard').where('dashboard.tenant_id', '=', scope.tenantId);
  if (scope.customerId) {
    const customerId = scope.customerId;
    base = base.where('dashboard.id', 'in', (eb) =>
      eb.selectFrom('dashboard_customer').select('dashboard_id').where('customer_id', '=', customerId),
    );
  }
  if (scope.edgeId) {
    const edgeId = scope.edgeId;
    base = base.where('dashboard.id', 'in', (eb) =>
      eb
        .selectFrom('relation')
        .select('to_id')
        .where('from_id', '=', edgeId)
        .where('from_type', '=', 'EDGE')
        .where('to_type', '=', 'DASHBOARD')
        .where('relation_type_group', '=', EDGE_RELATION.group)
        .where('relation_type', '=', EDGE_RELATION.type),
    );
  }
  if (scope.mobile) base = base.where('dashboard.mobile_hide', '=', 0);
  // The mobile application shows its dashboards in their mobile order first, as the platform lists them.
  const columns = {
    search: 'dashboard.title',
    table: 'dashboard',
    searchIndex: searchNarrowing(db, 'dashboard'),
    ...(scope.mobile ? { leadingOrder: 'dashboard.mobile_order' } : {}),
  };
  const page = await fetchPage(base, link, columns, (row) => row);
  const customers = await assignedCustomers(
    db,
    page.data.map((row) => row.id),
  );
  const data = page.data.map((row) => toDashboardInfo(row, customers.get(row.id) ?? []));
  return pageData(data, page.totalElements, link);
}

export async function insertDashboard(db: Db, row: DashboardRow): Promise<void> {
  await db.insertInto('dashboard').values(row).execute();
}

/** Changes the dashboard's own fields; its tenant and assignments stay as they are. */
export async function updateDashboard(
  db: Db,
  id: string,
  values: Omit<DashboardRow, 'id' | 'created_time' | 'tenant_id'>,
): Promise<void> {
  await db.updateTable('dashboard').set(values).where('id', '=', id).execute();
}

/** The dashboard, with its assignments, saved versions, attributes and relations. */
export function deleteDashboardWithData(db: Db, id: string): Promise<void> {
  return deleteEntityWithData(db, DASHBOARD, id, [
    { table: 'dashboard_customer', column: 'dashboard_id' },
    { table: 'dashboard_version', column: 'dashboard_id' },
  ]);
}

/** The names of the device profiles that open this dashboard by default. */
export async function profilesUsingDashboard(db: Db, dashboardId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('device_profile')
    .select('name')
    .where('default_dashboard_id', '=', dashboardId)
    .execute();
  return rows.map((row) => row.name);
}

/** The relation the platform keeps beside each assignment: the customer `Contains` the dashboard. */
const ASSIGNMENT_RELATION = { relation_type_group: 'DASHBOARD', relation_type: 'Contains' } as const;

/**
 * Changes the dashboard's customers (those added and those removed) and their `Contains` relations from the
 * customers, in one transaction.
 */
export async function changeAssignments(
  db: Db,
  dashboard: Pick<DashboardRow, 'id' | 'tenant_id'>,
  added: readonly string[],
  removed: readonly string[],
): Promise<void> {
  if (added.length === 0 && removed.length === 0) return;
  await db.transaction().execute(async (trx) => {
    if (removed.length > 0) {
      await trx
        .deleteFrom('dashboard_customer')
        .where('dashboard_id', '=', dashboard.id)
        .where('customer_id', 'in', removed)
        .execute();
      await trx
        .deleteFrom('relation')
        .where('to_id', '=', dashboard.id)
        .where('to_type', '=', 'DASHBOARD')
        .where('from_type', '=', 'CUSTOMER')
        .where('from_id', 'in', removed)
        .where('relation_type_group', '=', ASSIGNMENT_RELATION.relation_type_group)
        .where('relation_type', '=', ASSIGNMENT_RELATION.relation_type)
        .execute();
    }
    if (added.length > 0) {
      await trx
        .insertInto('dashboard_customer')
        .values(
          added.map((customerId) => ({
            dashboard_id: dashboard.id,
            customer_id: customerId,
            tenant_id: dashboard.tenant_id,
          })),
        )
        .onConflict((conflict) => conflict.columns(['dashboard_id', 'customer_id']).doNothing())
        .execute();
      await trx
        .insertInto('relation')
        .values(
          added.map((customerId) => ({
            from_id: customerId,
            from_type: 'CUSTOMER',
            to_id: dashboard.id,
            to_type: 'DASHBOARD',
            ...ASSIGNMENT_RELATION,
            additional_info: null,
          })),
        )
        .onConflict((conflict) =>
          conflict
            .columns(['from_id', 'from_type', 'relation_type_group', 'relation_type', 'to_id', 'to_type'])
            .doNothing(),
        )
        .execute();
    }
  });
}

/** Whether the dashboard is assigned to the customer. */
export async function isAssigned(db: Db, dashboardId: string, customerId: string): Promise<boolean> {
  const row = await db
    .selectFrom('dashboard_customer')
    .select('customer_id')
    .where('dashboard_id', '=', dashboardId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row !== undefined;
}

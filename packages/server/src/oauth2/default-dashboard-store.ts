import type { Db } from '../storage/schema.js';

/**
 * The dashboard a new user opens first, found by title as the platform does: among the tenant's dashboards for a
 * tenant administrator, among those assigned to the customer for a customer user.
 */
export async function findDefaultDashboard(
  db: Db,
  tenantId: string,
  customerId: string | null,
  title: string,
): Promise<string | undefined> {
  let query = db
    .selectFrom('dashboard')
    .select('dashboard.id')
    .where('dashboard.tenant_id', '=', tenantId)
    .where('dashboard.title', '=', title);
  if (customerId) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('dashboard_customer')
          .select('dashboard_customer.customer_id')
          .whereRef('dashboard_customer.dashboard_id', '=', 'dashboard.id')
          .where('dashboard_customer.customer_id', '=', customerId),
      ),
    );
  }
  return (await query.orderBy('dashboard.created_time').executeTakeFirst())?.id;
}

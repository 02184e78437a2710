import type { DashboardInfo } from '@fleetdeck/model';

/** The public customer the dashboard is assigned to, when it is public. */
export function publicCustomerId(dashboard: Pick<DashboardInfo, 'assignedCustomers'>): string | null {
  return dashboard.assignedCustomers?.find((customer) => customer.public)?.customerId.id ?? null;
}

/**
 * The link anyone may open a public dashboard with: the console's origin (whose port the browser already leaves out
 * when it is the scheme's default), /dashboard/{id} and the public customer's id as publicId.
 */
export function publicDashboardLink(origin: string, dashboardId: string, publicId: string): string {
  return `${origin}/dashboard/${dashboardId}?publicId=${publicId}`;
}

/** The titles of the customers a dashboard is assigned to, the public customer left out. */
export function assignedCustomerTitles(dashboard: Pick<DashboardInfo, 'assignedCustomers'>): string {
  return (dashboard.assignedCustomers ?? [])
    .filter((customer) => !customer.public)
    .map((customer) => customer.title)
    .join(', ');
}

import { mdiViewDashboard } from '@mdi/js';
import type { Resource } from '../../app/resource';

/** /dashboards: the tenant's dashboards, or those assigned to a customer user's customer. */
export const dashboardsResource: Resource = {
  id: 'dashboards',
  path: 'dashboards',
  title: 'dashboard.dashboards',
  icon: mdiViewDashboard,
  authorities: ['TENANT_ADMIN', 'CUSTOMER_USER'],
  menu: {},
  homeSection: 'dashboard.management',
  page: () => import('./DashboardsPage').then((m) => m.DashboardsPage),
  subpages: [
    {
      path: ':dashboardId',
      title: 'dashboard.dashboard',
      icon: mdiViewDashboard,
      page: () => import('../../dashboard/DashboardPage').then((m) => m.DashboardPage),
    },
  ],
};

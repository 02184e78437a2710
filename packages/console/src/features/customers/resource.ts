import {
  mdiAccountMultiple,
  mdiDevices,
  mdiDomain,
  mdiOfficeBuilding,
  mdiRouterNetwork,
  mdiViewDashboard,
  mdiViewQuilt,
} from '@mdi/js';
import type { Resource } from '../../app/resource';

/** /customers: the tenant's customers, and below each its users and the entities assigned to it. */
export const customersResource: Resource = {
  id: 'customers',
  path: 'customers',
  title: 'customer.customers',
  icon: mdiDomain,
  authorities: ['TENANT_ADMIN'],
  menu: {},
  homeSection: 'customer.management',
  page: () => import('./CustomersPage').then((m) => m.CustomersPage),
  subpages: [
    {
      path: ':customerId/users',
      title: 'user.customer-users',
      icon: mdiAccountMultiple,
      page: () => import('../users/CustomerUsersPage').then((m) => m.CustomerUsersPage),
    },
    {
      path: ':customerId/assets',
      title: 'asset.assets',
      icon: mdiOfficeBuilding,
      page: () => import('../customer-entities/CustomerAssetsPage').then((m) => m.CustomerAssetsPage),
    },
    {
      path: ':customerId/devices',
      title: 'device.devices',
      icon: mdiDevices,
      page: () => import('../customer-entities/CustomerDevicesPage').then((m) => m.CustomerDevicesPage),
    },
    {
      path: ':customerId/entityViews',
      title: 'entity-view.entity-views',
      icon: mdiViewQuilt,
      page: () => import('../customer-entities/CustomerEntityViewsPage').then((m) => m.CustomerEntityViewsPage),
    },
    {
      path: ':customerId/edgeInstances',
      title: 'edge.edge-instances',
      icon: mdiRouterNetwork,
      page: () => import('../customer-entities/CustomerEdgesPage').then((m) => m.CustomerEdgesPage),
    },
    {
      path: ':customerId/dashboards',
      title: 'dashboard.dashboards',
      icon: mdiViewDashboard,
      page: () => import('../customer-entities/CustomerDashboardsPage').then((m) => m.CustomerDashboardsPage),
    },
  ],
};

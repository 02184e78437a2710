import { mdiDevices, mdiOfficeBuilding, mdiRouterNetwork, mdiSitemap, mdiViewDashboard, mdiViewQuilt } from '@mdi/js';
import { type Resource, whileEdgesEnabled } from '../../app/resource';

/**
 * /edgeInstances: the tenant's edges, or a customer user's own, and below each what is assigned to it; offered only
 * while edge support is enabled.
 */
export const edgesResource: Resource = {
  id: 'edges',
  path: 'edgeInstances',
  title: 'edge.edge-instances',
  icon: mdiRouterNetwork,
  authorities: ['TENANT_ADMIN', 'CUSTOMER_USER'],
  menu: {},
  homeSection: 'edge.management',
  condition: whileEdgesEnabled,
  page: () => import('./EdgesPage').then((m) => m.EdgesPage),
  subpages: [
    {
      path: ':edgeId/assets',
      title: 'asset.assets',
      icon: mdiOfficeBuilding,
      page: () => import('../edge-entities/EdgeAssetsPage').then((m) => m.EdgeAssetsPage),
    },
    {
      path: ':edgeId/devices',
      title: 'device.devices',
      icon: mdiDevices,
      page: () => import('../edge-entities/EdgeDevicesPage').then((m) => m.EdgeDevicesPage),
    },
    {
      path: ':edgeId/entityViews',
      title: 'entity-view.entity-views',
      icon: mdiViewQuilt,
      page: () => import('../edge-entities/EdgeEntityViewsPage').then((m) => m.EdgeEntityViewsPage),
    },
    {
      path: ':edgeId/dashboards',
      title: 'dashboard.dashboards',
      icon: mdiViewDashboard,
      page: () => import('../edge-entities/EdgeDashboardsPage').then((m) => m.EdgeDashboardsPage),
    },
    {
      path: ':edgeId/ruleChains',
      title: 'rulechain.rulechains',
      icon: mdiSitemap,
      page: () => import('../edge-entities/EdgeRuleChainsPage').then((m) => m.EdgeRuleChainsPage),
    },
  ],
};

import { mdiRouterNetwork } from '@mdi/js';
import { type Resource, whileEdgesEnabled } from '../../app/resource';

/** /edgeInstances: the tenant's edges, or a customer user's own; offered only while edge support is enabled. */
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
};

import { mdiViewQuilt } from '@mdi/js';
import type { Resource } from '../../app/resource';

/** /entityViews: the tenant's entity views, or a customer user's own. */
export const entityViewsResource: Resource = {
  id: 'entity_views',
  path: 'entityViews',
  title: 'entity-view.entity-views',
  icon: mdiViewQuilt,
  authorities: ['TENANT_ADMIN', 'CUSTOMER_USER'],
  menu: {},
  homeSection: 'entity-view.management',
  page: () => import('./EntityViewsPage').then((m) => m.EntityViewsPage),
};

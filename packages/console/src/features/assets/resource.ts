import { mdiOfficeBuilding } from '@mdi/js';
import type { Resource } from '../../app/resource';

/** /assets: the tenant's assets, or a customer user's own. */
export const assetsResource: Resource = {
  id: 'assets',
  path: 'assets',
  title: 'asset.assets',
  icon: mdiOfficeBuilding,
  authorities: ['TENANT_ADMIN', 'CUSTOMER_USER'],
  menu: {},
  homeSection: 'asset.management',
  page: () => import('./AssetsPage').then((m) => m.AssetsPage),
};

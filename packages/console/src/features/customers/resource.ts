import { mdiAccountMultiple, mdiDomain } from '@mdi/js';
import type { Resource } from '../../app/resource';

/** /customers: the tenant's customers, and below each its users. */
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
  ],
};

import { mdiAccountMultiple, mdiAccountSupervisor } from '@mdi/js';
import type { Resource } from '../../app/resource';

/** /tenants: the system administrator's tenants, and below each its administrators. */
export const tenantsResource: Resource = {
  id: 'tenants',
  path: 'tenants',
  title: 'tenant.tenants',
  icon: mdiAccountSupervisor,
  authorities: ['SYS_ADMIN'],
  menu: {},
  homeSection: 'tenant.management',
  page: () => import('./TenantsPage').then((m) => m.TenantsPage),
  subpages: [
    {
      path: ':tenantId/users',
      title: 'user.tenant-admins',
      icon: mdiAccountMultiple,
      page: () => import('../users/TenantAdminsPage').then((m) => m.TenantAdminsPage),
    },
  ],
};

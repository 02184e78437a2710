import { mdiAccountBoxMultiple } from '@mdi/js';
import type { Resource } from '../../app/resource';

/** /tenantProfiles: the system administrator's tenant profiles. */
export const tenantProfilesResource: Resource = {
  id: 'tenant_profiles',
  path: 'tenantProfiles',
  title: 'tenant-profile.tenant-profiles',
  icon: mdiAccountBoxMultiple,
  authorities: ['SYS_ADMIN'],
  menu: {},
  homeSection: 'tenant.management',
  page: () => import('./TenantProfilesPage').then((m) => m.TenantProfilesPage),
};

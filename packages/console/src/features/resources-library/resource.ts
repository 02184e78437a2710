import { mdiLibraryShelves } from '@mdi/js';
import type { Resource } from '../../app/resource';
import { systemSettingsGroup } from '../system-settings/resources';
import { tenantSettingsGroup } from '../tenant-settings/resources';

const page = () => import('./ResourcesLibraryPage').then((m) => m.ResourcesLibraryPage);

/** /settings/resources-library in the system administrator's system settings: the system's resources. */
export const systemResourcesLibraryResource: Resource = {
  id: 'resources_library',
  path: 'settings/resources-library',
  title: 'resource.resources-library',
  icon: mdiLibraryShelves,
  authorities: ['SYS_ADMIN'],
  menu: { group: systemSettingsGroup },
  homeSection: 'admin.system-settings',
  page,
};

/** The same page in the tenant administrator's settings: the system's resources and the tenant's own. */
export const tenantResourcesLibraryResource: Resource = {
  ...systemResourcesLibraryResource,
  authorities: ['TENANT_ADMIN'],
  menu: { group: tenantSettingsGroup },
  homeSection: 'admin.settings',
};

import { mdiSourceRepository } from '@mdi/js';
import type { Resource } from '../../app/resource';
import { tenantSettingsGroup } from '../tenant-settings/resources';

/** /settings/repository: the git repository that keeps the tenant's versions. */
export const repositorySettingsResource: Resource = {
  id: 'repository_settings',
  path: 'settings/repository',
  title: 'admin.repository-settings',
  icon: mdiSourceRepository,
  authorities: ['TENANT_ADMIN'],
  menu: { group: tenantSettingsGroup },
  homeSection: 'admin.settings',
  page: () => import('./RepositorySettingsPage').then((m) => m.RepositorySettingsPage),
};

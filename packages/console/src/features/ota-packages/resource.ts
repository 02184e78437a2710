import { mdiMemory } from '@mdi/js';
import type { Resource } from '../../app/resource';

/** /otaUpdates: the tenant's firmware and software packages. */
export const otaPackagesResource: Resource = {
  id: 'ota_updates',
  path: 'otaUpdates',
  title: 'ota-update.ota-updates',
  icon: mdiMemory,
  authorities: ['TENANT_ADMIN'],
  menu: {},
  homeSection: 'ota-update.management',
  page: () => import('./OtaPackagesPage').then((m) => m.OtaPackagesPage),
};

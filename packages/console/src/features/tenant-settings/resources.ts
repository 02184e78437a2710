import { mdiCog, mdiHomeEdit } from '@mdi/js';
import type { MenuGroup, Resource } from '../../app/resource';

/** The tenant administrator's "Settings" toggle of the side menu: 40 px a page. */
export const tenantSettingsGroup: MenuGroup = {
  id: 'tenant_settings',
  name: 'admin.settings',
  path: '/settings',
  icon: mdiCog,
  height: 120,
};

/** /settings/home: the tenant's home dashboard and whether its toolbar shows. */
export const homeSettingsResource: Resource = {
  id: 'home_settings',
  path: 'settings/home',
  title: 'admin.home-settings',
  icon: mdiHomeEdit,
  authorities: ['TENANT_ADMIN'],
  menu: { group: tenantSettingsGroup },
  homeSection: 'admin.settings',
  page: () => import('./HomeSettingsPage').then((m) => m.HomeSettingsPage),
};

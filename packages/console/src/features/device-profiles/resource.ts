import { mdiAlphaDBox } from '@mdi/js';
import type { Resource } from '../../app/resource';

/** /deviceProfiles: the tenant's device profiles. */
export const deviceProfilesResource: Resource = {
  id: 'device_profiles',
  path: 'deviceProfiles',
  title: 'device-profile.device-profiles',
  icon: mdiAlphaDBox,
  authorities: ['TENANT_ADMIN'],
  menu: {},
  homeSection: 'device.management',
  page: () => import('./DeviceProfilesPage').then((m) => m.DeviceProfilesPage),
};

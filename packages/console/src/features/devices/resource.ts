import { mdiDevices } from '@mdi/js';
import type { Resource } from '../../app/resource';

/** /devices: the tenant's devices, or a customer user's own. */
export const devicesResource: Resource = {
  id: 'devices',
  path: 'devices',
  title: 'device.devices',
  icon: mdiDevices,
  authorities: ['TENANT_ADMIN', 'CUSTOMER_USER'],
  menu: {},
  homeSection: 'device.management',
  page: () => import('./DevicesPage').then((m) => m.DevicesPage),
};

import { mdiRouter } from '@mdi/js';
import type { MenuGroup } from '../../app/resource';

/**
 * The tenant administrator's "Edge management" toggle of the side menu, holding edge instances and the rule chain
 * templates (seed: 40 px); a customer user has edge instances as a plain entry.
 */
export const edgeManagementGroup: MenuGroup = {
  id: 'edge_management',
  name: 'edge.management',
  path: '/edgeManagement',
  icon: mdiRouter,
  height: 40,
  authorities: ['TENANT_ADMIN'],
};

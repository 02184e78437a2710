import { mdiRouter } from '@mdi/js';
import type { MenuGroup } from '../../app/resource';

/**
 * The tenant administrator's "Edge management" toggle of the side menu (seed: 40 px, one entry high): the rule chain
 * templates. Edge instances stay a plain entry before it, as on the platform.
 */
export const edgeManagementGroup: MenuGroup = {
  id: 'edge_management',
  name: 'edge.management',
  path: '/edgeManagement',
  icon: mdiRouter,
  height: 40,
};

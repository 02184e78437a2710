import { mdiHome } from '@mdi/js';
import type { Resource } from '../../app/resource';

/** /home: the greeting and the cards of the user's pages; every signed-in user starts here. */
export const homeResource: Resource = {
  id: 'home',
  path: 'home',
  title: 'home.home',
  icon: mdiHome,
  menu: {},
  page: () => import('./HomePage').then((m) => m.HomePage),
};

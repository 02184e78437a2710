import { mdiAccount, mdiLock } from '@mdi/js';
import type { RouteObject } from 'react-router';
import { resourceRoutes } from './resource-routes';
import { RESOURCES } from './resources';
import type { RouteHandle } from './route-handle';

const handle = (value: RouteHandle) => value;

/**
 * The pages inside the home shell: the resources (each declared once in its feature folder, which also
 * places it in the menu and on the home page) and the user's own pages.
 */
export const homeRoutes: RouteObject[] = [
  ...resourceRoutes(RESOURCES),
  {
    path: 'profile',
    lazy: () => import('../features/profile/ProfilePage').then((m) => ({ Component: m.ProfilePage })),
    handle: handle({ title: 'profile.profile', breadcrumb: { label: 'profile.profile', icon: mdiAccount } }),
  },
  {
    path: 'security',
    lazy: () => import('../features/security/SecurityPage').then((m) => ({ Component: m.SecurityPage })),
    handle: handle({ title: 'security.security', breadcrumb: { label: 'security.security', icon: mdiLock } }),
  },
];

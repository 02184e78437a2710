import { mdiAccount, mdiLock } from '@mdi/js';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RouteGuard } from '../core/guards/RouteGuard';
import { RootLayout } from './RootLayout';
import { resourceRoutes } from './resource-routes';
import { RESOURCES } from './resources';
import type { RouteHandle } from './route-handle';

const handle = (value: RouteHandle) => value;

/** The sign-in area; each screen is its own small chunk. */
const loginRoutes: RouteObject[] = [
  {
    index: true,
    lazy: () => import('../features/login/LoginPage').then((m) => ({ Component: m.LoginPage })),
    handle: handle({ title: 'login.login' }),
  },
  {
    path: 'resetPasswordRequest',
    lazy: () =>
      import('../features/login/ResetPasswordRequestPage').then((m) => ({ Component: m.ResetPasswordRequestPage })),
    handle: handle({ title: 'login.request-password-reset' }),
  },
  {
    path: 'resetPassword',
    lazy: () => import('../features/login/ResetPasswordPage').then((m) => ({ Component: m.ResetPasswordPage })),
    handle: handle({ title: 'login.reset-password' }),
  },
  {
    path: 'resetExpiredPassword',
    lazy: () => import('../features/login/ResetPasswordPage').then((m) => ({ Component: m.ResetExpiredPasswordPage })),
    handle: handle({ title: 'login.reset-password' }),
  },
  {
    path: 'createPassword',
    lazy: () => import('../features/login/CreatePasswordPage').then((m) => ({ Component: m.CreatePasswordPage })),
    handle: handle({ title: 'login.create-password' }),
  },
];

/**
 * The pages inside the home shell: the resources (each declared once in its feature folder, which also
 * places it in the menu and on the home page) and the user's own pages.
 */
const homeRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/home" replace /> },
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

/** Nothing while the first page's code loads: the page's own loading spinner stays until the root layout mounts. */
function FirstLoad() {
  return null;
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: FirstLoad,
    children: [
      { path: 'login', element: <RouteGuard access="public" />, children: loginRoutes },
      {
        path: '/',
        element: <RouteGuard access="authenticated" />,
        children: [
          {
            lazy: () => import('../core/queries/QueryLayout').then((m) => ({ Component: m.QueryLayout })),
            children: [
              {
                lazy: () => import('../shell/HomeShell').then((m) => ({ Component: m.HomeShell })),
                children: homeRoutes,
              },
              {
                // a dashboard without the shell: public links and users held in fullscreen open dashboards here
                path: 'dashboard/:dashboardId',
                lazy: () =>
                  import('../dashboard/DashboardPage').then((m) => ({ Component: m.StandaloneDashboardPage })),
                handle: handle({ title: 'dashboard.dashboard' }),
              },
            ],
          },
        ],
      },
      { path: '*', element: <RouteGuard access="fallback" /> },
    ],
  },
];

export const router = createBrowserRouter(routes);

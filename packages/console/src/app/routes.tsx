import { createBrowserRouter, Navigate, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { RouteGuard } from '../core/guards/RouteGuard';
import { RootLayout } from './RootLayout';
import type { RouteHandle } from './route-handle';

const handle = (value: RouteHandle) => value;

const HOME_SHELL = 'home-shell';

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

/** Nothing while the first page's code loads: the page's own loading spinner stays until the root layout mounts. */
function FirstLoad() {
  return null;
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: FirstLoad,
    children: [
      {
        path: 'login/mfa',
        element: <RouteGuard access="verification" />,
        children: [
          {
            index: true,
            lazy: () => import('../features/login/TwoFactorPage').then((m) => ({ Component: m.TwoFactorPage })),
            handle: handle({ title: 'login.verify-your-identity' }),
          },
        ],
      },
      { path: 'login', element: <RouteGuard access="public" />, children: loginRoutes },
      {
        path: '/',
        element: <RouteGuard access="authenticated" />,
        children: [
          {
            lazy: () => import('../core/queries/QueryLayout').then((m) => ({ Component: m.QueryLayout })),
            children: [
              {
                id: HOME_SHELL,
                lazy: () => import('../shell/HomeShell').then((m) => ({ Component: m.HomeShell })),
                children: [{ index: true, element: <Navigate to="/home" replace /> }],
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

/**
 * The shell's pages join the route table on the first navigation into the shell: the resource list (menu icons, page
 * declarations) stays out of the sign-in page's scripts. Until then a shell path matches only the fallback splat, and
 * a splat match is what makes the router ask for more routes.
 */
export function discoverHomeRoutes(): PatchRoutesOnNavigationFunction {
  let added = false;
  return async ({ patch }) => {
    if (added) return;
    const { homeRoutes } = await import('./home-routes');
    if (added) return;
    patch(HOME_SHELL, homeRoutes);
    added = true;
  };
}

export const router = createBrowserRouter(routes, { patchRoutesOnNavigation: discoverHomeRoutes() });

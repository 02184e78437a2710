import {
  mdiAccount,
  mdiAccountBoxMultiple,
  mdiAccountMultiple,
  mdiAccountSupervisor,
  mdiAlphaDBox,
  mdiDevices,
  mdiDomain,
  mdiHome,
  mdiLock,
} from '@mdi/js';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RouteGuard } from '../core/guards/RouteGuard';
import { RootLayout } from './RootLayout';
import type { RouteHandle } from './route-handle';

const handle = (value: RouteHandle) => value;

/** The sign-in area (seed 000 §2.1); each screen is its own small chunk. */
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

/** The pages inside the home shell (seed 000 §2.2). A page's menu entry lives in shell/menu-sections.ts. */
const homeRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/home" replace /> },
  {
    path: 'home',
    lazy: () => import('../features/home/HomePage').then((m) => ({ Component: m.HomePage })),
    handle: handle({ title: 'home.home', breadcrumb: { label: 'home.home', icon: mdiHome } }),
  },
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
  {
    path: 'tenants',
    handle: handle({
      title: 'tenant.tenants',
      breadcrumb: { label: 'tenant.tenants', icon: mdiAccountSupervisor },
      authorities: ['SYS_ADMIN'],
    }),
    children: [
      {
        index: true,
        lazy: () => import('../features/tenants/TenantsPage').then((m) => ({ Component: m.TenantsPage })),
      },
      {
        path: ':tenantId/users',
        lazy: () => import('../features/users/TenantAdminsPage').then((m) => ({ Component: m.TenantAdminsPage })),
        handle: handle({
          title: 'user.tenant-admins',
          breadcrumb: { label: 'user.tenant-admins', icon: mdiAccountMultiple },
        }),
      },
    ],
  },
  {
    path: 'tenantProfiles',
    lazy: () =>
      import('../features/tenant-profiles/TenantProfilesPage').then((m) => ({ Component: m.TenantProfilesPage })),
    handle: handle({
      title: 'tenant-profile.tenant-profiles',
      breadcrumb: { label: 'tenant-profile.tenant-profiles', icon: mdiAccountBoxMultiple },
      authorities: ['SYS_ADMIN'],
    }),
  },
  {
    path: 'customers',
    handle: handle({
      title: 'customer.customers',
      breadcrumb: { label: 'customer.customers', icon: mdiDomain },
      authorities: ['TENANT_ADMIN'],
    }),
    children: [
      {
        index: true,
        lazy: () => import('../features/customers/CustomersPage').then((m) => ({ Component: m.CustomersPage })),
      },
      {
        path: ':customerId/users',
        lazy: () => import('../features/users/CustomerUsersPage').then((m) => ({ Component: m.CustomerUsersPage })),
        handle: handle({
          title: 'user.customer-users',
          breadcrumb: { label: 'user.customer-users', icon: mdiAccountMultiple },
        }),
      },
    ],
  },
  {
    path: 'devices',
    lazy: () => import('../features/devices/DevicesPage').then((m) => ({ Component: m.DevicesPage })),
    handle: handle({
      title: 'device.devices',
      breadcrumb: { label: 'device.devices', icon: mdiDevices },
      authorities: ['TENANT_ADMIN', 'CUSTOMER_USER'],
    }),
  },
  {
    path: 'deviceProfiles',
    lazy: () =>
      import('../features/device-profiles/DeviceProfilesPage').then((m) => ({ Component: m.DeviceProfilesPage })),
    handle: handle({
      title: 'device-profile.device-profiles',
      breadcrumb: { label: 'device-profile.device-profiles', icon: mdiAlphaDBox },
      authorities: ['TENANT_ADMIN'],
    }),
  },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: 'login', element: <RouteGuard access="public" />, children: loginRoutes },
      {
        path: '/',
        element: <RouteGuard access="authenticated" />,
        children: [
          {
            lazy: () => import('../shell/HomeShell').then((m) => ({ Component: m.HomeShell })),
            children: homeRoutes,
          },
        ],
      },
      { path: '*', element: <RouteGuard access="fallback" /> },
    ],
  },
];

export const router = createBrowserRouter(routes);

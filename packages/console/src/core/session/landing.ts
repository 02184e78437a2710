import type { AuthState } from './auth-store';

/** The pages a user restricted to dashboards may still open. */
const DASHBOARD_PATH = /^\/dashboards?\//;
const ACCOUNT_PATHS = ['/profile', '/security'];

/**
 * Forced fullscreen comes from the user's default dashboard settings; public users always get it.
 */
export function isForceFullscreen(state: Pick<AuthState, 'authUser' | 'userDetails'>): boolean {
  if (state.authUser?.isPublic) return true;
  const info = state.userDetails?.additionalInfo;
  return Boolean(info?.defaultDashboardId && info.defaultDashboardFullscreen);
}

/** Where a signed-in user lands: the remembered page, else the default dashboard, else home. */
export function landingUrl(
  state: Pick<AuthState, 'authUser' | 'userDetails' | 'forceFullscreen' | 'lastPublicDashboardId' | 'redirectUrl'>,
): string {
  // The two-factor step comes before any page.
  if (state.authUser?.authority === 'PRE_VERIFICATION_TOKEN') return '/login/mfa';
  if (state.authUser?.isPublic) {
    return state.lastPublicDashboardId ? `/dashboard/${state.lastPublicDashboardId}` : '/home';
  }
  if (state.redirectUrl) return state.redirectUrl;
  const defaultDashboardId = state.userDetails?.additionalInfo?.defaultDashboardId;
  if (defaultDashboardId) {
    return state.forceFullscreen ? `/dashboard/${defaultDashboardId}` : `/dashboards/${defaultDashboardId}`;
  }
  return '/home';
}

/**
 * Users with forced fullscreen (public users among them) and the mobile app are limited to dashboard pages; profile
 * and security stay open to users who are not public, and never to the mobile app.
 */
export function isPathAllowedWhenRestricted(path: string, isPublic: boolean, isMobileApp: boolean): boolean {
  if (DASHBOARD_PATH.test(path)) return true;
  return !isPublic && !isMobileApp && ACCOUNT_PATHS.includes(path);
}

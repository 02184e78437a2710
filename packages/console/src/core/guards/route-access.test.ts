import { describe, expect, it } from 'vitest';
import { type AuthState, initialAuthState } from '../session/auth-store';
import type { AuthUser } from '../session/auth-user';
import { decideFallback, decideRouteAccess } from './route-access';

const tenantAdmin: AuthUser = {
  sub: 'tenant@fleetdeck.io',
  userId: 'u1',
  scopes: ['TENANT_ADMIN'],
  authority: 'TENANT_ADMIN',
  isPublic: false,
  tenantId: 't1',
  customerId: null,
  firstName: null,
  lastName: null,
};

function signedIn(overrides: Partial<AuthState> = {}): AuthState {
  return { ...initialAuthState, status: 'authenticated', authUser: tenantAdmin, ...overrides };
}

const at = (url: string) => ({ url, path: url.split('?')[0] ?? url, isMobileApp: false });

describe('route guard', () => {
  it('waits while the session is still loading', () => {
    expect(decideRouteAccess(initialAuthState, { access: 'authenticated' }, at('/home'))).toEqual({ kind: 'wait' });
  });

  it('sends an unauthenticated visitor to sign in and remembers the requested page', () => {
    const state = { ...initialAuthState, status: 'unauthenticated' as const };
    expect(decideRouteAccess(state, { access: 'authenticated' }, at('/customers?page=2'))).toEqual({
      kind: 'redirect',
      to: '/login',
      remember: '/customers?page=2',
    });
  });

  it('opens the login area to unauthenticated visitors', () => {
    const state = { ...initialAuthState, status: 'unauthenticated' as const };
    expect(decideRouteAccess(state, { access: 'public' }, at('/login'))).toEqual({ kind: 'allow' });
  });

  it('sends a signed-in user away from the login area to the landing page', () => {
    expect(decideRouteAccess(signedIn(), { access: 'public' }, at('/login'))).toEqual({
      kind: 'redirect',
      to: '/home',
    });
  });

  it('shows the forbidden dialog for a route outside the user authority', () => {
    expect(
      decideRouteAccess(signedIn(), { access: 'authenticated', authorities: ['SYS_ADMIN'] }, at('/tenants')),
    ).toEqual({
      kind: 'forbidden',
    });
  });

  it('lets a user into a route of the user authority', () => {
    const rule = { access: 'authenticated' as const, authorities: ['TENANT_ADMIN' as const] };
    expect(decideRouteAccess(signedIn(), rule, at('/customers'))).toEqual({ kind: 'allow' });
  });

  it('keeps a user with a forced fullscreen default dashboard on dashboard pages', () => {
    const state = signedIn({
      forceFullscreen: true,
      userDetails: {
        additionalInfo: { defaultDashboardId: 'd1', defaultDashboardFullscreen: true },
      } as AuthState['userDetails'],
    });
    expect(decideRouteAccess(state, { access: 'authenticated' }, at('/customers'))).toEqual({
      kind: 'redirect',
      to: '/dashboard/d1',
    });
    expect(decideRouteAccess(state, { access: 'authenticated' }, at('/profile'))).toEqual({ kind: 'allow' });
  });

  it('does not let a public user open the profile page', () => {
    const state = signedIn({
      forceFullscreen: true,
      authUser: { ...tenantAdmin, isPublic: true, authority: 'ANONYMOUS' },
    });
    expect(decideRouteAccess(state, { access: 'authenticated' }, at('/profile'))).toEqual({
      kind: 'redirect',
      to: '/home',
    });
  });

  it('sends the mobile app only to dashboard pages', () => {
    const mobile = (url: string) => ({ ...at(url), isMobileApp: true });
    expect(decideRouteAccess(signedIn(), { access: 'authenticated' }, mobile('/security'))).toEqual({
      kind: 'redirect',
      to: '/home',
    });
    expect(decideRouteAccess(signedIn(), { access: 'authenticated' }, mobile('/home'))).toEqual({ kind: 'forbidden' });
    expect(decideRouteAccess(signedIn(), { access: 'authenticated' }, mobile('/dashboards/d1'))).toEqual({
      kind: 'allow',
    });
  });

  it('sends any other path home', () => {
    expect(decideFallback(signedIn(), at('/no/such/page'))).toEqual({ kind: 'redirect', to: '/home' });
  });

  it('sends any other path of an unauthenticated visitor to sign in', () => {
    const state = { ...initialAuthState, status: 'unauthenticated' as const };
    expect(decideFallback(state, at('/nowhere'))).toEqual({ kind: 'redirect', to: '/login', remember: '/nowhere' });
  });

  describe('the two-factor step', () => {
    const verifying: AuthState = {
      ...initialAuthState,
      status: 'verifying',
      authUser: { ...tenantAdmin, scopes: ['PRE_VERIFICATION_TOKEN'], authority: 'PRE_VERIFICATION_TOKEN' },
    };

    it('is open only to a pre-verification token', () => {
      const rule = { access: 'verification' as const };
      expect(decideRouteAccess(verifying, rule, at('/login/mfa'))).toEqual({ kind: 'allow' });
      const unauthenticated = { ...initialAuthState, status: 'unauthenticated' as const };
      expect(decideRouteAccess(unauthenticated, rule, at('/login/mfa'))).toEqual({ kind: 'redirect', to: '/login' });
      expect(decideRouteAccess(signedIn(), rule, at('/login/mfa'))).toEqual({ kind: 'redirect', to: '/home' });
    });

    it('is where the login area sends a pre-verification token, and every other page signs it out', () => {
      expect(decideRouteAccess(verifying, { access: 'public' }, at('/login'))).toEqual({
        kind: 'redirect',
        to: '/login/mfa',
      });
      expect(decideRouteAccess(verifying, { access: 'authenticated' }, at('/home'))).toEqual({ kind: 'logout' });
      expect(decideFallback(verifying, at('/somewhere'))).toEqual({ kind: 'logout' });
    });
  });
});

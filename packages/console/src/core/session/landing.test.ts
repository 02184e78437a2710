import type { User } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { initialAuthState } from './auth-store';
import type { AuthUser } from './auth-user';
import { isForceFullscreen, landingUrl } from './landing';

const customer: AuthUser = {
  sub: 'customer@fleetdeck.io',
  userId: 'u2',
  scopes: ['CUSTOMER_USER'],
  authority: 'CUSTOMER_USER',
  isPublic: false,
  tenantId: 't1',
  customerId: 'c1',
  firstName: null,
  lastName: null,
};

const withDefaultDashboard = (fullscreen: boolean) =>
  ({ additionalInfo: { defaultDashboardId: 'd7', defaultDashboardFullscreen: fullscreen } }) as unknown as User;

describe('post-login landing', () => {
  it('goes home by default', () => {
    expect(landingUrl({ ...initialAuthState, authUser: customer })).toBe('/home');
  });

  it('returns to the remembered page before anything else', () => {
    const state = {
      ...initialAuthState,
      authUser: customer,
      userDetails: withDefaultDashboard(false),
      redirectUrl: '/profile',
    };
    expect(landingUrl(state)).toBe('/profile');
  });

  it('opens the default dashboard', () => {
    expect(landingUrl({ ...initialAuthState, authUser: customer, userDetails: withDefaultDashboard(false) })).toBe(
      '/dashboards/d7',
    );
  });

  it('opens the default dashboard fullscreen when fullscreen is forced', () => {
    const state = { ...initialAuthState, authUser: customer, userDetails: withDefaultDashboard(true) };
    expect(isForceFullscreen(state)).toBe(true);
    expect(landingUrl({ ...state, forceFullscreen: true })).toBe('/dashboard/d7');
  });

  it('sends a public user to the last public dashboard', () => {
    const state = { ...initialAuthState, authUser: { ...customer, isPublic: true }, lastPublicDashboardId: 'p1' };
    expect(isForceFullscreen(state)).toBe(true);
    expect(landingUrl(state)).toBe('/dashboard/p1');
  });
});

import type { Authority } from '@fleetdeck/model';
import type { AuthState } from '../session/auth-store';
import { isPathAllowedWhenRestricted, landingUrl } from '../session/landing';

/** What a route asks of the session. Login-area routes are 'public'; the home shell and its pages require a user. */
export interface RouteAccessRule {
  /** 'verification' is the two-factor step, open only to a pre-verification token. */
  access: 'public' | 'verification' | 'authenticated';
  /** Absent means any signed-in authority. */
  authorities?: readonly Authority[];
}

export type RouteAccessDecision =
  | { kind: 'allow' }
  | { kind: 'wait' }
  | { kind: 'redirect'; to: string; remember?: string }
  | { kind: 'forbidden' }
  /** A pre-verification token anywhere but the two-factor step ends the session. */
  | { kind: 'logout' };

export interface RouteAccessContext {
  /** path plus query of the requested location */
  url: string;
  path: string;
  isMobileApp: boolean;
}

/** The guard as a pure decision, so the rules can be read and tested apart from React. */
export function decideRouteAccess(
  state: AuthState,
  rule: RouteAccessRule,
  context: RouteAccessContext,
): RouteAccessDecision {
  if (state.status === 'pending') return { kind: 'wait' };
  if (rule.access === 'verification') {
    if (state.status === 'verifying') return { kind: 'allow' };
    return { kind: 'redirect', to: state.status === 'authenticated' ? landingUrl(state) : '/login' };
  }
  if (state.status === 'verifying') {
    // Signing in lands on the login page first; from there the step is where to go.
    return rule.access === 'public' ? { kind: 'redirect', to: landingUrl(state) } : { kind: 'logout' };
  }
  if (rule.access === 'public') {
    return state.status === 'authenticated' ? { kind: 'redirect', to: landingUrl(state) } : { kind: 'allow' };
  }
  if (state.status === 'unauthenticated' || !state.authUser) {
    return { kind: 'redirect', to: '/login', remember: context.url };
  }
  const restricted = state.forceFullscreen || context.isMobileApp;
  if (restricted && !isPathAllowedWhenRestricted(context.path, state.authUser.isPublic, context.isMobileApp)) {
    const landing = landingUrl({ ...state, redirectUrl: null });
    return landing === context.path ? { kind: 'forbidden' } : { kind: 'redirect', to: landing };
  }
  if (rule.authorities && !rule.authorities.includes(state.authUser.authority)) return { kind: 'forbidden' };
  return { kind: 'allow' };
}

/**
 * Where an unknown path goes: home. A user restricted to dashboards whose landing page itself has no
 * route gets the forbidden dialog instead, so that home and the landing page never redirect to each other.
 */
export function decideFallback(state: AuthState, context: RouteAccessContext): RouteAccessDecision {
  if (state.status === 'pending') return { kind: 'wait' };
  if (state.status === 'verifying') return { kind: 'logout' };
  if (state.status !== 'authenticated' || !state.authUser)
    return { kind: 'redirect', to: '/login', remember: context.url };
  const restricted = state.forceFullscreen || context.isMobileApp;
  if (restricted && landingUrl({ ...state, redirectUrl: null }) === context.path) return { kind: 'forbidden' };
  return { kind: 'redirect', to: '/home' };
}

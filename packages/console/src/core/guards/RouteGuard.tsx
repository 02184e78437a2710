import { LinearProgress } from '@mui/material';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { routeAuthorities, useRouteMatches } from '../../app/route-handle';
import { useDialogStore } from '../dialogs/dialog-store';
import { useAuthStore } from '../session/auth-store';
import { isMobileApp } from '../session/mobile-app';
import { clearRedirectUrl, logout, rememberRedirectUrl } from '../session/session';
import { decideFallback, decideRouteAccess, type RouteAccessDecision } from './route-access';

interface RouteGuardProps {
  access: 'public' | 'verification' | 'authenticated' | 'fallback';
}

/**
 * Applies the route guard to the routes below it: unauthenticated users go to sign-in with the URL remembered, a
 * route outside the user's authority opens the forbidden dialog, and the mobile app reaches only dashboards.
 */
export function RouteGuard({ access }: RouteGuardProps) {
  const state = useAuthStore();
  const location = useLocation();
  const matches = useRouteMatches();
  const context = { url: location.pathname + location.search, path: location.pathname, isMobileApp: isMobileApp() };
  const decision: RouteAccessDecision =
    access === 'fallback'
      ? decideFallback(state, context)
      : decideRouteAccess(state, { access, authorities: routeAuthorities(matches) }, context);

  const remember = decision.kind === 'redirect' ? decision.remember : undefined;
  const allowedInside = decision.kind === 'allow' && access === 'authenticated';
  useEffect(() => {
    if (remember) rememberRedirectUrl(remember);
  }, [remember]);
  useEffect(() => {
    // The remembered page has been reached (or passed over): the next sign-in starts fresh.
    if (allowedInside && useAuthStore.getState().redirectUrl) clearRedirectUrl();
  }, [allowedInside]);

  switch (decision.kind) {
    case 'wait':
      return <LinearProgress sx={{ position: 'fixed', top: 0, left: 0, right: 0 }} />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'forbidden':
      return <Forbidden isHome={location.pathname === '/home'} />;
    case 'allow':
      return <Outlet />;
    case 'logout':
      return <SignOut />;
  }
}

/** Ends a session that holds only a pre-verification token; the guard then sends the user to sign in. */
function SignOut() {
  useEffect(() => logout(), []);
  return null;
}

/** Opens the forbidden dialog and cancels the navigation by going back home (or nowhere if home is forbidden). */
function Forbidden({ isHome }: { isHome: boolean }) {
  useEffect(() => {
    useDialogStore.getState().openForbidden();
  }, []);
  return isHome ? null : <Navigate to="/home" replace />;
}

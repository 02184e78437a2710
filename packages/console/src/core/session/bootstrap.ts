import i18next from 'i18next';
import { useDialogStore } from '../dialogs/dialog-store';
import { reportError } from '../http/report-error';
import { sessionApi, tokenStore } from '../http/session-api';
import { useAuthStore } from './auth-store';
import { loadUser, logout, signInWithTokens } from './session';

const SESSION_PARAMS = ['accessToken', 'refreshToken', 'publicId', 'username', 'password', 'loginError'];

/**
 * Starts the session when the console loads: query parameters first (tokens, public id,
 * credentials, a sign-in error from an external provider), then the stored tokens, refreshed if need be.
 */
export async function bootstrapSession(location: Location = window.location): Promise<void> {
  const params = new URLSearchParams(location.search);
  const loginError = params.get('loginError');
  const accessToken = params.get('accessToken');
  const refreshToken = params.get('refreshToken');
  const publicId = params.get('publicId');
  const username = params.get('username');
  const password = params.get('password');
  stripSessionParams(location, params);

  if (loginError) {
    useDialogStore.getState().openAlert({ title: i18next.t('login.error'), message: loginError });
  }
  try {
    if (accessToken) {
      await signInWithTokens({ token: accessToken, refreshToken });
      return;
    }
    if (publicId) {
      const dashboardId = /^\/dashboard\/([^/]+)/.exec(location.pathname)?.[1] ?? null;
      useAuthStore.setState({ lastPublicDashboardId: dashboardId });
      await sessionApi.auth.loginPublic(publicId);
      await loadUser();
      return;
    }
    if (username && password) {
      await sessionApi.auth.login(username, password);
      await loadUser();
      return;
    }
  } catch (error) {
    reportError(error);
    logout();
    return;
  }
  await resumeStoredSession();
}

async function resumeStoredSession(): Promise<void> {
  if (tokenStore.isTokenValid()) {
    await loadUser();
    return;
  }
  if (tokenStore.isRefreshTokenValid()) {
    try {
      await sessionApi.auth.refresh();
    } catch {
      // The client has already reported the expired session and logged out through onSessionExpired.
      return;
    }
    await loadUser();
    return;
  }
  // The route guard remembers the requested page when it sends the visitor to sign in.
  logout();
}

function stripSessionParams(location: Location, params: URLSearchParams): void {
  if (!SESSION_PARAMS.some((name) => params.has(name))) return;
  for (const name of SESSION_PARAMS) {
    // A public dashboard keeps its publicId in the address so a reload signs in again.
    if (name !== 'publicId') params.delete(name);
  }
  const search = params.toString();
  window.history.replaceState(
    window.history.state,
    '',
    location.pathname + (search ? `?${search}` : '') + location.hash,
  );
}

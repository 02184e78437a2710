import type { ApiError } from '@fleetdeck/client';
import { type JwtPair, NULL_UUID, type User } from '@fleetdeck/model';
import i18next from 'i18next';
import { onSessionExpired, sessionApi, tokenStore } from '../http/session-api';
import { changeLanguage, languageForProfile } from '../i18n/i18n';
import { showToast } from '../notifications/toast-store';
import { useAuthStore } from './auth-store';
import { type AuthUser, authUserFromToken } from './auth-user';
import { isForceFullscreen } from './landing';

/**
 * The session's transitions: sign-in by any route leads here, and so do logout and a failed refresh.
 * Components read the outcome from the auth store; the route guards turn it into navigation.
 */
export async function signInWithTokens(pair: Pick<JwtPair, 'token' | 'refreshToken'>): Promise<void> {
  tokenStore.setTokens(pair);
  await loadUser();
}

/**
 * Login as another user: the console reloads at home with the new tokens, so nothing of the previous
 * user's session (cached lists, guards on the current page) carries over.
 */
export function switchUser(pair: Pick<JwtPair, 'token' | 'refreshToken'>): void {
  tokenStore.setTokens(pair);
  window.location.assign('/home');
}

/** Reads the signed-in user, or logs out when that fails. */
export async function loadUser(): Promise<void> {
  const token = tokenStore.getToken();
  const authUser = token ? authUserFromToken(token) : null;
  if (!authUser) {
    logout();
    return;
  }
  if (authUser.authority === 'PRE_VERIFICATION_TOKEN') {
    useAuthStore.setState({ status: 'verifying', authUser, userDetails: null, forceFullscreen: false });
    return;
  }
  try {
    const userDetails = authUser.isPublic ? publicUserDetails(authUser) : await sessionApi.auth.currentUser();
    const [userTokenAccessEnabled, edgesSupportEnabled] = await Promise.all([
      authUser.authority === 'SYS_ADMIN' || authUser.authority === 'TENANT_ADMIN'
        ? sessionApi.users.tokenAccessEnabled()
        : Promise.resolve(false),
      optional(sessionApi.system.edgesEnabled(), false),
    ]);
    if (!authUser.isPublic) await changeLanguage(languageForProfile(userDetails.additionalInfo?.lang));
    useAuthStore.setState((state) => ({
      status: 'authenticated',
      authUser,
      userDetails,
      userTokenAccessEnabled,
      edgesSupportEnabled,
      forceFullscreen: isForceFullscreen({ authUser, userDetails }),
      redirectUrl: state.redirectUrl,
    }));
    if (authUser.authority === 'SYS_ADMIN') void checkForUpdates();
  } catch (error) {
    console.error('Unable to load the signed-in user', error);
    // A read that never reached the server (the page left or reloaded while loading, the network down) says nothing
    // about the session: its tokens stay, so the next start resumes it.
    logout({ keepTokens: (error as Partial<ApiError>).isNetworkError === true });
  }
}

/** Ends the session. With rememberUrl the current page is reopened after the next sign-in. */
export function logout(options: { rememberUrl?: boolean; notifyServer?: boolean; keepTokens?: boolean } = {}): void {
  if (options.notifyServer && tokenStore.getToken()) {
    // Logout only writes an audit entry on the server, so the console does not wait for it.
    sessionApi.auth.logout().catch((error: unknown) => console.warn('Logout call failed', error));
  }
  if (!options.keepTokens) tokenStore.clear();
  const redirectUrl = options.rememberUrl ? currentUrl() : null;
  useAuthStore.setState((state) => ({
    status: 'unauthenticated',
    authUser: null,
    userDetails: null,
    forceFullscreen: false,
    userTokenAccessEnabled: false,
    redirectUrl,
    lastPublicDashboardId: state.lastPublicDashboardId,
  }));
}

/** Updates the signed-in user's details after a profile save, and with them the language. */
export async function applyUserDetails(userDetails: User): Promise<void> {
  await changeLanguage(languageForProfile(userDetails.additionalInfo?.lang));
  useAuthStore.setState((state) => ({
    userDetails,
    forceFullscreen: isForceFullscreen({ authUser: state.authUser, userDetails }),
  }));
}

export function clearRedirectUrl(): void {
  useAuthStore.setState({ redirectUrl: null });
}

export function rememberRedirectUrl(url: string): void {
  useAuthStore.setState({ redirectUrl: url });
}

onSessionExpired((error: ApiError) => {
  // A refresh token the server rejects as expired reads differently from one it cannot use at all.
  const expired = error.status === 401 && !tokenStore.isRefreshTokenValid();
  showToast({
    type: 'error',
    message: i18next.t(expired ? 'access.refresh-token-expired' : 'access.refresh-token-failed'),
    keepOnNavigation: true,
  });
  logout({ rememberUrl: true });
});

function publicUserDetails(authUser: AuthUser): User {
  return {
    id: { entityType: 'USER', id: authUser.userId },
    createdTime: 0,
    additionalInfo: {},
    tenantId: { entityType: 'TENANT', id: authUser.tenantId ?? NULL_UUID },
    customerId: { entityType: 'CUSTOMER', id: authUser.customerId ?? NULL_UUID },
    email: authUser.sub,
    authority: 'CUSTOMER_USER',
    firstName: authUser.firstName,
    lastName: authUser.lastName,
    name: authUser.sub,
  };
}

/** Calls whose failure only means a feature is off; the failure is logged and the fallback used. */
async function optional<T>(call: Promise<T>, fallback: T): Promise<T> {
  try {
    return await call;
  } catch (error) {
    console.warn('Optional call failed; using the default', error);
    return fallback;
  }
}

async function checkForUpdates(): Promise<void> {
  const update = await optional(sessionApi.admin.checkUpdates(), null);
  if (update?.updateAvailable && update.message) {
    showToast({ type: 'info', message: update.message, position: 'bottom-right', duration: null });
  }
}

function currentUrl(): string {
  return window.location.pathname + window.location.search;
}

import { ApiClient, type ApiError, adminApi, authApi, systemApi, twoFactorApi, usersApi } from '@fleetdeck/client';
import { LocalStorageTokenStore } from '../session/token-storage';
import { useLoadingStore } from './loading-store';

export const tokenStore = new LocalStorageTokenStore();

let sessionExpiredHandler: (error: ApiError) => void = () => undefined;

/** The session module registers itself here; the client cannot import it without a dependency cycle. */
export function onSessionExpired(handler: (error: ApiError) => void): void {
  sessionExpiredHandler = handler;
}

/** The console's one HTTP client: tokens in local storage, every request counted by the loading bar. */
export const http = new ApiClient({
  baseUrl: '',
  tokenStore,
  onRequestStart: () => useLoadingStore.getState().requestStarted(),
  onRequestEnd: () => useLoadingStore.getState().requestEnded(),
  onSessionExpired: (error) => sessionExpiredHandler(error),
});

/**
 * The calls the sign-in screens and the session start make. They load with the first page; the other resource modules
 * (core/http/api.ts) load with the pages that use them, over the same client.
 */
export const sessionApi = {
  http,
  auth: authApi(http),
  twoFactor: twoFactorApi(http),
  users: usersApi(http),
  system: systemApi(http),
  admin: adminApi(http),
};

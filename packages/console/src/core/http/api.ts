import { type ApiError, createApi } from '@fleetdeck/client';
import { LocalStorageTokenStore } from '../session/token-storage';
import { useLoadingStore } from './loading-store';

export const tokenStore = new LocalStorageTokenStore();

let sessionExpiredHandler: (error: ApiError) => void = () => undefined;

/** The session module registers itself here; the client cannot import it without a dependency cycle. */
export function onSessionExpired(handler: (error: ApiError) => void): void {
  sessionExpiredHandler = handler;
}

/** The console's one API client: tokens in local storage, every request counted by the loading bar. */
export const api = createApi({
  baseUrl: '',
  tokenStore,
  onRequestStart: () => useLoadingStore.getState().requestStarted(),
  onRequestEnd: () => useLoadingStore.getState().requestEnded(),
  onSessionExpired: (error) => sessionExpiredHandler(error),
});

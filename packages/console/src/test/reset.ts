import { __unsafe_useEmotionCache } from '@emotion/react';
import { renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { vi } from 'vitest';
import type { StoreApi } from 'zustand';
import { useColorSchemeStore } from '../app/color-scheme-store';
import { useDialogStore } from '../core/dialogs/dialog-store';
import { useLoadingStore } from '../core/http/loading-store';
import { useToastStore } from '../core/notifications/toast-store';
import { useAuthStore } from '../core/session/auth-store';
import { useDeviceActivityStore } from '../features/telemetry/device-activity-live';
import { useSearchStore } from '../shell/search-store';

/**
 * Each puts a console store back to the state a page load finds it in. This module is loaded once per worker, before
 * any test changes a store, so the states kept here are the ones a file would see if it had the worker to itself.
 */
const storeResets: (() => void)[] = [
  initialStateOf(useAuthStore),
  initialStateOf(useColorSchemeStore),
  initialStateOf(useDialogStore),
  initialStateOf(useLoadingStore),
  initialStateOf(useToastStore),
  initialStateOf(useSearchStore),
  initialStateOf(useDeviceActivityStore),
];

function initialStateOf<State>(store: StoreApi<State>): () => void {
  const initial = store.getState();
  return () => store.setState(initial, true);
}

/** The style cache MUI's components write to when no test gives them another. */
function defaultStyleCache() {
  const { result, unmount } = renderHook(() => __unsafe_useEmotionCache());
  unmount();
  return result.current;
}

/**
 * Removes the styles earlier files left in the document and lets the cache insert them again when needed. Every
 * accessibility query reads the computed style of the elements it visits, which grows slower with each style
 * element in the document.
 */
function removeStyles(): void {
  const cache = defaultStyleCache();
  if (!cache) return;
  cache.sheet.flush();
  for (const key of Object.keys(cache.inserted)) delete cache.inserted[key];
}

/**
 * Puts back what one test file may have changed in the worker the next file shares: the stores, the browser's
 * storage, document, address and styles, stubbed globals and environment variables, spies, fake timers and the language.
 */
export async function resetConsoleState(): Promise<void> {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  for (const reset of storeResets) reset();
  localStorage.clear();
  sessionStorage.clear();
  removeStyles();
  document.body.replaceChildren();
  document.title = '';
  window.history.replaceState(null, '', '/');
  if (i18next.isInitialized && i18next.language !== 'en_US') await i18next.changeLanguage('en_US');
}

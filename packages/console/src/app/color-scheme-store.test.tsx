import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useColorScheme, useColorSchemeStore } from './color-scheme-store';

/** A system whose `prefers-color-scheme: dark` can be switched while the console runs. */
function fakeSystem(prefersDark: boolean) {
  const listeners = new Set<() => void>();
  const system = {
    prefersDark,
    switchTo(dark: boolean) {
      system.prefersDark = dark;
      for (const listener of listeners) listener();
    },
  };
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query.includes('prefers-color-scheme: dark') && system.prefersDark;
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return system;
}

describe('the colour scheme shown', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('follows the system live while the choice is system', () => {
    const system = fakeSystem(false);
    const { result } = renderHook(() => useColorScheme());
    expect(result.current).toBe('light');
    act(() => system.switchTo(true));
    expect(result.current).toBe('dark');
  });

  it('is the chosen scheme whatever the system prefers, and the choice is kept in the browser', () => {
    fakeSystem(true);
    const { result } = renderHook(() => useColorScheme());
    act(() => useColorSchemeStore.getState().choose('light'));
    expect(result.current).toBe('light');
    expect(localStorage.getItem('TB-color-scheme')).toBe('light');
  });
});

import { useEffect, useRef } from 'react';
import { create } from 'zustand';

interface SearchState {
  /** The active page's search-text handler; the toolbar offers search only while there is one. */
  handler: ((text: string) => void) | null;
  setHandler(handler: ((text: string) => void) | null): void;
}

export const useSearchStore = create<SearchState>((set) => ({
  handler: null,
  setHandler: (handler) => set({ handler }),
}));

/**
 * Lets a page receive the toolbar's search text while it is shown. The registered handler stays the same for the
 * page's lifetime, so the open search box is not reset when the page's own callback changes identity.
 */
export function useShellSearch(onSearch: (text: string) => void): void {
  const latest = useRef(onSearch);
  latest.current = onSearch;
  useEffect(() => {
    const handler = (text: string) => latest.current(text);
    useSearchStore.getState().setHandler(handler);
    return () => {
      if (useSearchStore.getState().handler === handler) useSearchStore.getState().setHandler(null);
    };
  }, []);
}

import { useEffect } from 'react';
import { create } from 'zustand';

interface SearchState {
  /** The active page's search-text handler; the toolbar offers search only while there is one (seed 000 §2.6). */
  handler: ((text: string) => void) | null;
  setHandler(handler: ((text: string) => void) | null): void;
}

export const useSearchStore = create<SearchState>((set) => ({
  handler: null,
  setHandler: (handler) => set({ handler }),
}));

/** Lets a page receive the toolbar's search text while it is shown. */
export function useShellSearch(onSearch: (text: string) => void): void {
  useEffect(() => {
    useSearchStore.getState().setHandler(onSearch);
    return () => {
      if (useSearchStore.getState().handler === onSearch) useSearchStore.getState().setHandler(null);
    };
  }, [onSearch]);
}

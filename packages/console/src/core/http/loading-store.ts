import { create } from 'zustand';

interface LoadingState {
  activeRequests: number;
  requestStarted(): void;
  requestEnded(): void;
}

/** The global loading flag: on with the first active request, off when the count is back to zero. */
export const useLoadingStore = create<LoadingState>((set) => ({
  activeRequests: 0,
  requestStarted: () => set((state) => ({ activeRequests: state.activeRequests + 1 })),
  requestEnded: () => set((state) => ({ activeRequests: Math.max(0, state.activeRequests - 1) })),
}));

export const useIsLoading = () => useLoadingStore((state) => state.activeRequests > 0);

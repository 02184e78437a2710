import { create } from 'zustand';

export type ToastType = 'error' | 'warn' | 'success' | 'info';
export type ToastPosition = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';

export interface Toast {
  id: number;
  message: string;
  type: ToastType;
  position: ToastPosition;
  /** milliseconds; null keeps the toast until it is closed */
  duration: number | null;
  /** the path of the screen it was shown on: it closes when the user leaves that screen */
  screen: string;
  /** shown just before the console itself moves on (e.g. to sign-in), so it stays on the next screen */
  keepOnNavigation: boolean;
}

type NewToast = Omit<Toast, 'id' | 'position' | 'duration' | 'screen' | 'keepOnNavigation'> &
  Partial<Pick<Toast, 'position' | 'duration' | 'keepOnNavigation'>>;

interface ToastState {
  toasts: Toast[];
  show(toast: NewToast): void;
  dismiss(id: number): void;
  /** closes the toasts of other screens once the user is on `screen` */
  enterScreen(screen: string): void;
}

let nextId = 1;

/** Success toasts close after 1 s at the bottom left; the rest stay longer. */
function defaultDuration(type: ToastType): number {
  return type === 'success' ? 1000 : 5000;
}

export const useToastStore = create<ToastState>((set) => ({
  toasts: [],
  show: (toast) =>
    set((state) => {
      // A repeat of a message that is still showing is suppressed.
      if (state.toasts.some((shown) => shown.message === toast.message && shown.type === toast.type)) return state;
      const full: Toast = {
        id: nextId++,
        position: toast.position ?? (toast.type === 'success' ? 'bottom-left' : 'top-right'),
        duration: toast.duration === undefined ? defaultDuration(toast.type) : toast.duration,
        message: toast.message,
        type: toast.type,
        screen: window.location.pathname,
        keepOnNavigation: toast.keepOnNavigation ?? false,
      };
      // The newest toast replaces the one at its place at once: an older error still showing would mislead.
      return { toasts: [...state.toasts.filter((shown) => shown.position !== full.position), full] };
    }),
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
  enterScreen: (screen) =>
    set((state) => {
      const kept = state.toasts.filter((toast) => toast.keepOnNavigation || toast.screen === screen);
      return kept.length === state.toasts.length ? state : { toasts: kept };
    }),
}));

export const showToast: ToastState['show'] = (toast) => useToastStore.getState().show(toast);

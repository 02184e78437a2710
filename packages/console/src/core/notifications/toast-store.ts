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
}

interface ToastState {
  toasts: Toast[];
  show(toast: Omit<Toast, 'id' | 'position' | 'duration'> & Partial<Pick<Toast, 'position' | 'duration'>>): void;
  dismiss(id: number): void;
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
      };
      return { toasts: [...state.toasts, full] };
    }),
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
}));

export const showToast: ToastState['show'] = (toast) => useToastStore.getState().show(toast);

import { create } from 'zustand';

export interface AlertContent {
  title: string;
  message: string;
}

interface DialogState {
  alert: AlertContent | null;
  /** The access-forbidden dialog, opened by a 403 answer or a route outside the user's authority. */
  forbiddenOpen: boolean;
  openAlert(alert: AlertContent): void;
  closeAlert(): void;
  openForbidden(): void;
  closeForbidden(): void;
}

export const useDialogStore = create<DialogState>((set) => ({
  alert: null,
  forbiddenOpen: false,
  openAlert: (alert) => set({ alert }),
  closeAlert: () => set({ alert: null }),
  openForbidden: () => set({ forbiddenOpen: true }),
  closeForbidden: () => set({ forbiddenOpen: false }),
}));

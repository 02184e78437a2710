import { Alert, Snackbar } from '@mui/material';
import { type Toast, type ToastPosition, useToastStore } from '../../core/notifications/toast-store';

const ANCHORS: Record<ToastPosition, { vertical: 'top' | 'bottom'; horizontal: 'left' | 'right' }> = {
  'top-left': { vertical: 'top', horizontal: 'left' },
  'top-right': { vertical: 'top', horizontal: 'right' },
  'bottom-left': { vertical: 'bottom', horizontal: 'left' },
  'bottom-right': { vertical: 'bottom', horizontal: 'right' },
};

const SEVERITY = { error: 'error', warn: 'warning', success: 'success', info: 'info' } as const;

/** The toast notifier: one snackbar per position, showing the oldest toast there first. */
export function Toaster() {
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
  const firstPerPosition = new Map<ToastPosition, Toast>();
  for (const toast of toasts) if (!firstPerPosition.has(toast.position)) firstPerPosition.set(toast.position, toast);
  return (
    <>
      {[...firstPerPosition.values()].map((toast) => (
        <Snackbar
          key={toast.id}
          open
          anchorOrigin={ANCHORS[toast.position]}
          autoHideDuration={toast.duration}
          onClose={(_event, reason) => reason !== 'clickaway' && dismiss(toast.id)}
        >
          <Alert
            severity={SEVERITY[toast.type]}
            variant="filled"
            onClose={() => dismiss(toast.id)}
            sx={{ whiteSpace: 'pre-line', maxWidth: 520 }}
            data-testid="toast"
          >
            {toast.message}
          </Alert>
        </Snackbar>
      ))}
    </>
  );
}

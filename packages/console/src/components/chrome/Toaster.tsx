import { Alert, Snackbar } from '@mui/material';
import { type ToastPosition, useToastStore } from '../../core/notifications/toast-store';

const ANCHORS: Record<ToastPosition, { vertical: 'top' | 'bottom'; horizontal: 'left' | 'right' }> = {
  'top-left': { vertical: 'top', horizontal: 'left' },
  'top-right': { vertical: 'top', horizontal: 'right' },
  'bottom-left': { vertical: 'bottom', horizontal: 'left' },
  'bottom-right': { vertical: 'bottom', horizontal: 'right' },
};

const SEVERITY = { error: 'error', warn: 'warning', success: 'success', info: 'info' } as const;

/** The toast notifier: one snackbar per toast at its position. */
export function Toaster() {
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
  return (
    <>
      {toasts.map((toast) => (
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

import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  okLabel?: string;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** The confirm dialog: a title, a message, cancel and OK. */
export function ConfirmDialog({ open, title, message, okLabel, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="confirm-dialog-title">
      <DialogTitle id="confirm-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ whiteSpace: 'pre-line' }}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {t('action.no')}
        </Button>
        <Button onClick={onConfirm} variant="contained" disabled={busy} autoFocus>
          {okLabel ?? t('action.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

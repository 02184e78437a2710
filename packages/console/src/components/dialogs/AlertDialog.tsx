import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useDialogStore } from '../../core/dialogs/dialog-store';

/** The alert dialog: a title, a message and one OK button. The message is shown as text, never HTML. */
export function AlertDialog() {
  const { t } = useTranslation();
  const alert = useDialogStore((state) => state.alert);
  const close = useDialogStore((state) => state.closeAlert);
  return (
    <Dialog open={alert !== null} onClose={close} aria-labelledby="alert-dialog-title">
      <DialogTitle id="alert-dialog-title">{alert?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ whiteSpace: 'pre-line' }}>{alert?.message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} autoFocus>
          {t('action.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

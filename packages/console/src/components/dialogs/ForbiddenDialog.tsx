import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDialogStore } from '../../core/dialogs/dialog-store';
import { logout } from '../../core/session/session';

/** The access-forbidden dialog: cancel, or sign in as someone else, which logs out. */
export function ForbiddenDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = useDialogStore((state) => state.forbiddenOpen);
  const close = useDialogStore((state) => state.closeForbidden);
  const signIn = () => {
    close();
    logout({ notifyServer: true });
    navigate('/login');
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby="forbidden-dialog-title">
      <DialogTitle id="forbidden-dialog-title">{t('access.access-forbidden')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('access.access-forbidden-text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('action.cancel')}</Button>
        <Button onClick={signIn} variant="contained" autoFocus>
          {t('login.login')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

interface DeleteRpcDialogProps {
  open: boolean;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
  translate(key: string): string;
}

/** The platform's "Delete Persistent RPC" question, answered no or yes. */
export function DeleteRpcDialog({ open, busy, onConfirm, onCancel, translate }: DeleteRpcDialogProps) {
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby="delete-rpc-title">
      <DialogTitle id="delete-rpc-title">{translate('widgets.persistent-table.delete-request-title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('widgets.persistent-table.delete-request-text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {translate('action.no')}
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={busy} autoFocus>
          {translate('action.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface SaveAsDialogProps {
  open: boolean;
  initialName: string;
  busy: boolean;
  onCancel(): void;
  onSave(name: string): void;
}

/** Asks the name of the copy "Save as" creates in the same bundle. */
export function SaveAsDialog({ open, initialName, busy, onCancel, onSave }: SaveAsDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [name, setName] = useState(initialName);
  const valid = name.trim() !== '';
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      slotProps={{ transition: { onEnter: () => setName(initialName) } }}
    >
      <DialogTitle id={titleId}>{t('widget.save-widget-type-as')}</DialogTitle>
      <DialogContent>
        <TextField
          label={t('widget.title')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
          fullWidth
          autoFocus
          margin="dense"
          error={!valid}
          helperText={valid ? ' ' : t('widgets-bundle.title-required')}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('action.cancel')}</Button>
        <Button variant="contained" disabled={!valid || busy} onClick={() => onSave(name.trim())}>
          {t('action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

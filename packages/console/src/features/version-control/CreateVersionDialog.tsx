import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface CreateVersionDialogProps {
  busy: boolean;
  onCreate(versionName: string): void;
  onCancel(): void;
}

/** Asks the name of the version (the commit message) to save the entity under. */
export function CreateVersionDialog({ busy, onCreate, onCancel }: CreateVersionDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const valid = name.trim() !== '';
  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="sm" aria-labelledby="vc-create-title">
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) onCreate(name.trim());
        }}
      >
        <DialogTitle id="vc-create-title">{t('version-control.create-version')}</DialogTitle>
        <DialogContent>
          <TextField
            label={t('version-control.version-name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
            fullWidth
            autoFocus
            margin="dense"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={busy}>
            {t('action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy || !valid}>
            {t('action.create')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

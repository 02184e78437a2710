import type { DeviceProfile } from '@fleetdeck/model';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileInput } from '../../components/media/FileInput';
import { api } from '../../core/http/api';
import { type DetailsError, detailsError } from '../../entities/details-error';
import { parseDeviceProfileFile } from './profile-file';

interface ImportDeviceProfileDialogProps {
  open: boolean;
  onClose(): void;
  onImported(profile: DeviceProfile): void;
}

/**
 * Creates a device profile from an exported JSON file dropped or chosen. A file that is not a device profile creates
 * nothing, and a refusal of the server (a name already taken) is said in the dialog, which stays open.
 */
export function ImportDeviceProfileDialog({ open, onClose, onImported }: ImportDeviceProfileDialogProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<DetailsError | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const importing = useMutation({
    mutationFn: async (chosen: File) => {
      const result = parseDeviceProfileFile(await chosen.text());
      if (!result.ok) {
        setError({ key: result.error });
        return null;
      }
      return api.deviceProfiles.save(result.draft);
    },
    meta: { suppressErrors: true },
    onError: (failure) => setError(detailsError(failure)),
    onSuccess: (profile) => {
      if (!profile) return;
      close();
      onImported(profile);
    },
  });
  const close = () => {
    setFile(null);
    setError(null);
    setSubmitted(false);
    onClose();
  };
  const submit = () => {
    setSubmitted(true);
    setError(null);
    if (file) importing.mutate(file);
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="import-device-profile-title">
      {importing.isPending && <LinearProgress />}
      <DialogTitle id="import-device-profile-title">{t('device-profile.import')}</DialogTitle>
      <DialogContent dividers>
        <FileInput
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            setError(null);
          }}
          accept=".json"
          label="device-profile.drop-file"
          requiredAsError={submitted}
          disabled={importing.isPending}
        />
        {error && (
          <Alert severity="error" sx={{ mt: 1 }} role="alert">
            {'text' in error ? error.text : t(error.key, error.values)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={importing.isPending}>
          {t('action.cancel')}
        </Button>
        <Button variant="contained" onClick={submit} disabled={importing.isPending}>
          {t('action.import')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import type { Device } from '@fleetdeck/model';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
} from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../core/http/api';
import { useIsLoading } from '../../../core/http/loading-store';
import { showToast } from '../../../core/notifications/toast-store';
import { CredentialsFields } from './CredentialsFields';
import {
  allowedCredentialsTypes,
  type CredentialsValues,
  credentialsFromValues,
  credentialsProblems,
  credentialsValues,
} from './credentials-values';

interface CredentialsDialogProps {
  /** the device whose credentials are shown; null while closed */
  device: Device | null;
  /** customers see the credentials but cannot change them (saving is tenant only) */
  readOnly: boolean;
  onClose(): void;
}

/** The device credentials dialog: read the device's credentials, change them within the profile transport's types. */
export function CredentialsDialog({ device, readOnly, onClose }: CredentialsDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={device !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="credentials-title">
      <DialogTitle id="credentials-title">{t('device.device-credentials')}</DialogTitle>
      {device && <CredentialsEditor key={device.id.id} device={device} readOnly={readOnly} onClose={onClose} />}
    </Dialog>
  );
}

function CredentialsEditor({ device, readOnly, onClose }: { device: Device; readOnly: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const loading = useIsLoading();
  const credentials = useQuery({
    queryKey: ['device-credentials', device.id.id],
    queryFn: () => api.devices.credentials(device.id.id),
    staleTime: 0,
    gcTime: 0,
  });
  const profile = useQuery({
    queryKey: ['device-profile-info', device.deviceProfileId.id],
    queryFn: () => api.http.silently(() => api.deviceProfiles.info(device.deviceProfileId.id)),
    meta: { suppressErrors: true },
  });
  const [edited, setEdited] = useState<CredentialsValues | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const save = useMutation({
    mutationFn: (values: CredentialsValues) =>
      api.devices.saveCredentials(credentialsFromValues(values, credentials.data)),
    onSuccess: () => {
      showToast({ type: 'success', message: t('device.credentials-saved') });
      onClose();
    },
  });
  if (!credentials.data) {
    return (
      <DialogContent sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        {credentials.isError ? t('device.credentials-not-found') : <CircularProgress />}
      </DialogContent>
    );
  }
  const values = edited ?? credentialsValues(credentials.data);
  const problems = submitted ? credentialsProblems(values) : {};
  const submit = () => {
    setSubmitted(true);
    if (Object.keys(credentialsProblems(values)).length === 0) save.mutate(values);
  };
  return (
    <>
      {loading && <LinearProgress />}
      <DialogContent dividers>
        <CredentialsFields
          value={values}
          onChange={setEdited}
          allowedTypes={allowedCredentialsTypes(profile.data?.transportType, credentials.data.credentialsType)}
          disabled={readOnly || loading}
          problems={problems}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={loading}>
          {t(readOnly ? 'action.close' : 'action.cancel')}
        </Button>
        {!readOnly && (
          <Button variant="contained" onClick={submit} disabled={loading || edited === null}>
            {t('action.save')}
          </Button>
        )}
      </DialogActions>
    </>
  );
}

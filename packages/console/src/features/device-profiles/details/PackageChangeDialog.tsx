import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../core/http/api';

interface PackageChangeDialogProps {
  /** the package types whose assignment changed; null while closed */
  changed: ('FIRMWARE' | 'SOFTWARE')[] | null;
  profileId: string;
  onCancel(): void;
  onConfirm(): void;
}

/** Asks before a profile's firmware or software changes, with the number of devices that will update. */
export function PackageChangeDialog({ changed, profileId, onCancel, onConfirm }: PackageChangeDialogProps) {
  const { t } = useTranslation();
  const counts = useQuery({
    queryKey: ['devices-without-package', profileId, changed],
    queryFn: () =>
      Promise.all(
        (changed ?? []).map(async (type) => ({ type, count: await api.devices.countWithoutPackage(type, profileId) })),
      ),
    enabled: changed !== null && changed.length > 0,
    staleTime: 0,
    gcTime: 0,
  });
  return (
    <Dialog open={changed !== null} onClose={onCancel} aria-labelledby="package-change-title">
      <DialogTitle id="package-change-title">{t('device-profile.change-ota-packages-title')}</DialogTitle>
      <DialogContent>
        {counts.data ? (
          counts.data.map(({ type, count }) => (
            <DialogContentText key={type}>
              {t(type === 'FIRMWARE' ? 'device-profile.change-firmware-text' : 'device-profile.change-software-text', {
                count,
              })}
            </DialogContentText>
          ))
        ) : (
          <CircularProgress size={24} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('action.cancel')}</Button>
        <Button variant="contained" onClick={onConfirm} disabled={!counts.data}>
          {t('action.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import type { Device } from '@fleetdeck/model';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../components/chrome/CopyButton';
import { api } from '../../core/http/api';
import { connectivityCommands, DEFAULT_DEVICE_ENDPOINTS } from './connectivity';

/** Command lines that send a sample reading as the device, built from the console's address and its credentials. */
export function ConnectivityDialog({ device, onClose }: { device: Device | null; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={device !== null} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="connectivity-title">
      <DialogTitle id="connectivity-title">{t('device.check-connectivity')}</DialogTitle>
      {device && <Commands device={device} />}
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {t('action.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function Commands({ device }: { device: Device }) {
  const { t } = useTranslation();
  const credentials = useQuery({
    queryKey: ['device-credentials', device.id.id],
    queryFn: () => api.devices.credentials(device.id.id),
    staleTime: 0,
    gcTime: 0,
  });
  const endpoints = useQuery({
    queryKey: ['device-endpoints'],
    queryFn: () => api.system.deviceEndpoints(),
    // ThingsBoard itself has no such call: its defaults apply
    meta: { suppressErrors: true },
    retry: false,
  });
  if (!credentials.data || endpoints.isPending)
    return (
      <DialogContent sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        {credentials.isError ? t('device.credentials-not-found') : <CircularProgress />}
      </DialogContent>
    );
  const commands = connectivityCommands(window.location, credentials.data, endpoints.data ?? DEFAULT_DEVICE_ENDPOINTS);
  const command = (title: string, text: string, testId: string) => (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle2">{t(title)}</Typography>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', bgcolor: 'action.hover', borderRadius: 1, p: 1 }}>
        <Box
          component="pre"
          data-testid={testId}
          sx={{ flex: 1, m: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontFamily: 'monospace', fontSize: 13 }}
        >
          {text}
        </Box>
        <CopyButton text={text} />
      </Box>
    </Box>
  );
  return (
    <DialogContent dividers>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('device.check-connectivity-hint')}
      </Typography>
      {commands.mqtt && command('device.connectivity-mqtt', commands.mqtt, 'mqtt-command')}
      {commands.http && command('device.connectivity-http', commands.http, 'http-command')}
      {!commands.mqtt && !commands.http && (
        <Typography color="text.secondary">{t('device.connectivity-not-available')}</Typography>
      )}
    </DialogContent>
  );
}

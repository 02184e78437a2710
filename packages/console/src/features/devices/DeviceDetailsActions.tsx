import type { DeviceInfo } from '@fleetdeck/model';
import { mdiCheckNetworkOutline, mdiContentCopy, mdiKeyChain } from '@mdi/js';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../components/icons/MdiIcon';
import { reportError } from '../../core/http/report-error';
import { useAuthStore } from '../../core/session/auth-store';
import { copyAccessToken, copyDeviceId } from './device-copy';
import type { DevicePageActions } from './devices-config';

/** The device buttons of the details panel: copy id and token, credentials and the connectivity check. */
export function DeviceDetailsActions({ device, actions }: { device: DeviceInfo; actions: DevicePageActions }) {
  const { t } = useTranslation();
  const customerUser = useAuthStore((state) => state.authUser?.authority === 'CUSTOMER_USER');
  const button = (label: string, icon: string, onClick: () => void | Promise<void>) => (
    <Button
      size="small"
      variant="outlined"
      startIcon={<MdiIcon path={icon} fontSize="small" />}
      onClick={() => Promise.resolve().then(onClick).catch(reportError)}
    >
      {t(label)}
    </Button>
  );
  return (
    <>
      {button('device.copyId', mdiContentCopy, () => copyDeviceId(device))}
      {button('device.copyAccessToken', mdiContentCopy, () => copyAccessToken(device))}
      {button(customerUser ? 'device.view-credentials' : 'device.manage-credentials', mdiKeyChain, () =>
        actions.openCredentials(device),
      )}
      {button('device.check-connectivity', mdiCheckNetworkOutline, () => actions.openConnectivity(device))}
    </>
  );
}

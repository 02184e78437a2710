import type { Device } from '@fleetdeck/model';
import i18next from 'i18next';
import { api } from '../../core/http/api';
import { showToast } from '../../core/notifications/toast-store';
import { copyToClipboard } from './clipboard';

export async function copyDeviceId(device: Device): Promise<void> {
  await copyToClipboard(device.id.id);
  showToast({ type: 'success', message: i18next.t('device.idCopiedMessage') });
}

export async function copyAccessToken(device: Device): Promise<void> {
  const credentials = await api.devices.credentials(device.id.id);
  if (credentials.credentialsType !== 'ACCESS_TOKEN') {
    showToast({ type: 'warn', message: i18next.t('device.no-access-token') });
    return;
  }
  await copyToClipboard(credentials.credentialsId);
  showToast({ type: 'success', message: i18next.t('device.accessTokenCopiedMessage') });
}

import type { DeviceProfile } from '@fleetdeck/model';
import { saveBlob } from '../../components/media/save-blob';
import { api } from '../../core/http/api';
import { deviceProfileFileName, exportedDeviceProfile } from './profile-file';

/** Downloads the device profile as the platform exports it, read afresh so the file holds what is saved. */
export async function exportDeviceProfile(profile: Pick<DeviceProfile, 'id'>): Promise<void> {
  const full = await api.deviceProfiles.get(profile.id.id);
  const json = JSON.stringify(exportedDeviceProfile(full), null, 2);
  saveBlob(new Blob([json], { type: 'application/json' }), deviceProfileFileName(full.name));
}

import type { DeviceProfile } from '@fleetdeck/model';
import { JsonFileImportDialog } from '../../components/dialogs/JsonFileImportDialog';
import { api } from '../../core/http/api';
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
  return (
    <JsonFileImportDialog
      open={open}
      title="device-profile.import"
      dropLabel="device-profile.drop-file"
      read={parseDeviceProfileFile}
      save={(draft) => api.deviceProfiles.save(draft)}
      showsServerErrors
      onClose={onClose}
      onImported={onImported}
    />
  );
}

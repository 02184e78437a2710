import type { DeviceProfile } from '@fleetdeck/model';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { api } from '../../core/http/api';
import { EntityTablePage } from '../../entities/EntityTablePage';
import type { EntityContext } from '../../entities/entity-config';
import { deviceProfilesConfig } from './device-profiles-config';
import { ImportDeviceProfileDialog } from './ImportDeviceProfileDialog';

interface PendingDefault {
  profile: DeviceProfile;
  reload(): void;
}

/** /deviceProfiles: the profile list, its editor, the import dialog and the confirmation before a profile becomes the default. */
export function DeviceProfilesPage() {
  const { t } = useTranslation();
  const [pending, setPending] = useState<PendingDefault | null>(null);
  const [importing, setImporting] = useState<EntityContext | null>(null);
  const config = useMemo(
    () =>
      deviceProfilesConfig({
        confirmSetDefault: (profile, reload) => setPending({ profile, reload }),
        importProfile: setImporting,
      }),
    [],
  );
  const setDefault = useMutation({
    mutationFn: (profile: DeviceProfile) => api.deviceProfiles.setDefault(profile.id.id),
    onSuccess: () => pending?.reload(),
    onSettled: () => setPending(null),
  });
  return (
    <>
      <EntityTablePage config={config} />
      <ConfirmDialog
        open={pending !== null}
        busy={setDefault.isPending}
        title={t('device-profile.set-default-device-profile-title', { deviceProfileName: pending?.profile.name ?? '' })}
        message={t('device-profile.set-default-device-profile-text')}
        okLabel={t('action.yes')}
        onCancel={() => setPending(null)}
        onConfirm={() => pending && setDefault.mutate(pending.profile)}
      />
      <ImportDeviceProfileDialog
        open={importing !== null}
        onClose={() => setImporting(null)}
        onImported={() => importing?.reload()}
      />
    </>
  );
}

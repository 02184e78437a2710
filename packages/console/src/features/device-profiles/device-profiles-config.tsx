import type { DeviceProfile } from '@fleetdeck/model';
import { mdiCheck, mdiExport, mdiFileImport, mdiFlag } from '@mdi/js';
import i18next from 'i18next';
import { MdiIcon } from '../../components/icons/MdiIcon';
import { api } from '../../core/http/api';
import { createdTimeColumn, textColumn } from '../../entities/columns';
import type { EntityColumn, EntityContext, EntityTableConfig } from '../../entities/entity-config';
import { versionControlDetailsTab } from '../version-control/version-control-tab';
import { enumLabelKey } from './alarm-rules/model/alarm-rule-text';
import { DeviceProfileForm } from './DeviceProfileForm';
import { exportDeviceProfile } from './export-device-profile';

function enumColumn(
  key: 'transportType' | 'provisionType',
  title: string,
  section: string,
): EntityColumn<DeviceProfile> {
  const label = (profile: DeviceProfile) => i18next.t(enumLabelKey(section, profile[key]));
  return { key, title, sortProperty: key, render: label, csv: label };
}

interface DeviceProfilesConfigOptions {
  /** asks before the profile becomes the default one */
  confirmSetDefault(profile: DeviceProfile, reload: () => void): void;
  /** opens the import dialog */
  importProfile(context: EntityContext): void;
}

/** The tenant's device profiles. The default profile cannot be deleted. */
export function deviceProfilesConfig({
  confirmSetDefault,
  importProfile,
}: DeviceProfilesConfigOptions): EntityTableConfig<DeviceProfile> {
  return {
    id: 'deviceProfiles',
    entityType: 'DEVICE_PROFILE',
    messages: {
      title: 'device-profile.device-profiles',
      add: 'device-profile.add',
      details: 'device-profile.device-profile-details',
      deleteTitle: 'device-profile.delete-device-profile-title',
      deleteText: 'device-profile.delete-device-profile-text',
      deleteSelectedTitle: 'device-profile.delete-device-profiles-title',
      deleteSelectedText: 'device-profile.delete-device-profiles-text',
      noEntities: 'device-profile.no-device-profiles-text',
    },
    columns: [
      createdTimeColumn(),
      textColumn('name', 'device-profile.name'),
      enumColumn('transportType', 'device-profile.transport-type', 'device-profile.transport-type-value'),
      enumColumn('provisionType', 'device-profile.provision-strategy', 'device-profile.provision-strategy-value'),
      textColumn('description', 'device-profile.description', false),
      {
        key: 'default',
        title: 'device-profile.default',
        width: 100,
        render: (profile) =>
          profile.default ? (
            <MdiIcon path={mdiCheck} fontSize="small" aria-label={i18next.t('device-profile.default')} />
          ) : null,
        csv: (profile) => profile.default,
      },
    ],
    defaultSort: { property: 'createdTime', direction: 'DESC' },
    entityTitle: (profile) => profile.name,
    fetchPage: (link) => api.deviceProfiles.list(link),
    fetchById: (id) => api.deviceProfiles.get(id),
    save: (draft) =>
      api.deviceProfiles.save({ ...draft, name: draft.name ?? '', transportType: draft.transportType ?? 'DEFAULT' }),
    remove: (profile) => api.deviceProfiles.delete(profile.id.id),
    canDelete: (profile) => !profile.default,
    Form: DeviceProfileForm,
    detailsTabs: [versionControlDetailsTab<DeviceProfile>()],
    formDrawsTabs: true,
    addDialogWidth: 'md',
    actions: [
      {
        id: 'setDefault',
        icon: mdiFlag,
        label: 'device-profile.set-default',
        isVisible: (profile) => !profile.default,
        onAction: (profile, { reload }) => confirmSetDefault(profile, reload),
      },
      { id: 'export', icon: mdiExport, label: 'device-profile.export', onAction: exportDeviceProfile },
    ],
    listActions: [{ id: 'import', icon: mdiFileImport, label: 'device-profile.import', onAction: importProfile }],
    exportName: 'device-profiles',
  };
}

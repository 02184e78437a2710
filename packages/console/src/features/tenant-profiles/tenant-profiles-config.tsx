import type { TenantProfile } from '@fleetdeck/model';
import { mdiCheck, mdiFlag } from '@mdi/js';
import { MdiIcon } from '../../components/icons/MdiIcon';
import { api } from '../../core/http/api';
import { createdTimeColumn, textColumn } from '../../entities/columns';
import type { EntityTableConfig } from '../../entities/entity-config';
import { TenantProfileForm } from './TenantProfileForm';

/** Tenant profiles of the system administrator. The default profile cannot be deleted. */
export const tenantProfilesConfig: EntityTableConfig<TenantProfile> = {
  id: 'tenantProfiles',
  entityType: 'TENANT_PROFILE',
  messages: {
    title: 'tenant-profile.tenant-profiles',
    add: 'tenant-profile.add',
    details: 'tenant-profile.tenant-profile-details',
    deleteTitle: 'tenant-profile.delete-tenant-profile-title',
    deleteText: 'tenant-profile.delete-tenant-profile-text',
    deleteSelectedTitle: 'tenant-profile.delete-tenant-profiles-title',
    deleteSelectedText: 'tenant-profile.delete-tenant-profiles-text',
    noEntities: 'tenant-profile.no-tenant-profiles-text',
  },
  columns: [
    createdTimeColumn(),
    textColumn('name', 'tenant-profile.name'),
    textColumn('description', 'tenant-profile.description', false),
    {
      key: 'default',
      title: 'tenant-profile.default',
      width: 100,
      render: (profile) => (profile.default ? <MdiIcon path={mdiCheck} fontSize="small" aria-label="default" /> : null),
      csv: (profile) => profile.default,
    },
  ],
  defaultSort: { property: 'createdTime', direction: 'DESC' },
  entityTitle: (profile) => profile.name,
  fetchPage: (link) => api.tenantProfiles.list(link),
  fetchById: (id) => api.tenantProfiles.get(id),
  save: (draft) => api.tenantProfiles.save({ ...draft, name: draft.name ?? '' }),
  remove: (profile) => api.tenantProfiles.delete(profile.id.id),
  canDelete: (profile) => !profile.default,
  Form: TenantProfileForm,
  actions: [
    {
      id: 'setDefault',
      icon: mdiFlag,
      label: 'tenant-profile.set-default',
      isVisible: (profile) => !profile.default,
      onAction: async (profile, { reload }) => {
        await api.tenantProfiles.setDefault(profile.id.id);
        reload();
      },
    },
  ],
  exportName: 'tenant-profiles',
};

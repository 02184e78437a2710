import type { TenantInfo } from '@fleetdeck/model';
import { mdiAccountMultiple } from '@mdi/js';
import { api } from '../../core/http/api';
import { createdTimeColumn, textColumn } from '../../entities/columns';
import type { EntityTableConfig } from '../../entities/entity-config';
import { attributesTab, latestTelemetryTab } from '../telemetry/telemetry-tabs';
import { TenantForm } from './TenantForm';

/** The tenants list of the system administrator. */
export const tenantsConfig: EntityTableConfig<TenantInfo> = {
  id: 'tenants',
  entityType: 'TENANT',
  messages: {
    title: 'tenant.tenants',
    add: 'tenant.add',
    details: 'tenant.tenant-details',
    deleteTitle: 'tenant.delete-tenant-title',
    deleteText: 'tenant.delete-tenant-text',
    deleteSelectedTitle: 'tenant.delete-tenants-title',
    deleteSelectedText: 'tenant.delete-tenants-text',
    noEntities: 'tenant.no-tenants-text',
  },
  columns: [
    createdTimeColumn(),
    textColumn('title', 'tenant.title'),
    textColumn('tenantProfileName', 'tenant-profile.tenant-profile'),
    textColumn('email', 'contact.email'),
    textColumn('country', 'contact.country'),
    textColumn('city', 'contact.city'),
  ],
  defaultSort: { property: 'createdTime', direction: 'DESC' },
  entityTitle: (tenant) => tenant.title,
  fetchPage: (link) => api.tenants.infos(link),
  fetchById: (id) => api.tenants.info(id),
  save: async (draft) => {
    const saved = await api.tenants.save({ ...draft, title: draft.title ?? '' });
    return api.tenants.info(saved.id.id);
  },
  remove: (tenant) => api.tenants.delete(tenant.id.id),
  Form: TenantForm,
  actions: [
    {
      id: 'manageTenantAdmins',
      icon: mdiAccountMultiple,
      label: 'tenant.manage-tenant-admins',
      onAction: (tenant, { navigate }) => navigate(`/tenants/${tenant.id.id}/users`),
    },
  ],
  detailsTabs: [attributesTab(), latestTelemetryTab((tenant) => tenant.title)],
  exportName: 'tenants',
};

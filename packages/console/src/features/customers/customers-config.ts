import type { Customer } from '@fleetdeck/model';
import {
  mdiAccountMultiple,
  mdiDevices,
  mdiOfficeBuilding,
  mdiRouterNetwork,
  mdiViewDashboard,
  mdiViewQuilt,
} from '@mdi/js';
import { api } from '../../core/http/api';
import { useAuthStore } from '../../core/session/auth-store';
import { createdTimeColumn, textColumn } from '../../entities/columns';
import type { EntityAction, EntityTableConfig } from '../../entities/entity-config';
import { alarmsDetailsTab } from '../alarms/alarms-tab';
import { auditLogsDetailsTab } from '../audit-logs/audit-logs-tab';
import { eventsDetailsTab } from '../events/events-tab';
import { relationsDetailsTab } from '../relations/relations-tab';
import { attributesTab, latestTelemetryTab } from '../telemetry/telemetry-tabs';
import { CustomerForm } from './CustomerForm';

const isPublic = (customer: Customer) => customer.additionalInfo?.isPublic === true;

/** Opens one of the customer's own lists; the public customer's entities are managed by making them public. */
function manageAction(id: string, icon: string, label: string, list: string): EntityAction<Customer> {
  return {
    id,
    icon,
    label,
    isVisible: (customer) => !isPublic(customer),
    onAction: (customer, { navigate }) => navigate(`/customers/${customer.id.id}/${list}`),
  };
}

/** The tenant administrator's customers. The public customer is managed by the platform. */
export const customersConfig: EntityTableConfig<Customer> = {
  id: 'customers',
  entityType: 'CUSTOMER',
  messages: {
    title: 'customer.customers',
    add: 'customer.add',
    details: 'customer.customer-details',
    deleteTitle: 'customer.delete-customer-title',
    deleteText: 'customer.delete-customer-text',
    deleteSelectedTitle: 'customer.delete-customers-title',
    deleteSelectedText: 'customer.delete-customers-text',
    noEntities: 'customer.no-customers-text',
  },
  columns: [
    createdTimeColumn(),
    textColumn('title', 'customer.title'),
    textColumn('email', 'contact.email'),
    textColumn('country', 'contact.country'),
    textColumn('city', 'contact.city'),
  ],
  defaultSort: { property: 'createdTime', direction: 'DESC' },
  entityTitle: (customer) => customer.title,
  fetchPage: (link) => api.customers.list(link),
  fetchById: (id) => api.customers.get(id),
  save: (draft) => api.customers.save({ ...draft, title: draft.title ?? '' }),
  remove: (customer) => api.customers.delete(customer.id.id),
  canDelete: (customer) => !isPublic(customer),
  Form: CustomerForm,
  actions: [
    manageAction('manageCustomerUsers', mdiAccountMultiple, 'customer.manage-customer-users', 'users'),
    manageAction('manageCustomerAssets', mdiOfficeBuilding, 'customer.manage-customer-assets', 'assets'),
    manageAction('manageCustomerDevices', mdiDevices, 'customer.manage-customer-devices', 'devices'),
    manageAction('manageCustomerEntityViews', mdiViewQuilt, 'customer.manage-customer-entity-views', 'entityViews'),
    {
      ...manageAction('manageCustomerEdges', mdiRouterNetwork, 'customer.manage-customer-edges', 'edgeInstances'),
      isVisible: (customer) => !isPublic(customer) && useAuthStore.getState().edgesSupportEnabled,
    },
    manageAction('manageCustomerDashboards', mdiViewDashboard, 'customer.manage-customer-dashboards', 'dashboards'),
  ],
  detailsTabs: [
    attributesTab(),
    latestTelemetryTab((customer) => customer.title),
    alarmsDetailsTab(),
    eventsDetailsTab(),
    relationsDetailsTab(),
    auditLogsDetailsTab(),
  ],
  exportName: 'customers',
};

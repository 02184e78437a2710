import type { Customer } from '@fleetdeck/model';
import { mdiAccountMultiple } from '@mdi/js';
import { api } from '../../core/http/api';
import { createdTimeColumn, textColumn } from '../../entities/columns';
import type { EntityTableConfig } from '../../entities/entity-config';
import { relationsDetailsTab } from '../relations/relations-tab';
import { attributesTab, latestTelemetryTab } from '../telemetry/telemetry-tabs';
import { CustomerForm } from './CustomerForm';

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
  canDelete: (customer) => customer.additionalInfo?.isPublic !== true,
  Form: CustomerForm,
  actions: [
    {
      id: 'manageCustomerUsers',
      icon: mdiAccountMultiple,
      label: 'customer.manage-customer-users',
      isVisible: (customer) => customer.additionalInfo?.isPublic !== true,
      onAction: (customer, { navigate }) => navigate(`/customers/${customer.id.id}/users`),
    },
  ],
  detailsTabs: [attributesTab(), latestTelemetryTab((customer) => customer.title), relationsDetailsTab()],
  exportName: 'customers',
};

import { type DashboardInfo, type EntityId, NULL_UUID, type PageData } from '@fleetdeck/model';
import { type EntityOption, toOption } from '../../components/pickers/entity-lookup';
import { api } from '../../core/http/api';
import { type AssignedEntitiesKind, searchLink } from '../assigned-entities/assigned-entity-kind';

type Owned = { id: EntityId; name: string; customerId: EntityId };

/**
 * A device, asset, entity view or edge belongs to one owner at a time: only the tenant's own (no customer, and not
 * public) may be assigned, as the platform's assign dialog offers. The lists have no owner filter, so one page of the
 * search is read and the assigned ones are left out.
 */
export function unassignedOptions<T extends Owned>(page: PageData<T>): EntityOption[] {
  return page.data.filter((entity) => entity.customerId.id === NULL_UUID).map(toOption);
}

async function unassignedOf<T extends Owned>(page: Promise<PageData<T>>): Promise<EntityOption[]> {
  return unassignedOptions(await page);
}

/** A dashboard may be assigned to many customers: every one not yet assigned to this customer is offered. */
export function notAssignedTo(customerId: string, dashboards: DashboardInfo[]): EntityOption[] {
  return dashboards
    .filter((dashboard) => !(dashboard.assignedCustomers ?? []).some((owner) => owner.customerId.id === customerId))
    .map(toOption);
}

export const CUSTOMER_DEVICES: AssignedEntitiesKind = {
  entityType: 'DEVICE',
  messages: {
    list: 'device.devices',
    assignNew: 'device.assign-new-device',
    assignTitle: 'device.assign-title',
    unassign: 'device.unassign-from-customer',
    unassignTitle: 'device.unassign-title',
    unassignText: 'device.unassign-text',
  },
  assign: (customerId, id) => api.devices.assignToCustomer(customerId, id),
  unassign: (_customerId, id) => api.devices.unassignFromCustomer(id),
  findAssignable: (_customerId, text) => unassignedOf(api.devices.tenantDeviceInfos(searchLink(text, 'name'))),
};

export const CUSTOMER_ASSETS: AssignedEntitiesKind = {
  entityType: 'ASSET',
  messages: {
    list: 'asset.assets',
    assignNew: 'asset.assign-new-asset',
    assignTitle: 'asset.assign-title',
    unassign: 'asset.unassign-from-customer',
    unassignTitle: 'asset.unassign-title',
    unassignText: 'asset.unassign-text',
  },
  assign: (customerId, id) => api.assets.assignToCustomer(customerId, id),
  unassign: (_customerId, id) => api.assets.unassignFromCustomer(id),
  findAssignable: (_customerId, text) => unassignedOf(api.assets.tenantAssetInfos(searchLink(text, 'name'))),
};

export const CUSTOMER_ENTITY_VIEWS: AssignedEntitiesKind = {
  entityType: 'ENTITY_VIEW',
  messages: {
    list: 'entity-view.entity-views',
    assignNew: 'entity-view.assign-new-entity-view',
    assignTitle: 'entity-view.assign-title',
    unassign: 'entity-view.unassign-from-customer',
    unassignTitle: 'entity-view.unassign-title',
    unassignText: 'entity-view.unassign-text',
  },
  assign: (customerId, id) => api.entityViews.assignToCustomer(customerId, id),
  unassign: (_customerId, id) => api.entityViews.unassignFromCustomer(id),
  findAssignable: (_customerId, text) => unassignedOf(api.entityViews.tenantEntityViewInfos(searchLink(text, 'name'))),
};

export const CUSTOMER_EDGES: AssignedEntitiesKind = {
  entityType: 'EDGE',
  messages: {
    list: 'edge.edge-instances',
    assignNew: 'edge.assign-new-edge',
    assignTitle: 'edge.assign-title',
    unassign: 'edge.unassign-from-customer',
    unassignTitle: 'edge.unassign-title',
    unassignText: 'edge.unassign-text',
  },
  assign: (customerId, id) => api.edges.assignToCustomer(customerId, id),
  unassign: (_customerId, id) => api.edges.unassignFromCustomer(id),
  findAssignable: (_customerId, text) => unassignedOf(api.edges.tenantEdgeInfos(searchLink(text, 'name'))),
};

export const CUSTOMER_DASHBOARDS: AssignedEntitiesKind = {
  entityType: 'DASHBOARD',
  messages: {
    list: 'dashboard.dashboards',
    assignNew: 'dashboard.assign-new-dashboard',
    assignTitle: 'dashboard.assign-title',
    unassign: 'dashboard.unassign-from-customer',
    unassignTitle: 'dashboard.unassign-dashboard-title',
    unassignText: 'dashboard.unassign-dashboard-text',
  },
  assign: (customerId, id) => api.dashboards.assignToCustomer(customerId, id),
  unassign: (customerId, id) => api.dashboards.unassignFromCustomer(customerId, id),
  findAssignable: async (customerId, text) =>
    notAssignedTo(customerId, (await api.dashboards.tenantDashboards(searchLink(text, 'title'))).data),
};

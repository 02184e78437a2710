import type { AssetInfo, DeviceInfo, EntityViewInfo, PageData, PageLink } from '@fleetdeck/model';
import { toOption } from '../../components/pickers/entity-lookup';
import { api } from '../../core/http/api';
import type { AssignedEntitiesKind } from '../assigned-entities/assigned-entity-kind';
import { type AssignedEntitiesMessages, searchLink } from '../assigned-entities/assigned-entity-kind';
import { withCustomerTitles } from './customer-titles';

/** One edge's messages: an entity may be assigned to many edges, so every one of the tenant's is offered. */
function edgeMessages(list: string, assignNew: string): AssignedEntitiesMessages {
  return {
    list,
    assignNew,
    assignTitle: 'edge.assign-to-edge-title',
    unassign: 'edge.unassign-from-edge',
    unassignTitle: 'edge.unassign-from-edge-title',
    unassignText: 'edge.unassign-from-edge-text',
  };
}

export const EDGE_DEVICES: AssignedEntitiesKind = {
  entityType: 'DEVICE',
  messages: edgeMessages('device.devices', 'device.assign-new-device'),
  assign: (edgeId, id) => api.edges.assignDevice(edgeId, id),
  unassign: (edgeId, id) => api.edges.unassignDevice(edgeId, id),
  findAssignable: async (_edgeId, text) =>
    (await api.devices.tenantDeviceInfos(searchLink(text, 'name'))).data.map(toOption),
};

export const EDGE_ASSETS: AssignedEntitiesKind = {
  entityType: 'ASSET',
  messages: edgeMessages('asset.assets', 'asset.assign-new-asset'),
  assign: (edgeId, id) => api.edges.assignAsset(edgeId, id),
  unassign: (edgeId, id) => api.edges.unassignAsset(edgeId, id),
  findAssignable: async (_edgeId, text) =>
    (await api.assets.tenantAssetInfos(searchLink(text, 'name'))).data.map(toOption),
};

export const EDGE_ENTITY_VIEWS: AssignedEntitiesKind = {
  entityType: 'ENTITY_VIEW',
  messages: edgeMessages('entity-view.entity-views', 'entity-view.assign-new-entity-view'),
  assign: (edgeId, id) => api.edges.assignEntityView(edgeId, id),
  unassign: (edgeId, id) => api.edges.unassignEntityView(edgeId, id),
  findAssignable: async (_edgeId, text) =>
    (await api.entityViews.tenantEntityViewInfos(searchLink(text, 'name'))).data.map(toOption),
};

export const EDGE_DASHBOARDS: AssignedEntitiesKind = {
  entityType: 'DASHBOARD',
  messages: edgeMessages('dashboard.dashboards', 'dashboard.assign-new-dashboard'),
  assign: (edgeId, id) => api.dashboards.assignToEdge(edgeId, id),
  unassign: (edgeId, id) => api.dashboards.unassignFromEdge(edgeId, id),
  findAssignable: async (_edgeId, text) =>
    (await api.dashboards.tenantDashboards(searchLink(text, 'title'))).data.map(toOption),
};

/** An edge runs only EDGE rule chains, so only those are offered. */
export const EDGE_RULE_CHAINS: AssignedEntitiesKind = {
  entityType: 'RULE_CHAIN',
  messages: edgeMessages('rulechain.rulechains', 'rulechain.assign-new-rulechain'),
  assign: (edgeId, id) => api.ruleChains.assignToEdge(edgeId, id),
  unassign: (edgeId, id) => api.ruleChains.unassignFromEdge(edgeId, id),
  findAssignable: async (_edgeId, text) =>
    (await api.ruleChains.list(searchLink(text, 'name'), 'EDGE')).data.map(toOption),
};

export async function edgeDevices(edgeId: string, link: PageLink): Promise<PageData<DeviceInfo>> {
  const page = await withCustomerTitles(await api.edges.devices(edgeId, link), api.entityQuery.find);
  // The platform keeps a device's profile name in its type, so the profile column needs no further read.
  return { ...page, data: page.data.map((device) => ({ ...device, deviceProfileName: device.type })) };
}

export async function edgeAssets(edgeId: string, link: PageLink): Promise<PageData<AssetInfo>> {
  return withCustomerTitles(await api.edges.assets(edgeId, link), api.entityQuery.find);
}

export async function edgeEntityViews(edgeId: string, link: PageLink): Promise<PageData<EntityViewInfo>> {
  return withCustomerTitles(await api.edges.entityViews(edgeId, link), api.entityQuery.find);
}

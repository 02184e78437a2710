import type { AssetInfo } from '@fleetdeck/model';
import type { ReactNode } from 'react';
import { api } from '../../core/http/api';
import { createdTimeColumn, textColumn } from '../../entities/columns';
import type { EntityListAction, EntityTableConfig } from '../../entities/entity-config';
import { alarmsDetailsTab } from '../alarms/alarms-tab';
import { auditLogsDetailsTab } from '../audit-logs/audit-logs-tab';
import { eventsDetailsTab } from '../events/events-tab';
import {
  type OwnershipApi,
  type OwnershipPageActions,
  ownershipActions,
  ownershipBulkActions,
  ownershipMessages,
} from '../ownership/ownership';
import { customerColumn, publicColumn } from '../ownership/ownership-columns';
import { relationsDetailsTab } from '../relations/relations-tab';
import { attributesTab, latestTelemetryTab } from '../telemetry/telemetry-tabs';
import { AssetForm } from './AssetForm';

export const assetOwnershipApi: OwnershipApi = {
  assignToCustomer: (customerId, assetId) => api.assets.assignToCustomer(customerId, assetId),
  unassignFromCustomer: (assetId) => api.assets.unassignFromCustomer(assetId),
  makePublic: (assetId) => api.assets.makePublic(assetId),
};

export const ASSET_OWNERSHIP_MESSAGES = ownershipMessages('asset');

export interface AssetsConfigOptions {
  /** a customer user's customer, whose assets the list shows read-only; null for a tenant administrator */
  customerId: string | null;
  /** a customer's list opened by its tenant administrator: the details can be edited, unlike a customer user's */
  editable?: boolean;
  type: string | null;
  headerFilter: ReactNode;
  listActions: EntityListAction[];
  /** the ownership dialogs of the tenant's list; a customer's list offers none of these actions */
  page?: OwnershipPageActions<AssetInfo>;
}

/** The tenant's assets, or read-only a customer user's, filtered by asset type. */
export function assetsConfig(options: AssetsConfigOptions): EntityTableConfig<AssetInfo> {
  const { customerId, type, page } = options;
  const filter = type ? { type } : {};
  const tenant = customerId === null;
  const editable = tenant || options.editable === true;
  return {
    id: 'assets',
    entityType: 'ASSET',
    messages: {
      title: 'asset.assets',
      add: 'asset.add',
      details: 'asset.asset-details',
      deleteTitle: 'asset.delete-asset-title',
      deleteText: 'asset.delete-asset-text',
      deleteSelectedTitle: 'asset.delete-assets-title',
      deleteSelectedText: 'asset.delete-assets-text',
      noEntities: 'asset.no-assets-text',
    },
    columns: [
      createdTimeColumn(),
      textColumn('name', 'asset.name'),
      textColumn('type', 'asset.asset-type'),
      textColumn('label', 'asset.label'),
      ...(tenant ? [customerColumn<AssetInfo>(), publicColumn<AssetInfo>()] : []),
    ],
    defaultSort: { property: 'createdTime', direction: 'DESC' },
    entityTitle: (asset) => asset.name,
    fetchPage: (link) =>
      customerId ? api.assets.customerAssetInfos(customerId, link, filter) : api.assets.tenantAssetInfos(link, filter),
    fetchById: (id) => api.assets.info(id),
    save: async (draft) =>
      (await api.assets.save({ ...draft, name: draft.name ?? '', type: draft.type ?? '' })) as AssetInfo,
    remove: (asset) => api.assets.delete(asset.id.id),
    Form: AssetForm,
    readOnly: !editable,
    headerFilter: options.headerFilter,
    queryScope: [customerId, type],
    actions: tenant && page ? ownershipActions(assetOwnershipApi, ASSET_OWNERSHIP_MESSAGES, page) : [],
    bulkActions: tenant && page ? ownershipBulkActions(ASSET_OWNERSHIP_MESSAGES, page) : [],
    listActions: tenant ? options.listActions : [],
    detailsTabs: [
      attributesTab(),
      latestTelemetryTab((asset) => asset.name),
      alarmsDetailsTab(),
      eventsDetailsTab(),
      relationsDetailsTab({ readOnly: !editable }),
      // Only tenant administrators may read audit logs: a customer user's list has no such tab.
      ...(editable ? [auditLogsDetailsTab()] : []),
    ],
    exportName: 'assets',
  };
}

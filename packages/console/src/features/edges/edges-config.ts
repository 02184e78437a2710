import type { EdgeInfo } from '@fleetdeck/model';
import { mdiDevices, mdiOfficeBuilding, mdiSitemap, mdiSync, mdiViewDashboard, mdiViewQuilt } from '@mdi/js';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { api } from '../../core/http/api';
import { showToast } from '../../core/notifications/toast-store';
import { createdTimeColumn, textColumn } from '../../entities/columns';
import type { EntityAction, EntityListAction, EntityTableConfig } from '../../entities/entity-config';
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
import { downlinksDetailsTab } from './downlinks/downlinks-tab';
import { EdgeForm } from './EdgeForm';

export const edgeOwnershipApi: OwnershipApi = {
  assignToCustomer: (customerId, id) => api.edges.assignToCustomer(customerId, id),
  unassignFromCustomer: (id) => api.edges.unassignFromCustomer(id),
  makePublic: (id) => api.edges.makePublic(id),
};

export const EDGE_OWNERSHIP_MESSAGES = ownershipMessages('edge');

/** Asks the platform to send the edge everything it should have (POST /api/edge/sync/{id}). */
export const syncEdgeAction: EntityAction<EdgeInfo> = {
  id: 'sync',
  icon: mdiSync,
  label: 'edge.sync',
  onAction: async (edge) => {
    await api.edges.sync(edge.id.id);
    showToast({ type: 'success', message: i18next.t('edge.sync-process-started-successfully') });
  },
};

/** Opens one of the lists of what is assigned to the edge. */
function manageAction(id: string, icon: string, label: string, list: string): EntityAction<EdgeInfo> {
  return { id, icon, label, onAction: (edge, { navigate }) => navigate(`/edgeInstances/${edge.id.id}/${list}`) };
}

const MANAGE_ASSIGNED: EntityAction<EdgeInfo>[] = [
  manageAction('manageEdgeAssets', mdiOfficeBuilding, 'edge.manage-edge-assets', 'assets'),
  manageAction('manageEdgeDevices', mdiDevices, 'edge.manage-edge-devices', 'devices'),
  manageAction('manageEdgeEntityViews', mdiViewQuilt, 'edge.manage-edge-entity-views', 'entityViews'),
  manageAction('manageEdgeDashboards', mdiViewDashboard, 'edge.manage-edge-dashboards', 'dashboards'),
  manageAction('manageEdgeRuleChains', mdiSitemap, 'edge.manage-edge-rulechains', 'ruleChains'),
];

export interface EdgesConfigOptions {
  customerId: string | null;
  /** a customer's list opened by its tenant administrator: the details can be edited, unlike a customer user's */
  editable?: boolean;
  type: string | null;
  headerFilter: ReactNode;
  listActions: EntityListAction[];
  /** the ownership dialogs of the tenant's list; a customer's list offers none of these actions */
  page?: OwnershipPageActions<EdgeInfo>;
}

/** The tenant's edge instances, or read-only a customer user's. */
export function edgesConfig(options: EdgesConfigOptions): EntityTableConfig<EdgeInfo> {
  const { customerId, type, page } = options;
  const filter = type ? { type } : {};
  const tenant = customerId === null;
  const editable = tenant || options.editable === true;
  return {
    id: 'edges',
    entityType: 'EDGE',
    messages: {
      title: 'edge.edge-instances',
      add: 'edge.add',
      details: 'edge.edge-details',
      deleteTitle: 'edge.delete-edge-title',
      deleteText: 'edge.delete-edge-text',
      deleteSelectedTitle: 'edge.delete-edges-title',
      deleteSelectedText: 'edge.delete-edges-text',
      noEntities: 'edge.no-edges-text',
    },
    columns: [
      createdTimeColumn(),
      textColumn('name', 'edge.name'),
      textColumn('type', 'edge.edge-type'),
      textColumn('label', 'edge.label'),
      ...(tenant ? [customerColumn<EdgeInfo>(), publicColumn<EdgeInfo>()] : []),
    ],
    defaultSort: { property: 'createdTime', direction: 'DESC' },
    entityTitle: (edge) => edge.name,
    fetchPage: (link) =>
      customerId ? api.edges.customerEdgeInfos(customerId, link, filter) : api.edges.tenantEdgeInfos(link, filter),
    fetchById: (id) => api.edges.info(id),
    save: async (draft) =>
      (await api.edges.save({ ...draft, name: draft.name ?? '', type: draft.type ?? '' })) as EdgeInfo,
    remove: (edge) => api.edges.delete(edge.id.id),
    Form: EdgeForm,
    readOnly: !editable,
    headerFilter: options.headerFilter,
    queryScope: [customerId, type],
    actions:
      tenant && page
        ? [...ownershipActions(edgeOwnershipApi, EDGE_OWNERSHIP_MESSAGES, page), ...MANAGE_ASSIGNED, syncEdgeAction]
        : [],
    bulkActions: tenant && page ? ownershipBulkActions(EDGE_OWNERSHIP_MESSAGES, page) : [],
    listActions: tenant ? options.listActions : [],
    detailsTabs: [
      attributesTab(),
      latestTelemetryTab((edge) => edge.name),
      alarmsDetailsTab(),
      eventsDetailsTab(),
      relationsDetailsTab({ readOnly: !editable }),
      // Only tenant administrators may read downlinks and audit logs: a customer user's list has no such tabs.
      ...(editable ? [downlinksDetailsTab(), auditLogsDetailsTab()] : []),
    ],
    exportName: 'edges',
  };
}

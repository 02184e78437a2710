import type { EntityView, EntityViewInfo } from '@fleetdeck/model';
import type { ReactNode } from 'react';
import { api } from '../../core/http/api';
import { createdTimeColumn, textColumn } from '../../entities/columns';
import type { EntityTableConfig } from '../../entities/entity-config';
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
import { EntityViewForm } from './EntityViewForm';

export const entityViewOwnershipApi: OwnershipApi = {
  assignToCustomer: (customerId, id) => api.entityViews.assignToCustomer(customerId, id),
  unassignFromCustomer: (id) => api.entityViews.unassignFromCustomer(id),
  makePublic: (id) => api.entityViews.makePublic(id),
};

export const ENTITY_VIEW_OWNERSHIP_MESSAGES = ownershipMessages('entity-view');

export interface EntityViewsConfigOptions {
  customerId: string | null;
  /** a customer's list opened by its tenant administrator: the details can be edited, unlike a customer user's */
  editable?: boolean;
  type: string | null;
  headerFilter: ReactNode;
  /** the ownership dialogs of the tenant's list; a customer's list offers none of these actions */
  page?: OwnershipPageActions<EntityViewInfo>;
}

/** The tenant's entity views, or read-only a customer user's. */
export function entityViewsConfig(options: EntityViewsConfigOptions): EntityTableConfig<EntityViewInfo> {
  const { customerId, type, page } = options;
  const filter = type ? { type } : {};
  const tenant = customerId === null;
  const editable = tenant || options.editable === true;
  return {
    id: 'entityViews',
    entityType: 'ENTITY_VIEW',
    messages: {
      title: 'entity-view.entity-views',
      add: 'entity-view.add',
      details: 'entity-view.entity-view-details',
      deleteTitle: 'entity-view.delete-entity-view-title',
      deleteText: 'entity-view.delete-entity-view-text',
      deleteSelectedTitle: 'entity-view.delete-entity-views-title',
      deleteSelectedText: 'entity-view.delete-entity-views-text',
      noEntities: 'entity-view.no-entity-views-text',
    },
    columns: [
      createdTimeColumn(),
      textColumn('name', 'entity-view.name'),
      textColumn('type', 'entity-view.entity-view-type'),
      ...(tenant ? [customerColumn<EntityViewInfo>(), publicColumn<EntityViewInfo>()] : []),
    ],
    defaultSort: { property: 'createdTime', direction: 'DESC' },
    entityTitle: (view) => view.name,
    fetchPage: (link) =>
      customerId
        ? api.entityViews.customerEntityViewInfos(customerId, link, filter)
        : api.entityViews.tenantEntityViewInfos(link, filter),
    fetchById: (id) => api.entityViews.info(id),
    save: async (draft: Partial<EntityView>) => {
      if (!draft.entityId) throw new Error('An entity view needs the entity it shows');
      const saved = await api.entityViews.save({
        ...draft,
        name: draft.name ?? '',
        type: draft.type ?? '',
        entityId: draft.entityId,
      });
      return saved as EntityViewInfo;
    },
    remove: (view) => api.entityViews.delete(view.id.id),
    Form: EntityViewForm,
    addDialogWidth: 'md',
    readOnly: !editable,
    headerFilter: options.headerFilter,
    queryScope: [customerId, type],
    actions: tenant && page ? ownershipActions(entityViewOwnershipApi, ENTITY_VIEW_OWNERSHIP_MESSAGES, page) : [],
    bulkActions: tenant && page ? ownershipBulkActions(ENTITY_VIEW_OWNERSHIP_MESSAGES, page) : [],
    detailsTabs: [
      attributesTab(),
      latestTelemetryTab((view) => view.name),
      alarmsDetailsTab(),
      eventsDetailsTab(),
      relationsDetailsTab({ readOnly: !editable }),
      // Only tenant administrators may read audit logs: a customer user's list has no such tab.
      ...(editable ? [auditLogsDetailsTab()] : []),
    ],
    exportName: 'entity-views',
  };
}

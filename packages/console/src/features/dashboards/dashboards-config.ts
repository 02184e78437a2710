import type { Dashboard, DashboardInfo } from '@fleetdeck/model';
import {
  mdiAccountPlus,
  mdiExport,
  mdiFileImport,
  mdiInformationOutline,
  mdiShareVariant,
  mdiShareVariantOutline,
} from '@mdi/js';
import { api } from '../../core/http/api';
import { createdTimeColumn, textColumn } from '../../entities/columns';
import type { EntityContext, EntityTableConfig } from '../../entities/entity-config';
import { versionControlDetailsTab } from '../version-control/version-control-tab';
import { DashboardForm } from './DashboardForm';
import { dashboardsColumns } from './dashboards-columns';
import { exportDashboard } from './export-dashboard';
import { publicCustomerId } from './public-link';
import { versionHistoryDetailsTab } from './versions/version-history-tab';

/** A row of the list; the description (kept in the configuration) is there once the dashboard was read by id. */
export type DashboardListEntry = DashboardInfo & { description?: string };

/** What the page opens for the list's actions; the dialogs live in the page. */
export interface DashboardsPageActions {
  importDashboard(context: EntityContext): void;
  showPublicLink(dashboard: DashboardInfo, context: EntityContext): void;
  makePrivate(dashboard: DashboardInfo, context: EntityContext): void;
  assign(dashboard: DashboardInfo, context: EntityContext): void;
}

export interface DashboardsConfigOptions {
  /** a customer user's customer, whose assigned dashboards the list shows read-only; null for a tenant administrator */
  customerId: string | null;
  /** a customer's list opened by its tenant administrator: the details can be edited, unlike a customer user's */
  editable?: boolean;
  /** the dialogs of the tenant's list; a customer's list offers none of them */
  page?: DashboardsPageActions;
}

function withDescription(dashboard: Dashboard): DashboardListEntry {
  const { configuration, ...info } = dashboard;
  const description = configuration?.description;
  return { ...info, description: typeof description === 'string' ? description : '' };
}

/** A new dashboard gets its description; an edited one keeps its widgets, states and aliases. */
async function saveDashboard(draft: Partial<DashboardListEntry>): Promise<DashboardListEntry> {
  const description = draft.description ?? '';
  if (!draft.id) {
    return withDescription(await api.dashboards.save({ title: draft.title ?? '', configuration: { description } }));
  }
  const current = await api.dashboards.get(draft.id.id);
  const saved = await api.dashboards.save({
    ...current,
    title: draft.title ?? current.title,
    configuration: { ...current.configuration, description },
  });
  return withDescription(saved);
}

/** The tenant's dashboards, or read-only the dashboards assigned to a customer user's customer. */
export function dashboardsConfig({
  customerId,
  editable: tenantEdits,
  page,
}: DashboardsConfigOptions): EntityTableConfig<DashboardListEntry> {
  const tenant = customerId === null;
  const editable = tenant || tenantEdits === true;
  return {
    id: 'dashboards',
    entityType: 'DASHBOARD',
    messages: {
      title: 'dashboard.dashboards',
      add: 'dashboard.add',
      details: 'dashboard.dashboard-details',
      deleteTitle: 'dashboard.delete-dashboard-title',
      deleteText: 'dashboard.delete-dashboard-text',
      deleteSelectedTitle: 'dashboard.delete-dashboards-title',
      deleteSelectedText: 'dashboard.delete-dashboards-text',
      noEntities: 'dashboard.no-dashboards-text',
    },
    columns: [createdTimeColumn(), textColumn('title', 'dashboard.title'), ...(tenant ? dashboardsColumns() : [])],
    defaultSort: { property: 'createdTime', direction: 'DESC' },
    entityTitle: (dashboard) => dashboard.title,
    fetchPage: (link) =>
      customerId ? api.dashboards.customerDashboards(customerId, link) : api.dashboards.tenantDashboards(link),
    fetchById: async (id) => withDescription(await api.dashboards.get(id)),
    save: saveDashboard,
    remove: (dashboard) => api.dashboards.delete(dashboard.id.id),
    Form: DashboardForm,
    readOnly: !editable,
    // Only the tenant administrator saves dashboards, so only it has their history and their versions.
    detailsTabs: editable ? [versionHistoryDetailsTab(), versionControlDetailsTab<DashboardListEntry>()] : [],
    queryScope: [customerId],
    openEntity: (dashboard, context) => context.navigate(`/dashboards/${dashboard.id.id}`),
    actions: [
      {
        id: 'details',
        icon: mdiInformationOutline,
        label: 'dashboard.dashboard-details',
        onAction: (dashboard, context) => context.navigate(`?details=${dashboard.id.id}`),
      },
      { id: 'export', icon: mdiExport, label: 'dashboard.export', onAction: exportDashboard },
      ...(tenant && page
        ? [
            {
              id: 'makePublic',
              icon: mdiShareVariant,
              label: 'dashboard.make-public',
              isVisible: (dashboard: DashboardInfo) => publicCustomerId(dashboard) === null,
              onAction: page.showPublicLink,
            },
            {
              id: 'publicLink',
              icon: mdiShareVariant,
              label: 'dashboard.public-link',
              isVisible: (dashboard: DashboardInfo) => publicCustomerId(dashboard) !== null,
              onAction: page.showPublicLink,
            },
            {
              id: 'makePrivate',
              icon: mdiShareVariantOutline,
              label: 'dashboard.make-private',
              isVisible: (dashboard: DashboardInfo) => publicCustomerId(dashboard) !== null,
              onAction: page.makePrivate,
            },
            { id: 'assign', icon: mdiAccountPlus, label: 'dashboard.assign-to-customer', onAction: page.assign },
          ]
        : []),
    ],
    listActions:
      tenant && page
        ? [{ id: 'import', icon: mdiFileImport, label: 'dashboard.import', onAction: page.importDashboard }]
        : [],
    exportName: 'dashboards',
  };
}

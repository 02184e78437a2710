import type { Authority, WidgetsBundle } from '@fleetdeck/model';
import { mdiCheck, mdiExport, mdiFileImport, mdiInformationOutline, mdiViewGridOutline } from '@mdi/js';
import i18next from 'i18next';
import { MdiIcon } from '../../components/icons/MdiIcon';
import { api } from '../../core/http/api';
import { createdTimeColumn, textColumn } from '../../entities/columns';
import type { EntityColumn, EntityContext, EntityTableConfig } from '../../entities/entity-config';
import { canWriteBundle, isSystemBundle } from './bundle-access';
import { exportWidgetsBundle } from './export-widgets';
import { WidgetsBundleForm } from './WidgetsBundleForm';

/** What the page opens for the list's actions; the dialogs live in the page. */
export interface WidgetsBundlesPageActions {
  importBundle(context: EntityContext): void;
}

const systemColumn: EntityColumn<WidgetsBundle> = {
  key: 'system',
  title: 'widgets-bundle.system',
  width: 90,
  render: (bundle) =>
    isSystemBundle(bundle) ? (
      <MdiIcon path={mdiCheck} fontSize="small" aria-label={i18next.t('widgets-bundle.system')} />
    ) : null,
  csv: (bundle) => isSystemBundle(bundle),
};

/** An edited bundle keeps its alias, which names it to its widget types. */
async function saveBundle(draft: Partial<WidgetsBundle>): Promise<WidgetsBundle> {
  return api.widgets.saveBundle({ ...draft, title: draft.title ?? '' });
}

const widgetTypesPath = (bundle: WidgetsBundle) => `/widgets-bundles/${bundle.id.id}/widgetTypes`;

/**
 * The widgets bundles the user may use: a tenant administrator's own, changed freely, and the system ones, which it
 * only reads; the system administrator's are the system ones.
 */
export function widgetsBundlesConfig(
  authority: Authority | undefined,
  page: WidgetsBundlesPageActions,
): EntityTableConfig<WidgetsBundle> {
  const writable = (bundle: WidgetsBundle) => canWriteBundle(bundle, authority);
  return {
    id: 'widgetsBundles',
    entityType: 'WIDGETS_BUNDLE',
    messages: {
      title: 'widgets-bundle.widgets-bundles',
      add: 'widgets-bundle.add',
      details: 'widgets-bundle.widgets-bundle-details',
      deleteTitle: 'widgets-bundle.delete-widgets-bundle-title',
      deleteText: 'widgets-bundle.delete-widgets-bundle-text',
      deleteSelectedTitle: 'widgets-bundle.delete-widgets-bundles-title',
      deleteSelectedText: 'widgets-bundle.delete-widgets-bundles-text',
      noEntities: 'widgets-bundle.no-widgets-bundles-text',
    },
    columns: [createdTimeColumn(), textColumn('title', 'widgets-bundle.title'), systemColumn],
    defaultSort: { property: 'createdTime', direction: 'DESC' },
    entityTitle: (bundle) => bundle.title,
    fetchPage: (link) => api.widgets.bundles(link),
    fetchById: (id) => api.widgets.bundle(id),
    save: saveBundle,
    remove: (bundle) => api.widgets.deleteBundle(bundle.id.id),
    canDelete: writable,
    canEdit: writable,
    Form: WidgetsBundleForm,
    openEntity: (bundle, context) => context.navigate(widgetTypesPath(bundle)),
    actions: [
      {
        id: 'open',
        icon: mdiViewGridOutline,
        label: 'widgets-bundle.open-widgets-bundle',
        onAction: (bundle, context) => context.navigate(widgetTypesPath(bundle)),
      },
      {
        id: 'details',
        icon: mdiInformationOutline,
        label: 'widgets-bundle.widgets-bundle-details',
        onAction: (bundle, context) => context.navigate(`?details=${bundle.id.id}`),
      },
      { id: 'export', icon: mdiExport, label: 'widgets-bundle.export', onAction: exportWidgetsBundle },
    ],
    listActions: [{ id: 'import', icon: mdiFileImport, label: 'widgets-bundle.import', onAction: page.importBundle }],
    exportName: 'widgets_bundles',
  };
}

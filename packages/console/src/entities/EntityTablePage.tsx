import { mdiDelete } from '@mdi/js';
import { Box, Paper, TablePagination } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../components/dialogs/ConfirmDialog';
import { useIsLoading } from '../core/http/loading-store';
import { reportError } from '../core/http/report-error';
import { showToast } from '../core/notifications/toast-store';
import { useShellSearch } from '../shell/search-store';
import { EntityAddDialog } from './EntityAddDialog';
import { EntityDetailsDrawer } from './EntityDetailsDrawer';
import { EntityTable } from './EntityTable';
import { EntityTableToolbar } from './EntityTableToolbar';
import type { EntityAction, EntityRecord, EntityTableConfig } from './entity-config';
import { PAGE_SIZES } from './list-state';
import { useEntityList } from './useEntityList';

/** The one entity list of the console: the view of useEntityList (paging, sorting, search, selection, export, edit). */
export function EntityTablePage<T extends EntityRecord>({ config }: { config: EntityTableConfig<T> }) {
  const { t } = useTranslation();
  const loading = useIsLoading();
  const controller = useEntityList(config);
  const { list, rows, selectedRows, context, toDelete } = controller;
  useShellSearch(list.setTextSearch);

  const deleteAction: EntityAction<T> = {
    id: 'delete',
    icon: mdiDelete,
    label: 'action.delete',
    isVisible: (entity) => config.canDelete?.(entity) ?? true,
    onAction: (entity) => controller.askDelete([entity]),
  };
  const addAndDelete = !config.readOnly && config.addAndDelete !== false;
  const actions = [...(config.actions ?? []), ...(addAndDelete ? [deleteAction] : [])];
  const run = (action: () => void | Promise<void>) => {
    Promise.resolve().then(action).catch(reportError);
  };
  const selectionButtons = (config.bulkActions ?? [])
    .filter((action) => action.isVisible?.(selectedRows) ?? true)
    .map((action) => ({ ...action, onClick: () => run(() => action.onAction(selectedRows, context)) }));
  const listButtons = (config.listActions ?? []).map((action) => ({
    ...action,
    onClick: () => run(() => action.onAction(context)),
  }));
  const single = toDelete?.length === 1 ? toDelete[0] : undefined;

  return (
    <Box sx={{ p: { xs: 0, sm: 2 }, flex: 1, display: 'flex', minHeight: 0, minWidth: 0 }}>
      <Paper sx={{ flex: 1, display: 'flex', flexDirection: 'column', minHeight: 0, minWidth: 0 }}>
        <EntityTableToolbar
          title={t(config.messages.title, config.titleValues)}
          addLabel={t(config.messages.add)}
          selectedCount={controller.selected.size}
          disabled={loading}
          readOnly={!addAndDelete}
          filter={config.headerFilter}
          listButtons={listButtons}
          selectionButtons={selectionButtons}
          onAdd={() => controller.setAdding(true)}
          onRefresh={controller.reload}
          onExport={() => void controller.exportCsv()}
          onDeleteSelected={() => controller.askDelete(selectedRows)}
        />
        <EntityTable
          columns={config.columns}
          actions={actions}
          rows={rows}
          sortOrder={list.pageLink.sortOrder}
          selected={controller.selected}
          context={context}
          noEntities={config.messages.noEntities}
          selectable={addAndDelete || (config.bulkActions?.length ?? 0) > 0}
          onSort={list.setSort}
          onToggle={controller.toggle}
          onToggleAll={controller.toggleAll}
          onOpen={config.openEntity ? (row) => config.openEntity?.(row, context) : controller.openDetails}
        />
        <TablePagination
          component="div"
          count={controller.totalElements}
          page={controller.pageIndex}
          rowsPerPage={list.pageLink.pageSize}
          rowsPerPageOptions={PAGE_SIZES}
          labelRowsPerPage={t('entity.items-per-page')}
          labelDisplayedRows={({ from, to, count }) => t('entity.range-label', { from, to, count })}
          onPageChange={(_event, next) => list.setPage(next)}
          onRowsPerPageChange={(event) => list.setPageSize(Number(event.target.value))}
          // On a phone the page-size select and the range wrap onto two lines rather than push the arrows off-screen.
          sx={{ flexShrink: 0, '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end' } }}
        />
      </Paper>
      <EntityAddDialog
        config={config}
        open={controller.adding}
        onClose={() => controller.setAdding(false)}
        onSubmit={async (draft) => {
          if (await controller.save(draft)) controller.setAdding(false);
        }}
      />
      <EntityDetailsDrawer
        config={config}
        open={controller.detailsOpen}
        entity={controller.details}
        readAt={controller.detailsReadAt}
        error={controller.detailsError}
        context={context}
        onClose={controller.closeDetails}
        onSave={async (draft) => {
          const saved = await controller.save(draft);
          if (saved) showToast({ type: 'success', message: t('details.saved') });
          return saved;
        }}
      />
      <ConfirmDialog
        open={toDelete !== null}
        busy={controller.removing}
        title={
          single
            ? t(config.messages.deleteTitle, { title: config.entityTitle(single) })
            : t(config.messages.deleteSelectedTitle, { count: toDelete?.length ?? 0 })
        }
        message={t(single ? config.messages.deleteText : config.messages.deleteSelectedText)}
        okLabel={t('action.delete')}
        onCancel={controller.cancelDelete}
        onConfirm={controller.confirmDelete}
      />
    </Box>
  );
}

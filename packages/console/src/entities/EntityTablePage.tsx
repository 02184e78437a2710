import { mdiDelete } from '@mdi/js';
import { Box, Paper, TablePagination } from '@mui/material';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../components/dialogs/ConfirmDialog';
import { useIsLoading } from '../core/http/loading-store';
import { reportError } from '../core/http/report-error';
import { showToast } from '../core/notifications/toast-store';
import { useShellSearch } from '../shell/search-store';
import { downloadText, fetchAll, toCsv } from './csv';
import { EntityAddDialog } from './EntityAddDialog';
import { EntityDetailsDrawer } from './EntityDetailsDrawer';
import { EntityTable } from './EntityTable';
import { EntityTableToolbar } from './EntityTableToolbar';
import type { EntityAction, EntityContext, EntityRecord, EntityTableConfig } from './entity-config';
import { PAGE_SIZES, useListState } from './list-state';

/** The one entity list of the console: server paging, sorting and search, selection, export, add, edit and delete. */
export function EntityTablePage<T extends EntityRecord>({ config }: { config: EntityTableConfig<T> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loading = useIsLoading();
  const list = useListState(config.id, config.defaultSort);
  const { pageLink } = list;
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [adding, setAdding] = useState(false);
  const [openedId, setOpenedId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<T[] | null>(null);
  useShellSearch(list.setTextSearch);

  const page = useQuery({
    queryKey: ['entities', config.id, pageLink, ...(config.queryScope ?? [])],
    queryFn: () => config.fetchPage(pageLink),
    placeholderData: keepPreviousData,
  });
  const rows = page.data?.data ?? [];
  const opened = rows.find((row) => row.id.id === openedId) ?? null;
  const reload = () => {
    setSelected(new Set());
    void page.refetch();
  };
  const context: EntityContext = { reload, navigate };

  const save = useMutation({ mutationFn: (draft: Partial<T>) => config.save(draft) });
  const remove = useMutation({
    mutationFn: async (entities: T[]) => {
      for (const entity of entities) await config.remove(entity);
    },
    onSettled: () => {
      setToDelete(null);
      reload();
    },
  });

  const deleteAction: EntityAction<T> = {
    id: 'delete',
    icon: mdiDelete,
    label: 'action.delete',
    isVisible: (entity) => config.canDelete?.(entity) ?? true,
    onAction: (entity) => setToDelete([entity]),
  };
  const actions = [...(config.actions ?? []), ...(config.readOnly ? [] : [deleteAction])];
  const selectedRows = rows.filter((row) => selected.has(row.id.id));
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

  const exportCsv = async () => {
    try {
      const all = await fetchAll(config.fetchPage, pageLink);
      const csv = toCsv(
        config.columns.map((column) => t(column.title)),
        all.map((entity) => config.columns.map((column) => column.csv(entity))),
      );
      downloadText(`${config.exportName}.csv`, csv, 'text/csv;charset=utf-8');
    } catch (error) {
      reportError(error);
    }
  };

  const deletable = (ids: Iterable<string>) =>
    rows.filter((row) => new Set(ids).has(row.id.id) && (config.canDelete?.(row) ?? true));
  const single = toDelete?.length === 1 ? toDelete[0] : undefined;

  return (
    <Box sx={{ p: { xs: 0, sm: 2 }, flex: 1, display: 'flex', minHeight: 0 }}>
      <Paper sx={{ flex: 1, display: 'flex', flexDirection: 'column', minHeight: 0 }}>
        <EntityTableToolbar
          title={t(config.messages.title)}
          addLabel={t(config.messages.add)}
          selectedCount={selected.size}
          disabled={loading}
          readOnly={config.readOnly}
          filter={config.headerFilter}
          listButtons={listButtons}
          selectionButtons={selectionButtons}
          onAdd={() => setAdding(true)}
          onRefresh={reload}
          onExport={exportCsv}
          onDeleteSelected={() => setToDelete(deletable(selected))}
        />
        <EntityTable
          columns={config.columns}
          actions={actions}
          rows={rows}
          sortOrder={pageLink.sortOrder}
          selected={selected}
          context={context}
          noEntities={config.messages.noEntities}
          selectable={!config.readOnly || (config.bulkActions?.length ?? 0) > 0}
          onSort={list.setSort}
          onToggle={(id) => setSelected((current) => toggled(current, id))}
          onToggleAll={() =>
            setSelected((current) =>
              rows.every((row) => current.has(row.id.id)) ? new Set() : new Set(rows.map((row) => row.id.id)),
            )
          }
          onOpen={(entity) => setOpenedId(entity.id.id)}
        />
        <TablePagination
          component="div"
          count={page.data?.totalElements ?? 0}
          page={page.data && pageLink.page >= Math.max(page.data.totalPages, 1) ? 0 : pageLink.page}
          rowsPerPage={pageLink.pageSize}
          rowsPerPageOptions={PAGE_SIZES}
          labelRowsPerPage={t('entity.items-per-page')}
          labelDisplayedRows={({ from, to, count }) => t('entity.range-label', { from, to, count })}
          onPageChange={(_event, next) => list.setPage(next)}
          onRowsPerPageChange={(event) => list.setPageSize(Number(event.target.value))}
        />
      </Paper>
      <EntityAddDialog
        config={config}
        open={adding}
        onClose={() => setAdding(false)}
        onSubmit={(draft) =>
          save.mutate(draft, {
            onSuccess: () => {
              setAdding(false);
              reload();
            },
          })
        }
      />
      <EntityDetailsDrawer
        config={config}
        entity={opened}
        context={context}
        onClose={() => setOpenedId(null)}
        onSave={async (draft) => {
          try {
            await save.mutateAsync(draft);
            showToast({ type: 'success', message: t('details.saved') });
            reload();
            return true;
          } catch {
            // The mutation cache has already shown the error; the form stays in edit mode.
            return false;
          }
        }}
      />
      <ConfirmDialog
        open={toDelete !== null}
        busy={remove.isPending}
        title={
          single
            ? t(config.messages.deleteTitle, { title: config.entityTitle(single) })
            : t(config.messages.deleteSelectedTitle, { count: toDelete?.length ?? 0 })
        }
        message={t(single ? config.messages.deleteText : config.messages.deleteSelectedText)}
        okLabel={t('action.delete')}
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
      />
    </Box>
  );
}

function toggled(set: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(set);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

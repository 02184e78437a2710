import type { Rpc, RpcStatus, SortOrder } from '@fleetdeck/model';
import { Box, TableContainer, TablePagination, Typography } from '@mui/material';
import { useState } from 'react';
import type { WidgetProps } from '../../widget-definition';
import { AddRpcDialog, type NewPersistentRpc } from './AddRpcDialog';
import { DeleteRpcDialog } from './DeleteRpcDialog';
import { PersistentRpcHeader } from './PersistentRpcHeader';
import { PersistentRpcRows } from './PersistentRpcRows';
import { RpcDetailsDialog } from './RpcDetailsDialog';
import { sortFromSetting } from './rpc-rows';
import { StatusFilterMenu } from './StatusFilterMenu';
import type { PersistentTableSettings } from './settings';
import { failureText, usePersistentRpcs } from './usePersistentRpcs';

/** Without paging the platform asks for one page this large. */
const UNPAGED_SIZE = 1024;

/**
 * The platform's "Persistent RPC table": the target device's persistent requests page by page from the server, with
 * their status, a status filter, each request's details, delete, and "Add RPC", which sends a new persistent request.
 * Outside a dashboard, while editing and without a target device it changes nothing.
 */
export function PersistentTable({ config, translate, context }: WidgetProps<PersistentTableSettings>) {
  const settings = config.settings;
  const t = (key: string) => translate(`widgets.persistent-table.${key}`);
  const pageSize0 = settings.defaultPageSize > 0 ? settings.defaultPageSize : 10;
  const [pageSize, setPageSize] = useState(settings.displayPagination ? pageSize0 : UNPAGED_SIZE);
  const [page, setPage] = useState(0);
  const [sort, setSort] = useState<SortOrder>(() => sortFromSetting(settings.defaultSortOrder));
  const [status, setStatus] = useState<RpcStatus | null>(null);
  const [revision, setRevision] = useState(0);
  const [filterAnchor, setFilterAnchor] = useState<HTMLElement | null>(null);
  const [details, setDetails] = useState<Rpc | null>(null);
  const [deleting, setDeleting] = useState<Rpc | null>(null);
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState(false);
  const [addError, setAddError] = useState('');
  const [actionError, setActionError] = useState('');
  const loaded = usePersistentRpcs(context, { page, pageSize, sort, status }, revision);

  const target = context?.rpc.targetDevice ?? null;
  const enabled = context !== undefined && !context.isEdit && target !== null;
  const reload = () => {
    setPage(0);
    setRevision((value) => value + 1);
  };

  const sortBy = (property: string) => {
    setSort((current) => ({
      property,
      direction: current.property === property && current.direction === 'DESC' ? 'ASC' : 'DESC',
    }));
    setPage(0);
  };

  const confirmDelete = async () => {
    if (!context || !deleting) return;
    setBusy(true);
    setActionError('');
    try {
      await context.persistentRpcs.delete(deleting.id.id);
    } catch (failure) {
      setActionError(failureText(failure));
    } finally {
      setBusy(false);
      setDeleting(null);
      setDetails(null);
      reload();
    }
  };

  const send = async (request: NewPersistentRpc) => {
    if (!context) return;
    setBusy(true);
    setAddError('');
    const options = { persistent: true, retries: request.retries, additionalInfo: request.additionalInfo };
    try {
      if (request.oneWay) await context.rpc.sendOneWay(request.method, request.params, options);
      else await context.rpc.sendTwoWay(request.method, request.params, options);
      setAdding(false);
      reload();
    } catch (failure) {
      setAddError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };

  const rows = loaded.data?.data ?? [];
  const message = context && !target ? translate('widgets.rpc.target-device-not-set') : loaded.error || actionError;
  return (
    <Box sx={{ position: 'absolute', inset: 0, display: 'flex', flexDirection: 'column' }}>
      <PersistentRpcHeader
        title={config.showTitle === false ? '' : String(config.title ?? '')}
        showAdd={settings.allowSendRequest}
        showFilter={settings.enableFilter}
        enabled={enabled}
        onAdd={() => {
          setAddError('');
          setAdding(true);
        }}
        onRefresh={() => {
          setActionError('');
          reload();
        }}
        onFilter={setFilterAnchor}
        translate={translate}
      />
      {message ? (
        <Typography role="alert" variant="body2" color="error" sx={{ px: 1 }}>
          {message}
        </Typography>
      ) : null}
      <TableContainer sx={{ flex: 1, overflow: 'auto' }}>
        <PersistentRpcRows
          rows={rows}
          columns={settings.displayColumns}
          sort={sort}
          onSort={sortBy}
          stickyHeader={settings.enableStickyHeader}
          stickyAction={settings.enableStickyAction}
          showDetails={settings.displayDetails}
          showDelete={settings.allowDelete}
          enabled={enabled}
          onDetails={setDetails}
          onDelete={setDeleting}
          translate={translate}
        />
        {loaded.data && rows.length === 0 ? (
          <Typography color="text.secondary" sx={{ textAlign: 'center', p: 2 }}>
            {t('no-request-prompt')}
          </Typography>
        ) : null}
      </TableContainer>
      {settings.displayPagination ? (
        <TablePagination
          component="div"
          count={loaded.data?.totalElements ?? 0}
          page={page}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[pageSize0, pageSize0 * 2, pageSize0 * 3]}
          onPageChange={(_event, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setPageSize(Number(event.target.value));
            setPage(0);
          }}
        />
      ) : null}
      <StatusFilterMenu
        anchor={filterAnchor}
        status={status}
        onChange={(next) => {
          setStatus(next);
          setFilterAnchor(null);
          setPage(0);
        }}
        onClose={() => setFilterAnchor(null)}
        translate={translate}
      />
      <RpcDetailsDialog
        rpc={details}
        allowDelete={settings.allowDelete && enabled}
        onDelete={setDeleting}
        onClose={() => setDetails(null)}
        translate={translate}
      />
      <DeleteRpcDialog
        open={deleting !== null}
        busy={busy}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        translate={translate}
      />
      {adding ? (
        <AddRpcDialog
          open
          busy={busy}
          error={addError}
          onSend={send}
          onClose={() => setAdding(false)}
          translate={translate}
        />
      ) : null}
    </Box>
  );
}

import { ACTION_TYPES, type ActionType, type AuditLog } from '@fleetdeck/model';
import { mdiDotsHorizontal } from '@mdi/js';
import { Box, IconButton, MenuItem, TableCell, TextField, Toolbar, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../components/icons/MdiIcon';
import { entityTypeName } from '../../components/pickers/entity-types';
import { formatDateTime } from '../../entities/columns';
import { PagedRowsTable } from '../../entities/PagedRowsTable';
import { TimeWindowRefresh } from '../events/TimeWindowRefresh';
import { AuditLogDetailsDialog } from './AuditLogDetailsDialog';
import { actionStatusLabel, actionTypeLabel } from './action-types';
import type { AuditLogsScope } from './audit-logs-query';
import { useAuditLogsTable } from './useAuditLogsTable';

interface AuditLogsTableProps {
  scope: AuditLogsScope;
}

const COLUMNS = [
  'widget.timestamp',
  'event.entity-type',
  'widget.entity-name',
  'entity.type-user',
  'event.type',
  'event.status',
  'details.details',
] as const;

/**
 * Audit log entries, newest first, within a time window, of the chosen action types and matching the search text;
 * each entry's details (action data, failure) open in a dialog.
 */
export function AuditLogsTable({ scope }: AuditLogsTableProps) {
  const { t } = useTranslation();
  const table = useAuditLogsTable(scope);
  const [details, setDetails] = useState<AuditLog | null>(null);
  const rows = table.logs.data?.data ?? [];

  return (
    <Box>
      <Toolbar disableGutters sx={{ gap: 2, flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label={t('audit-log.action-types')}
          value={table.actionTypes}
          onChange={(event) => table.setActionTypes(event.target.value as unknown as ActionType[])}
          slotProps={{
            select: {
              multiple: true,
              renderValue: (selected) => (selected as ActionType[]).map((type) => t(actionTypeLabel(type))).join(', '),
            },
          }}
          sx={{ minWidth: 220, maxWidth: 360 }}
        >
          {ACTION_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(actionTypeLabel(type))}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="search"
          label={t('audit-log.search')}
          value={table.search}
          onChange={(event) => table.setSearch(event.target.value)}
          sx={{ minWidth: 200 }}
        />
        <Box sx={{ flex: 1 }} />
        <TimeWindowRefresh pages={table} fetching={table.logs.isFetching} onRefresh={() => void table.logs.refetch()} />
      </Toolbar>
      <PagedRowsTable
        label={t('audit-log.audit-logs')}
        headers={COLUMNS}
        rows={rows}
        rowKey={(entry) => entry.id.id}
        renderCells={(entry) => (
          <>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.createdTime)}</TableCell>
            <TableCell>{t(entityTypeName(entry.entityId.entityType))}</TableCell>
            <TableCell>{entry.entityName}</TableCell>
            <TableCell>{entry.userName}</TableCell>
            <TableCell>{t(actionTypeLabel(entry.actionType))}</TableCell>
            <TableCell>{t(actionStatusLabel(entry.actionStatus))}</TableCell>
            <TableCell padding="none" align="center">
              <Tooltip title={t('audit-log.audit-log-details')}>
                <IconButton aria-label={t('audit-log.audit-log-details')} onClick={() => setDetails(entry)}>
                  <MdiIcon path={mdiDotsHorizontal} />
                </IconButton>
              </Tooltip>
            </TableCell>
          </>
        )}
        rowTestId="audit-log-row"
        emptyText={t('audit-log.no-audit-logs-prompt')}
        fetching={table.logs.isFetching}
        loaded={table.logs.isSuccess}
        total={table.logs.data?.totalElements ?? 0}
        page={table.page}
        pageSize={table.pageSize}
        onPage={table.setPage}
        onPageSize={table.setPageSize}
      />
      <AuditLogDetailsDialog entry={details} onClose={() => setDetails(null)} />
    </Box>
  );
}

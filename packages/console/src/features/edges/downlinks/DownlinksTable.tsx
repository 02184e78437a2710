import type { EntityId } from '@fleetdeck/model';
import { mdiRefresh } from '@mdi/js';
import {
  Box,
  IconButton,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Toolbar,
  Tooltip,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/icons/MdiIcon';
import { TimeWindowControl } from '../../../components/time/TimeWindowControl';
import { type EventContent, EventContentDialog } from '../../events/EventContentDialog';
import { KeyValuePagination } from '../../telemetry/KeyValuePagination';
import { DownlinkCell } from './DownlinkCell';
import { DOWNLINK_COLUMNS } from './downlink-columns';
import { useDownlinksTable } from './useDownlinksTable';

/**
 * What the platform sends down to an edge (GET /api/edge/{edgeId}/events), newest first within a time window,
 * refreshed on demand: each entry's type, action, entity, whether the edge has received it, and its body.
 */
export function DownlinksTable({ edgeId }: { edgeId: EntityId }) {
  const { t } = useTranslation();
  const table = useDownlinksTable(edgeId);
  const [content, setContent] = useState<EventContent | null>(null);
  const rows = table.downlinks.data?.data ?? [];

  return (
    <Box>
      <Toolbar disableGutters sx={{ gap: 2, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        <TimeWindowControl
          value={table.timewindow}
          onChange={table.setTimewindow}
          maxDatapointsLimit={table.maxDatapointsLimit}
          historyOnly
          loading={table.downlinks.isFetching}
        />
        <Tooltip title={t('action.refresh')}>
          <IconButton aria-label={t('action.refresh')} onClick={() => void table.downlinks.refetch()}>
            <MdiIcon path={mdiRefresh} />
          </IconButton>
        </Tooltip>
      </Toolbar>
      <Box sx={{ height: 4 }}>{table.downlinks.isFetching && <LinearProgress />}</Box>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('edge.downlinks')}>
          <TableHead>
            <TableRow>
              {DOWNLINK_COLUMNS.map((column) => (
                <TableCell key={column.key} sx={{ whiteSpace: 'nowrap' }}>
                  {t(column.title)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && table.downlinks.isSuccess && !table.downlinks.isFetching && (
              <TableRow>
                <TableCell colSpan={DOWNLINK_COLUMNS.length} align="center" sx={{ py: 3, color: 'text.secondary' }}>
                  {t('event.no-events-prompt')}
                </TableCell>
              </TableRow>
            )}
            {rows.map((event) => (
              <TableRow key={event.id.id} data-testid="downlink-row">
                {DOWNLINK_COLUMNS.map((column) => (
                  <DownlinkCell key={column.key} column={column} event={event} onOpenContent={setContent} />
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <KeyValuePagination
        total={table.downlinks.data?.totalElements ?? 0}
        page={table.page}
        pageSize={table.pageSize}
        onPage={table.setPage}
        onPageSize={table.setPageSize}
      />
      <EventContentDialog content={content} onClose={() => setContent(null)} />
    </Box>
  );
}

import type { EntityId } from '@fleetdeck/model';
import { Box, Toolbar } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedRowsTable } from '../../../entities/PagedRowsTable';
import { type EventContent, EventContentDialog } from '../../events/EventContentDialog';
import { RowCell } from '../../events/RowCell';
import { TimeWindowRefresh } from '../../events/TimeWindowRefresh';
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
        <TimeWindowRefresh
          pages={table}
          fetching={table.downlinks.isFetching}
          onRefresh={() => void table.downlinks.refetch()}
        />
      </Toolbar>
      <PagedRowsTable
        label={t('edge.downlinks')}
        headers={DOWNLINK_COLUMNS.map((column) => column.title)}
        rows={rows}
        rowKey={(event) => event.id.id}
        renderCells={(event) =>
          DOWNLINK_COLUMNS.map((column) => (
            <RowCell key={column.key} column={column} row={event} onOpenContent={setContent} />
          ))
        }
        rowTestId="downlink-row"
        emptyText={t('event.no-events-prompt')}
        fetching={table.downlinks.isFetching}
        loaded={table.downlinks.isSuccess}
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

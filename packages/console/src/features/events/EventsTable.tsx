import type { EntityId, EventType } from '@fleetdeck/model';
import { mdiDelete } from '@mdi/js';
import { Box, IconButton, Toolbar, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToolbarSelect } from '../../components/chrome/ToolbarSelect';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { MdiIcon } from '../../components/icons/MdiIcon';
import { PagedRowsTable } from '../../entities/PagedRowsTable';
import { type EventContent, EventContentDialog } from './EventContentDialog';
import { eventColumns, eventTypeLabel, eventTypesOf } from './event-columns';
import { RowCell } from './RowCell';
import { TimeWindowRefresh } from './TimeWindowRefresh';
import { useEventsTable } from './useEventsTable';

interface EventsTableProps {
  entityId: EntityId;
  /** the type shown first: errors, or a rule node's debug messages when its debug mode is on */
  defaultType?: EventType;
}

/**
 * The events of an entity, one type at a time, newest first, within a time window: refreshed on demand, and cleared
 * (the shown type within the window) after a confirmation.
 */
export function EventsTable({ entityId, defaultType = 'ERROR' }: EventsTableProps) {
  const { t } = useTranslation();
  const table = useEventsTable(entityId, defaultType);
  const [content, setContent] = useState<EventContent | null>(null);
  const [confirmingClear, setConfirmingClear] = useState(false);
  const columns = eventColumns(table.eventType);
  const rows = table.events.data?.data ?? [];

  return (
    <Box>
      <Toolbar disableGutters sx={{ gap: 2, flexWrap: 'wrap' }}>
        <ToolbarSelect<EventType>
          label={t('event.event-type')}
          value={table.eventType}
          options={eventTypesOf(entityId.entityType).map((type) => ({ value: type, label: t(eventTypeLabel(type)) }))}
          onChange={table.setEventType}
          minWidth={180}
        />
        <Box sx={{ flex: 1 }} />
        <TimeWindowRefresh
          pages={table}
          fetching={table.events.isFetching}
          onRefresh={() => void table.events.refetch()}
        />
        <Tooltip title={t('event.clean-events')}>
          <IconButton aria-label={t('event.clean-events')} onClick={() => setConfirmingClear(true)}>
            <MdiIcon path={mdiDelete} />
          </IconButton>
        </Tooltip>
      </Toolbar>
      <PagedRowsTable
        label={t('event.events')}
        headers={columns.map((column) => column.title)}
        rows={rows}
        rowKey={(event) => event.id.id}
        renderCells={(event) =>
          columns.map((column) => <RowCell key={column.key} column={column} row={event} onOpenContent={setContent} />)
        }
        rowTestId="event-row"
        emptyText={t('event.no-events-prompt')}
        fetching={table.events.isFetching}
        loaded={table.events.isSuccess}
        total={table.events.data?.totalElements ?? 0}
        page={table.page}
        pageSize={table.pageSize}
        onPage={table.setPage}
        onPageSize={table.setPageSize}
      />
      <EventContentDialog content={content} onClose={() => setContent(null)} />
      <ConfirmDialog
        open={confirmingClear}
        busy={table.clear.isPending}
        title={t('event.clear-request-title')}
        message={t('event.clear-request-text')}
        onCancel={() => setConfirmingClear(false)}
        onConfirm={() => table.clear.mutate(undefined, { onSettled: () => setConfirmingClear(false) })}
      />
    </Box>
  );
}

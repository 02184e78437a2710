import type { AlarmInfo, AlarmSearchStatus, EntityId, SortOrder } from '@fleetdeck/model';
import {
  Box,
  Checkbox,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
} from '@mui/material';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { resolveTimewindow, type Timewindow } from '../../components/time/timewindow';
import { useMaxDatapointsLimit } from '../../components/time/use-max-datapoints-limit';
import { api } from '../../core/http/api';
import { reportGoneError } from '../../core/http/report-gone-error';
import { KeyValuePagination } from '../../entities/KeyValuePagination';
import { DEFAULT_PAGE_SIZE } from '../../entities/list-state';
import { AlarmDetailsDialog } from './AlarmDetailsDialog';
import { AlarmsToolbar } from './AlarmsToolbar';
import { AlarmTableRow } from './AlarmTableRow';
import { useAlarmChanges } from './alarm-changes';
import {
  alarmListRequest,
  alarmSeverityQuery,
  alarmsAllowing,
  DEFAULT_ALARM_SORT,
  type SeverityChoice,
} from './alarm-query';
import { alarmsTimewindow } from './alarm-timewindow';

type AlarmAction = 'acknowledge' | 'clear';

const COLUMNS: Array<{ sortProperty: string; title: string }> = [
  { sortProperty: 'createdTime', title: 'common.created-time' },
  { sortProperty: 'originator', title: 'widgets.alarms.originator' },
  { sortProperty: 'type', title: 'widgets.alarms.type' },
  { sortProperty: 'severity', title: 'alarm.severity' },
  { sortProperty: 'status', title: 'alarm.status' },
];

function runAction(action: AlarmAction, alarm: AlarmInfo): Promise<void> {
  return action === 'acknowledge' ? api.alarms.ack(alarm.id.id) : api.alarms.clear(alarm.id.id);
}

/**
 * The Alarms details tab of an entity: its alarms (own and propagated to it) in a time window, filtered by status
 * and severity, paged and sorted, with acknowledge and clear one by one or for a selection, and each alarm's
 * details. It reads the list again whenever the WebSocket reports a change to the entity's alarms.
 */
export function AlarmsTab({ entityId }: { entityId: EntityId }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const maxDatapointsLimit = useMaxDatapointsLimit();
  const [searchStatus, setSearchStatus] = useState<AlarmSearchStatus>('ANY');
  const [severity, setSeverity] = useState<SeverityChoice>('ANY');
  const [timewindow, setTimewindow] = useState<Timewindow>(() => alarmsTimewindow(maxDatapointsLimit));
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [sortOrder, setSortOrder] = useState<SortOrder>(DEFAULT_ALARM_SORT);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  const [details, setDetails] = useState<AlarmInfo | null>(null);
  // The alarms a bulk action is confirmed for, taken when it was asked: the list may change under the dialog.
  const [bulk, setBulk] = useState<{ action: AlarmAction; targets: AlarmInfo[] } | null>(null);

  const listKey = ['alarms', entityId.entityType, entityId.id] as const;
  const alarms = useQuery({
    queryKey: [...listKey, searchStatus, severity, timewindow, page, pageSize, sortOrder],
    queryFn: () => {
      // A last-interval window ends now at every read, so a refresh also shows the alarms raised since.
      const { startTs, endTs } = resolveTimewindow(timewindow, maxDatapointsLimit);
      const filter = { searchStatus, startTime: startTs, endTime: endTs };
      const link = { page, pageSize, sortOrder };
      if (severity !== 'ANY')
        return api.entityQuery.findAlarms(alarmSeverityQuery(entityId, { ...filter, severity }, link));
      const request = alarmListRequest({ ...filter, severity }, link);
      return api.alarms.forEntity(entityId, request.link, request.filter);
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const rows = alarms.data?.data ?? [];
  const refresh = () => void queryClient.invalidateQueries({ queryKey: listKey });
  useAlarmChanges(entityId, refresh);

  const act = useMutation({
    mutationFn: async ({ action, targets }: { action: AlarmAction; targets: AlarmInfo[] }) => {
      const results = await Promise.allSettled(targets.map((alarm) => runAction(action, alarm)));
      const failed = results.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
    },
    meta: { suppressErrors: true },
    onError: reportGoneError,
    onSettled: () => {
      setBulk(null);
      refresh();
    },
  });

  const selected = rows.filter((alarm) => selectedIds.has(alarm.id.id));
  const toggle = (alarm: AlarmInfo, on: boolean) =>
    setSelectedIds((current) => {
      const next = new Set(current);
      if (on) next.add(alarm.id.id);
      else next.delete(alarm.id.id);
      return next;
    });
  const changeFilter =
    <V,>(set: (value: V) => void) =>
    (value: V) => {
      set(value);
      setPage(0);
      setSelectedIds(new Set());
    };
  const askBulk = (action: AlarmAction) => setBulk({ action, targets: alarmsAllowing(selected, action) });
  const bulkKey = bulk?.action === 'acknowledge' ? 'aknowledge' : 'clear';
  const bulkCount = bulk?.targets.length ?? 0;

  return (
    <Box>
      <AlarmsToolbar
        searchStatus={searchStatus}
        severity={severity}
        timewindow={timewindow}
        maxDatapointsLimit={maxDatapointsLimit}
        selected={selected.length}
        acknowledgeable={alarmsAllowing(selected, 'acknowledge').length}
        clearable={alarmsAllowing(selected, 'clear').length}
        onSearchStatus={changeFilter(setSearchStatus)}
        onSeverity={changeFilter(setSeverity)}
        onTimewindow={changeFilter(setTimewindow)}
        onRefresh={refresh}
        onAcknowledgeSelected={() => askBulk('acknowledge')}
        onClearSelected={() => askBulk('clear')}
      />
      {/* Narrow screens scroll the table sideways, not the filters above it. */}
      <TableContainer>
        <Table size="small" aria-label={t('widgets.alarms.title')}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  size="small"
                  checked={rows.length > 0 && selected.length === rows.length}
                  indeterminate={selected.length > 0 && selected.length < rows.length}
                  onChange={(event) =>
                    setSelectedIds(new Set(event.target.checked ? rows.map((alarm) => alarm.id.id) : []))
                  }
                  slotProps={{ input: { 'aria-label': t('widgets.alarms.select-all') } }}
                />
              </TableCell>
              {COLUMNS.map((column) => {
                const active = sortOrder.property === column.sortProperty;
                return (
                  <TableCell key={column.sortProperty} sx={{ whiteSpace: 'nowrap' }}>
                    <TableSortLabel
                      active={active}
                      direction={active && sortOrder.direction === 'DESC' ? 'desc' : 'asc'}
                      onClick={() =>
                        changeFilter(setSortOrder)({
                          property: column.sortProperty,
                          direction: active && sortOrder.direction === 'ASC' ? 'DESC' : 'ASC',
                        })
                      }
                    >
                      {t(column.title)}
                    </TableSortLabel>
                  </TableCell>
                );
              })}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {alarms.isSuccess && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={COLUMNS.length + 2} align="center" sx={{ py: 3, color: 'text.secondary' }}>
                  {t('widgets.alarms.no-alarms')}
                </TableCell>
              </TableRow>
            )}
            {rows.map((alarm) => (
              <AlarmTableRow
                key={alarm.id.id}
                alarm={alarm}
                selected={selectedIds.has(alarm.id.id)}
                busy={act.isPending}
                onSelect={(on) => toggle(alarm, on)}
                onDetails={() => setDetails(alarm)}
                onAcknowledge={() => act.mutate({ action: 'acknowledge', targets: [alarm] })}
                onClear={() => act.mutate({ action: 'clear', targets: [alarm] })}
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <KeyValuePagination
        total={alarms.data?.totalElements ?? 0}
        page={page}
        pageSize={pageSize}
        onPage={(next) => {
          setPage(next);
          setSelectedIds(new Set());
        }}
        onPageSize={changeFilter(setPageSize)}
      />
      {details && <AlarmDetailsDialog alarm={details} onClose={() => setDetails(null)} />}
      <ConfirmDialog
        open={bulk !== null}
        busy={act.isPending}
        title={t(`alarm.${bulkKey}-alarms-title`, { count: bulkCount })}
        message={t(`alarm.${bulkKey}-alarms-text`, { count: bulkCount })}
        okLabel={t('action.yes')}
        onCancel={() => setBulk(null)}
        onConfirm={() => {
          if (!bulk) return;
          setSelectedIds(new Set());
          act.mutate(bulk);
        }}
      />
    </Box>
  );
}

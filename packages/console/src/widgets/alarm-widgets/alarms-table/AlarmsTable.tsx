import type { AlarmData, WidgetAction } from '@fleetdeck/model';
import {
  Box,
  Checkbox,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import type { Datasource } from '../../widget-config';
import type { WidgetProps } from '../../widget-definition';
import { AlarmDetailsDialog } from './AlarmDetailsDialog';
import { AlarmRow } from './AlarmRow';
import { type AlarmFilter, AlarmsToolbar } from './AlarmsToolbar';
import { type AlarmSort, alarmColumns, initialSort, sortAlarms } from './alarm-columns';
import { filterAlarms } from './alarm-rows';
import type { AlarmsTableSettings } from './settings';

/**
 * The "Alarms table" widget: the alarms of its alarm source with a column per data key, sorted, searched, filtered
 * and paged in the page, with acknowledge and clear for single or selected alarms and the configured row actions.
 */
export function AlarmsTable({ config, alarms, translate, context }: WidgetProps<AlarmsTableSettings>) {
  const settings = config.settings;
  const columns = useMemo(() => alarmColumns(config.alarmSource as Datasource | undefined), [config.alarmSource]);
  const [sort, setSort] = useState<AlarmSort | null>(() => initialSort(settings.defaultSortOrder, columns));
  const [hidden, setHidden] = useState<Set<string>>(
    () =>
      new Set(
        columns.filter((column) => column.settings.defaultColumnVisibility === 'hidden').map((column) => column.id),
      ),
  );
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<AlarmFilter>({ statuses: [], severities: [] });
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(Math.max(1, settings.defaultPageSize));
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [details, setDetails] = useState<AlarmData | null>(null);

  const live = context !== undefined && !context.isEdit;
  const shown = columns.filter((column) => !hidden.has(column.id));
  const rows = useMemo(() => {
    const found = filterAlarms(alarms?.data ?? [], filter, search, columns, config, translate);
    return sortAlarms(
      found,
      columns.find((column) => column.id === sort?.columnId),
      sort?.desc ?? false,
    );
  }, [alarms, filter, search, columns, config, translate, sort]);
  const paged = settings.displayPagination ? rows.slice(page * pageSize, (page + 1) * pageSize) : rows;
  const selectable = settings.enableSelection && (settings.allowAcknowledgment || settings.allowClear);
  const chosen = rows.filter((alarm) => selected.has(alarm.id.id));

  const target = (alarm: AlarmData) => ({
    entity: { id: alarm.originator, name: alarm.originatorName ?? '' },
    additionalParams: { alarm },
  });
  const run = (action: WidgetAction, alarm: AlarmData) => context?.actions.run(action, target(alarm));
  const rowClick = context?.actions.descriptors('rowClick')[0];
  const cellActions = context?.actions.descriptors('actionCellButton') ?? [];
  const functionContext = { settings };
  const isShown = (action: WidgetAction, alarm: AlarmData) =>
    !action.useShowWidgetActionFunction ||
    !action.showWidgetActionFunction ||
    context?.callFunction(action.showWidgetActionFunction, ['widgetContext', 'data'], [functionContext, alarm]) ===
      true;

  const command = (each: (alarm: AlarmData) => Promise<void>, applies: (alarm: AlarmData) => boolean) =>
    live && alarms
      ? async (list: AlarmData[]) => {
          await Promise.allSettled(list.filter(applies).map(each));
          setSelected(new Set());
        }
      : null;
  const acknowledge = command(
    (alarm) => alarms?.acknowledge(alarm) ?? Promise.resolve(),
    (alarm) => alarm.status.endsWith('_UNACK'),
  );
  const clear = command(
    (alarm) => alarms?.clear(alarm) ?? Promise.resolve(),
    (alarm) => alarm.status.startsWith('ACTIVE'),
  );
  const select = (alarm: AlarmData, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(alarm.id.id);
      else next.delete(alarm.id.id);
      return next;
    });
  const hasButtons =
    cellActions.length > 0 || settings.displayDetails || settings.allowAcknowledgment || settings.allowClear;

  return (
    <Box sx={{ position: 'absolute', inset: 0, display: 'flex', flexDirection: 'column' }}>
      <AlarmsToolbar
        settings={settings}
        translate={translate}
        selectedCount={chosen.length}
        onAcknowledgeSelected={acknowledge && (() => acknowledge(chosen))}
        onClearSelected={clear && (() => clear(chosen))}
        search={search}
        onSearch={(text) => {
          setSearch(text);
          setPage(0);
        }}
        filter={filter}
        onFilter={(next) => {
          setFilter(next);
          setPage(0);
        }}
        columns={columns}
        hidden={hidden}
        onToggleColumn={(id) =>
          setHidden((current) => {
            const next = new Set(current);
            if (next.has(id)) next.delete(id);
            else next.add(id);
            return next;
          })
        }
      />
      <Box sx={{ flex: 1, overflow: 'auto' }}>
        <Table size="small" stickyHeader={settings.enableStickyHeader}>
          <TableHead>
            <TableRow>
              {selectable ? (
                <TableCell padding="checkbox">
                  <Checkbox
                    size="small"
                    checked={paged.length > 0 && paged.every((alarm) => selected.has(alarm.id.id))}
                    indeterminate={chosen.length > 0 && !paged.every((alarm) => selected.has(alarm.id.id))}
                    onChange={(event) => {
                      for (const alarm of paged) select(alarm, event.target.checked);
                    }}
                    slotProps={{ input: { 'aria-label': translate('widgets.alarms.select-all') } }}
                  />
                </TableCell>
              ) : null}
              {shown.map((column) => (
                <TableCell
                  key={column.id}
                  sortDirection={sort?.columnId === column.id ? (sort.desc ? 'desc' : 'asc') : false}
                >
                  <TableSortLabel
                    active={sort?.columnId === column.id}
                    direction={sort?.columnId === column.id && sort.desc ? 'desc' : 'asc'}
                    onClick={() =>
                      setSort((current) => ({
                        columnId: column.id,
                        desc: current?.columnId === column.id ? !current.desc : false,
                      }))
                    }
                  >
                    {column.label}
                  </TableSortLabel>
                </TableCell>
              ))}
              {hasButtons ? (
                <TableCell sx={settings.enableStickyAction ? { position: 'sticky', right: 0, zIndex: 3 } : undefined} />
              ) : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {paged.map((alarm) => (
              <AlarmRow
                key={alarm.id.id}
                alarm={alarm}
                columns={shown}
                config={config}
                translate={translate}
                callFunction={context?.callFunction}
                selectable={selectable}
                selected={selected.has(alarm.id.id)}
                onSelect={(on) => select(alarm, on)}
                cellButtons={cellActions.map((action) => ({ action, shown: isShown(action, alarm) }))}
                onAction={live ? (action) => run(action, alarm) : null}
                onClick={() => {
                  if (live && rowClick) run(rowClick, alarm);
                }}
                onDetails={() => setDetails(alarm)}
                onAcknowledge={acknowledge && (() => acknowledge([alarm]))}
                onClear={clear && (() => clear([alarm]))}
              />
            ))}
          </TableBody>
        </Table>
        {rows.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
            {translate('widgets.alarms.no-alarms')}
          </Typography>
        ) : null}
      </Box>
      {settings.displayPagination ? (
        <TablePagination
          component="div"
          count={rows.length}
          page={Math.min(page, Math.max(0, Math.ceil(rows.length / pageSize) - 1))}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[1, 2, 3].map((times) => times * Math.max(1, settings.defaultPageSize))}
          labelRowsPerPage={translate('entity.items-per-page')}
          labelDisplayedRows={({ from, to, count }) => `${from}–${to} / ${count}`}
          onPageChange={(_, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setPageSize(Number(event.target.value));
            setPage(0);
          }}
        />
      ) : null}
      {details ? <AlarmDetailsDialog alarm={details} translate={translate} onClose={() => setDetails(null)} /> : null}
    </Box>
  );
}

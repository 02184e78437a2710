import type { WidgetAction } from '@fleetdeck/model';
import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
} from '@mui/material';
import { type CSSProperties, useState } from 'react';
import { RowActionButtons } from './RowActionButtons';
import { TableToolbar } from './TableToolbar';
import type { RowAction, TableColumn, TableSettings } from './table-types';
import { pageSizeOptions, type SortOrder, tableView } from './table-view';
import { useTableState } from './use-table-state';

export interface WidgetTableProps<R> {
  /** shown in the table's header; absent: the header shows only the buttons */
  title?: string;
  headerActions?: WidgetAction[];
  onHeaderAction?(action: WidgetAction): void;
  columns: TableColumn<R>[];
  rows: R[];
  rowKey(row: R): string;
  settings: TableSettings;
  defaultSort: SortOrder | null;
  /** the row's buttons; absent when the widget has no `actionCellButton` actions */
  rowActions?(row: R): RowAction[];
  onRowAction?(action: WidgetAction, row: R): void;
  onRowClick?(row: R): void;
  onRowDoubleClick?(row: R): void;
  rowStyle?(row: R): CSSProperties | undefined;
  /** false outside a dashboard and while it is edited: buttons are disabled and clicks fire nothing */
  actionsEnabled: boolean;
  noDataText: string;
  translate(key: string): string;
}

/**
 * The table the entities and time-series table widgets draw: client-side search, sort and paging over the rows the
 * host delivered, a column chooser, and a last column of row buttons that can stick to the right edge.
 */
export function WidgetTable<R>(props: WidgetTableProps<R>) {
  const { settings, translate } = props;
  const state = useTableState(
    props.defaultSort,
    settings.defaultPageSize,
    props.columns.filter((column) => column.hiddenByDefault).map((column) => column.id),
  );
  const [selected, setSelected] = useState<string | null>(null);
  const visibleColumns = props.columns.filter((column) => !state.hidden.has(column.id));
  const view = tableView(props.rows, visibleColumns, {
    search: state.search,
    sort: state.sort,
    page: state.page,
    pageSize: settings.displayPagination ? state.pageSize : null,
  });
  // The column shows when the widget has row buttons at all; show conditions run only for the rows on the page.
  const hasActions = props.rowActions !== undefined;
  const reserveSpace = String(settings.reserveSpaceForHiddenAction) !== 'false';
  const stickyAction = settings.enableStickyAction
    ? { position: 'sticky', right: 0, bgcolor: 'background.paper', zIndex: 1 }
    : {};

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <TableToolbar
        title={props.title}
        headerActions={props.headerActions ?? []}
        onHeaderAction={props.onHeaderAction}
        actionsEnabled={props.actionsEnabled}
        enableSearch={settings.enableSearch}
        enableColumnChooser={settings.enableSelectColumnDisplay ?? false}
        columns={props.columns}
        state={state}
        translate={translate}
      />
      <TableContainer sx={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
        <Table size="small" stickyHeader={settings.enableStickyHeader}>
          <TableHead>
            <TableRow>
              {visibleColumns.map((column) => (
                <TableCell key={column.id} sx={{ width: column.width, whiteSpace: 'nowrap' }}>
                  {column.sortable ? (
                    <TableSortLabel
                      active={state.sort?.column === column.id}
                      direction={state.sort?.column === column.id ? state.sort.direction : 'asc'}
                      onClick={() => state.toggleSort(column.id)}
                    >
                      {column.title}
                    </TableSortLabel>
                  ) : (
                    column.title
                  )}
                </TableCell>
              ))}
              {hasActions && <TableCell sx={{ ...stickyAction, zIndex: 3 }} />}
            </TableRow>
          </TableHead>
          <TableBody>
            {view.rows.map((row) => {
              const key = props.rowKey(row);
              return (
                <TableRow
                  key={key}
                  hover
                  selected={selected === key}
                  style={props.rowStyle?.(row)}
                  sx={{ cursor: props.onRowClick ? 'pointer' : undefined }}
                  onClick={() => {
                    setSelected(key);
                    if (props.actionsEnabled) props.onRowClick?.(row);
                  }}
                  onDoubleClick={() => {
                    if (props.actionsEnabled) props.onRowDoubleClick?.(row);
                  }}
                >
                  {visibleColumns.map((column) => (
                    <TableCell key={column.id} style={column.cellStyle?.(row)} sx={{ width: column.width }}>
                      {column.render(row)}
                    </TableCell>
                  ))}
                  {hasActions && (
                    <TableCell sx={{ ...stickyAction, whiteSpace: 'nowrap', width: '1%' }}>
                      <RowActionButtons
                        actions={props.rowActions?.(row) ?? []}
                        reserveSpace={reserveSpace}
                        enabled={props.actionsEnabled}
                        onAction={(action) => props.onRowAction?.(action, row)}
                      />
                    </TableCell>
                  )}
                </TableRow>
              );
            })}
            {view.total === 0 && (
              <TableRow>
                <TableCell colSpan={visibleColumns.length + (hasActions ? 1 : 0)} sx={{ textAlign: 'center' }}>
                  {props.noDataText}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {settings.displayPagination && (
        <TablePagination
          component="div"
          count={view.total}
          page={view.page}
          rowsPerPage={state.pageSize}
          rowsPerPageOptions={pageSizeOptions(settings.defaultPageSize)}
          labelRowsPerPage={translate('entity.items-per-page')}
          labelDisplayedRows={({ from, to, count }) => `${from}–${to} ${translate('widget.of')} ${count}`}
          onPageChange={(_, page) => state.setPage(page)}
          onRowsPerPageChange={(event) => state.setPageSize(Number(event.target.value))}
        />
      )}
    </Box>
  );
}

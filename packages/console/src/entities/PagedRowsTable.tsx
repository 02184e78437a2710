import { Box, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyValuePagination } from './KeyValuePagination';

export interface PagedRowsTableProps<R> {
  /** translated name of the table */
  label: string;
  /** message keys of the column headers */
  headers: readonly string[];
  rows: readonly R[];
  rowKey(row: R): string;
  /** the cells of one row, as many as there are headers */
  renderCells(row: R): ReactNode;
  rowTestId: string;
  /** translated text of a loaded page without rows */
  emptyText: string;
  fetching: boolean;
  loaded: boolean;
  total: number;
  page: number;
  pageSize: number;
  onPage(page: number): void;
  onPageSize(pageSize: number): void;
}

/**
 * A server-paged table of read-only rows under a list's toolbar (events, downlinks, audit logs): a progress line while
 * a page loads, the empty text once a page came back without rows, and the pager.
 */
export function PagedRowsTable<R>(props: PagedRowsTableProps<R>) {
  const { t } = useTranslation();
  const { headers, rows } = props;
  return (
    <>
      <Box sx={{ height: 4 }}>{props.fetching && <LinearProgress />}</Box>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={props.label}>
          <TableHead>
            <TableRow>
              {headers.map((header) => (
                <TableCell key={header} sx={{ whiteSpace: 'nowrap' }}>
                  {t(header)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && props.loaded && !props.fetching && (
              <TableRow>
                <TableCell colSpan={headers.length} align="center" sx={{ py: 3, color: 'text.secondary' }}>
                  {props.emptyText}
                </TableCell>
              </TableRow>
            )}
            {rows.map((row) => (
              <TableRow key={props.rowKey(row)} data-testid={props.rowTestId}>
                {props.renderCells(row)}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <KeyValuePagination
        total={props.total}
        page={props.page}
        pageSize={props.pageSize}
        onPage={props.onPage}
        onPageSize={props.onPageSize}
      />
    </>
  );
}

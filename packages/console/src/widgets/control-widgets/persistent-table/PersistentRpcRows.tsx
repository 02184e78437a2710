import type { Rpc, SortOrder } from '@fleetdeck/model';
import DeleteIcon from '@mui/icons-material/Delete';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import { IconButton, Table, TableBody, TableCell, TableHead, TableRow, TableSortLabel, Tooltip } from '@mui/material';
import { RpcStatusChip } from './RpcStatusChip';
import { COLUMN_TITLE_KEYS, cellText, SORTABLE_COLUMNS } from './rpc-rows';
import type { PersistentRpcColumn } from './settings';

interface PersistentRpcRowsProps {
  rows: Rpc[];
  columns: PersistentRpcColumn[];
  sort: SortOrder;
  onSort(property: string): void;
  stickyHeader: boolean;
  stickyAction: boolean;
  showDetails: boolean;
  showDelete: boolean;
  /** false outside a dashboard and while it is edited: delete is disabled */
  enabled: boolean;
  onDetails(rpc: Rpc): void;
  onDelete(rpc: Rpc): void;
  translate(key: string): string;
}

/** The requests of one page: the configured columns, the status as a chip, and the details and delete buttons. */
export function PersistentRpcRows(props: PersistentRpcRowsProps) {
  const { translate, sort } = props;
  const hasActions = props.showDetails || props.showDelete;
  const actionCell = props.stickyAction ? { position: 'sticky', right: 0, bgcolor: 'background.paper', zIndex: 1 } : {};
  return (
    <Table size="small" stickyHeader={props.stickyHeader}>
      <TableHead>
        <TableRow>
          {props.columns.map((column) => (
            <TableCell key={column}>
              {SORTABLE_COLUMNS.has(column) ? (
                <TableSortLabel
                  active={sort.property === column}
                  direction={sort.property === column && sort.direction === 'ASC' ? 'asc' : 'desc'}
                  onClick={() => props.onSort(column)}
                >
                  {translate(COLUMN_TITLE_KEYS[column])}
                </TableSortLabel>
              ) : (
                translate(COLUMN_TITLE_KEYS[column])
              )}
            </TableCell>
          ))}
          {hasActions ? <TableCell sx={actionCell} /> : null}
        </TableRow>
      </TableHead>
      <TableBody>
        {props.rows.map((rpc) => (
          <TableRow key={rpc.id.id} hover>
            {props.columns.map((column) => (
              <TableCell key={column}>
                {column === 'status' ? (
                  <RpcStatusChip status={rpc.status} translate={translate} />
                ) : (
                  cellText(rpc, column, translate)
                )}
              </TableCell>
            ))}
            {hasActions ? (
              <TableCell align="right" sx={{ ...actionCell, whiteSpace: 'nowrap' }}>
                {props.showDetails ? (
                  <Tooltip title={translate('widgets.persistent-table.details')}>
                    <IconButton
                      size="small"
                      aria-label={translate('widgets.persistent-table.details')}
                      onClick={() => props.onDetails(rpc)}
                    >
                      <MoreHorizIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                ) : null}
                {props.showDelete ? (
                  <Tooltip title={translate('widgets.persistent-table.delete')} describeChild>
                    <span>
                      <IconButton
                        size="small"
                        aria-label={translate('widgets.persistent-table.delete')}
                        disabled={!props.enabled}
                        onClick={() => props.onDelete(rpc)}
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                ) : null}
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

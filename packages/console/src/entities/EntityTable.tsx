import type { SortOrder } from '@fleetdeck/model';
import {
  Checkbox,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  Tooltip,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../components/icons/MdiIcon';
import { reportError } from '../core/http/report-error';
import type { EntityAction, EntityColumn, EntityContext, EntityRecord } from './entity-config';

interface EntityTableProps<T extends EntityRecord> {
  columns: EntityColumn<T>[];
  actions: EntityAction<T>[];
  rows: T[];
  sortOrder: SortOrder;
  selected: ReadonlySet<string>;
  context: EntityContext;
  noEntities: string;
  /** false hides the selection checkboxes */
  selectable?: boolean;
  onSort(sortOrder: SortOrder): void;
  onToggle(id: string): void;
  onToggleAll(): void;
  onOpen(entity: T): void;
}

/** The rows of the current page with sortable headers, selection checkboxes and per-row actions. */
export function EntityTable<T extends EntityRecord>(props: EntityTableProps<T>) {
  const { t } = useTranslation();
  const { columns, actions, rows, sortOrder, selected } = props;
  const selectable = props.selectable ?? true;
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.id.id));
  return (
    <TableContainer sx={{ flex: 1 }}>
      <Table stickyHeader size="small">
        <TableHead>
          <TableRow>
            {selectable && (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={allSelected}
                  indeterminate={!allSelected && rows.some((row) => selected.has(row.id.id))}
                  onChange={props.onToggleAll}
                  slotProps={{ input: { 'aria-label': t('entity.select-all') } }}
                />
              </TableCell>
            )}
            {columns.map((column) => (
              <TableCell key={column.key} sx={{ width: column.width }}>
                {column.sortProperty ? (
                  <TableSortLabel
                    active={sortOrder.property === column.sortProperty}
                    direction={
                      sortOrder.property === column.sortProperty && sortOrder.direction === 'DESC' ? 'desc' : 'asc'
                    }
                    onClick={() =>
                      props.onSort({
                        property: column.sortProperty as string,
                        direction:
                          sortOrder.property === column.sortProperty && sortOrder.direction === 'ASC' ? 'DESC' : 'ASC',
                      })
                    }
                  >
                    {t(column.title)}
                  </TableSortLabel>
                ) : (
                  t(column.title)
                )}
              </TableCell>
            ))}
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell
                colSpan={columns.length + (selectable ? 2 : 1)}
                align="center"
                sx={{ py: 4, color: 'text.secondary' }}
              >
                {t(props.noEntities)}
              </TableCell>
            </TableRow>
          )}
          {rows.map((row) => (
            <TableRow
              key={row.id.id}
              hover
              selected={selected.has(row.id.id)}
              onClick={() => props.onOpen(row)}
              sx={{ cursor: 'pointer' }}
            >
              {selectable && (
                <TableCell padding="checkbox" onClick={(event) => event.stopPropagation()}>
                  <Checkbox
                    checked={selected.has(row.id.id)}
                    onChange={() => props.onToggle(row.id.id)}
                    slotProps={{ input: { 'aria-label': t('entity.select') } }}
                  />
                </TableCell>
              )}
              {columns.map((column) => (
                <TableCell key={column.key}>{column.render(row)}</TableCell>
              ))}
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} onClick={(event) => event.stopPropagation()}>
                {actions
                  .filter((action) => action.isVisible?.(row) ?? true)
                  .map((action) => (
                    <Tooltip key={action.id} title={t(action.label)}>
                      <IconButton
                        size="small"
                        aria-label={t(action.label)}
                        onClick={() => runAction(action, row, props.context)}
                      >
                        <MdiIcon path={action.icon} fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  ))}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function runAction<T extends EntityRecord>(action: EntityAction<T>, entity: T, context: EntityContext): void {
  Promise.resolve()
    .then(() => action.onAction(entity, context))
    .catch(reportError);
}
